import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

test.use({ timezoneId: 'UTC' });

const LOOKS = [
  { name: 'en-light-1280', width: 1280, height: 800, prefs: { lang: 'en', dir: 'ltr', theme: 'light' } },
  { name: 'ar-dark-390', width: 390, height: 844, prefs: { lang: 'ar', dir: 'rtl', theme: 'dark' } },
] as const;

/** Signs in (English), then turns to the look's language, direction and theme. */
async function open(page: Page, look: (typeof LOOKS)[number]) {
  await page.setViewportSize({ width: look.width, height: look.height });
  await signIn(page, 'CEO');
  await page.evaluate((prefs) => {
    for (const [key, value] of Object.entries(prefs)) localStorage.setItem(key, value);
  }, look.prefs);
}

/**
 * The shown selects whose chosen text is wider than the room beside the chevron, measured with the
 * select's own font (a select's scrollWidth does not grow with its text in Chromium).
 */
const cutSelects = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('select')]
      .filter((select) => select.checkVisibility())
      .flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(text).width > room + 0.5
          ? [`${select.getAttribute('aria-label') ?? select.id}: "${text}"`]
          : [];
      });
  });

for (const look of LOOKS) {
  test(`Resale Units shows its first unit above the fold (${look.name})`, async ({ page }, info) => {
    await open(page, look);
    await page.goto('/resale-units');
    const first = page.locator('.unit-card').first();
    await expect(first).toBeVisible();
    // Its photo and title, not only its top edge, before any scrolling.
    const title = (await first.locator('.unit-card__title').boundingBox())!;
    expect(title.y + title.height).toBeLessThan(look.height);
    await page.screenshot({ path: info.outputPath(`units-${look.name}.png`) });

    // The rest of the filters wait behind "More filters"; opened, none of their selects is cut.
    const more = page.getByRole('search').locator('.filters-toggle');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('search').locator('select')).toHaveCount(7);
    expect(await cutSelects(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`units-more-${look.name}.png`), fullPage: true });
  });

  test(`no select's text runs under its chevron on the main screens (${look.name})`, async ({ page }, info) => {
    await open(page, look);
    for (const path of ['/leads', '/tasks', '/campaigns', '/users', '/imports']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await cutSelects(page), path).toEqual([]);
      if (path === '/leads') await page.screenshot({ path: info.outputPath(`leads-${look.name}.png`) });
    }
  });
}

test('the unread badge speaks Arabic on an Arabic screen', async ({ page }) => {
  await open(page, LOOKS[1]);
  await page.goto('/notifications');
  const recent = page.getByRole('region', { name: 'المسند/المحدَّث مؤخرًا' });
  const badge = recent.locator('.card__actions .badge');
  await expect(badge).toBeVisible();
  await expect(badge).not.toContainText('unread');
  await expect(badge).toContainText(/غير مقروء/);
});
