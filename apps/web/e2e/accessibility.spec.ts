import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, withPreferences } from './support';

/*
 * axe-core over the screens staff use all day, as the tour saw them: English light on a
 * 1280 px screen, Arabic dark on a 390 px phone. Any violation fails, with its rule and elements.
 */
const LOOKS = [
  { name: 'English light 1280', width: 1280, height: 800, prefs: { lang: 'en', dir: 'ltr', theme: 'light' } },
  { name: 'Arabic dark 390', width: 390, height: 844, prefs: { lang: 'ar', dir: 'rtl', theme: 'dark' } },
] as const;

/** The rules axe finds broken on the screen shown, with their elements. */
async function violationsOn(page: Page, screen: string) {
  // The screen's data has come (charts below the fold stay skeletons until scrolled to).
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${screen}: ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The first link in `main` whose address matches, as a path to open. */
const firstHref = (page: Page, pattern: RegExp) =>
  page
    .locator('main a[href]')
    .evaluateAll((links, source) => {
      const re = new RegExp(source);
      return links.map((a) => a.getAttribute('href') ?? '').find((href) => re.test(href)) ?? '';
    }, pattern.source);

for (const look of LOOKS) {
  test(`axe finds no violation on ten screens (${look.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await withPreferences(page, look.prefs);
    await page.setViewportSize({ width: look.width, height: look.height });

    await page.goto('/login');
    await expect(page.locator('input[type="email"]')).toBeVisible();
    const found = await violationsOn(page, 'sign-in');
    await page.locator('input[type="email"]').fill(DEMO.CEO.email);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO.CEO.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const screens: [string, string | (() => Promise<string>)][] = [
      ['dashboard', '/'],
      ['leads', '/leads'],
      ['a lead', () => firstHref(page, /^\/leads\/[0-9a-f]{24}$/)],
      ['tasks', '/tasks'],
      ['campaigns', '/campaigns'],
      ['resale units', '/resale-units'],
      ['a unit', () => firstHref(page, /^\/resale-units\/[0-9a-f]{24}$/)],
      ['teams', '/teams'],
      ['users', '/users'],
      ['chats', '/chats'],
      ['notifications', '/notifications'],
    ];
    for (const [screen, where] of screens) {
      const path = typeof where === 'string' ? where : await where();
      expect(path, `a link to ${screen}`).not.toBe('');
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      found.push(...(await violationsOn(page, screen)));
    }
    // All screens first, then one answer: a run names every violation there is.
    expect(found).toEqual([]);
  });
}
