import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const SHOTS = 'test-results/arabic';

/** Signs in (English), switches to Arabic with the top bar's button and reloads: the choice is stored. */
async function toArabic(page: Page) {
  await signIn(page, 'CEO');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
}

const VIEWPORTS = {
  desk: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`Arabic reads right to left (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await toArabic(page);

    await page.goto('/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'العملاء المحتملون' })).toBeVisible();
    const table = page.getByRole('table', { name: 'العملاء المحتملون' });
    if (name === 'desk') {
      await expect(table.getByRole('columnheader', { name: 'الاسم' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
    } else {
      // Phones show each row as a card: the column's header is the label inside the cell.
      await expect(table.getByRole('cell', { name: /^الحالة/ }).first()).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/${name}-leads.png`, fullPage: name === 'desk' });

    await page.getByRole('button', { name: '+ إضافة عميل' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'إضافة عميل' })).toBeVisible();
    await expect(dialog.getByLabel('الاسم')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-add-lead.png` });
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    await page.goto('/');
    // The dashboard's heading greets the signed-in person.
    await expect(page.getByRole('heading', { level: 1, name: /^مرحبًا، / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'العملاء حسب الحالة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: `${SHOTS}/${name}-dashboard.png`, fullPage: name === 'desk' });

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'المستخدمون' })).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/${name}-users.png`, fullPage: name === 'desk' });

    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'الفرق' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'اهتمامات العملاء' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-teams.png`, fullPage: name === 'desk' });
  });
}
