import { expect, test } from '@playwright/test';

// Issue 45: the pages before signing in follow the browser's language, and have a switch.
test.use({ locale: 'ar-EG' });

test('an Arabic phone opens the sign-in page in Arabic, right to left, with a switch to English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByText('جديد هنا؟ افتح رابط الدخول الذي أُرسل إليك لتختار كلمة المرور.')).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-ar-390-light.png' });

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-ar-390-dark.png' });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The choice holds on the next visit, over the browser's language.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/sign-in-en-1280-dark.png' });
});
