import { expect, test } from '@playwright/test';
import { signIn, uniqueName } from './support';

test('a user added with the default password chooses their own at first sign-in', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/users');
  const name = uniqueName('Hana');
  const email = `${name.split(' ')[1]}@agency.test`;
  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText(`User "${name}" added`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  // Nothing else opens until then, even typed into the address bar.
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/choose-password$/);

  // On a phone, in dark mode and right to left: a screenshot for review.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('dir', 'rtl');
  });
  await page.reload();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await expect(page.getByText('This password is too common. Please choose one that is harder to guess')).toBeVisible();
  await page.screenshot({ path: 'test-results/choose-password-phone-dark-rtl.png', fullPage: true });

  await page.getByLabel('Current password').fill('Welcome123');
  await page.getByLabel('New password', { exact: true }).fill('Quiet-Harbor-42');
  await page.getByLabel('Confirm new password').fill('Quiet-Harbor-42');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
});
