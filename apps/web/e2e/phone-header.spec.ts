import { expect, test } from '@playwright/test';
import { signIn, withPreferences } from './support';

// Issue 29: on a phone the brand read "Agency …" and the leads search "Name, phone or".
for (const lang of ['en', 'ar'] as const) {
  test(`at 390 px (${lang}) the brand and the leads search placeholder show whole, never cut`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'Agent');
    // Arabic from here on (the sign-in helper reads the English labels).
    await withPreferences(page, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await page.goto('/leads');
    const search = page.getByRole('searchbox').first();
    await expect(search).toBeVisible();
    await expect(page.locator('main a[href^="/leads/"]').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`phone-header-${lang}.png`) });

    // The brand's name is shown only where it fits whole; its logo always.
    const brand = page.locator('.top-bar__brand');
    await expect(brand.locator('.brand__logo')).toBeVisible();
    const nameCut = await brand.evaluate((box) => {
      const name = box.querySelector<HTMLElement>('.top-bar__brand-name');
      if (!name || getComputedStyle(name).display === 'none') return 0;
      return name.getBoundingClientRect().right - box.getBoundingClientRect().right;
    });
    expect(nameCut, 'brand name past its space (px)').toBeLessThanOrEqual(0);

    // The placeholder's drawn width fits the box's content width.
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const content = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return { placeholder: input.placeholder, spare: content - context.measureText(input.placeholder).width };
    });
    expect(room.placeholder).not.toBe('');
    expect(room.spare, `"${room.placeholder}" is cut (px short)`).toBeGreaterThanOrEqual(0);
  });
}

test('on a phone the back button closes a dialog or the menu, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'Agent');
  await page.goto('/leads');
  await page.getByRole('button', { name: '+ Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/leads$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/leads$/);

  // Closed from inside, a dialog leaves no extra step behind: Back then leaves the page.
  await page.getByRole('button', { name: '+ Add Lead' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/leads$/);
});
