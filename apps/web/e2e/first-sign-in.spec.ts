import { expect, test } from '@playwright/test';
import { signIn, uniqueName } from './support';

test('a user added without a password signs in only through their one-time link', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/users');
  const name = uniqueName('Hana');
  const email = `${name.split(' ')[1]}@agency.test`;
  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText(`User "${name}" added`)).toBeVisible();

  // The link shows at once, to copy or send by WhatsApp.
  const dialog = page.getByRole('dialog', { name: `Sign-in link for ${name}` });
  const link = await dialog.getByLabel(`Sign-in link for ${name}`).inputValue();
  expect(link).toMatch(/\/welcome#invitation=[\w-]{40,}&lang=en$/);
  await expect(dialog.getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await page.screenshot({ path: 'test-results/sign-in-link-dialog.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The old shared default password opens nothing.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  // On a phone, in dark mode and right to left: the welcome screen the link opens.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('dir', 'rtl');
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await expect(page.getByText('Too easy to guess: This is a commonly used password.')).toBeVisible();
  await page.screenshot({ path: 'test-results/welcome-phone-dark-rtl.png', fullPage: true });
  await page.getByLabel('New password', { exact: true }).fill('Quiet-Harbor-42');
  await page.getByLabel('Confirm new password').fill('Quiet-Harbor-42');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main')).toBeVisible();

  // Used once: the same link now says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
});

test('a user whose password an admin set chooses their own at the next sign-in', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/users');
  const name = uniqueName('Tamer');
  const email = `${name.split(' ')[1]}@agency.test`;
  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Admin-Chose-This-7');
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText(`User "${name}" added`)).toBeVisible();
  await page.getByLabel('Search users').fill(name);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('New password').fill('Admin-Reset-This-8');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Admin-Reset-This-8');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // Nothing else opens until then, even typed into the address bar.
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/choose-password$/);
  await page.getByLabel('Current password').fill('Admin-Reset-This-8');
  await page.getByLabel('New password', { exact: true }).fill('Quiet-Harbor-42');
  await page.getByLabel('Confirm new password').fill('Quiet-Harbor-42');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leads$/);
});
