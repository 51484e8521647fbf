import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support';

/*
 * axe-core over the screens staff use all day, as the tour saw them: English light on a
 * 1280 px screen, Arabic dark on a 390 px phone. Any violation fails, naming its rule and elements.
 * One signed-in page per look walks the screens in turn (a sign-in per screen would double the run).
 */
const LOOKS = [
  { name: 'English light 1280', width: 1280, height: 800, prefs: { lang: 'en', dir: 'ltr', theme: 'light' } },
  { name: 'Arabic dark 390', width: 390, height: 844, prefs: { lang: 'ar', dir: 'rtl', theme: 'dark' } },
] as const;

/** The first link in `main` whose address matches (a lead's or a unit's page). */
const firstHref = (page: Page, pattern: RegExp) =>
  page.locator('main a[href]').evaluateAll((links, source) => {
    const re = new RegExp(source);
    return links.map((a) => a.getAttribute('href') ?? '').find((href) => re.test(href)) ?? '';
  }, pattern.source);

const SCREENS: [string, string | ((page: Page) => Promise<string>)][] = [
  ['dashboard', '/'],
  ['leads', '/leads'],
  ['a lead', (page) => firstHref(page, /^\/leads\/[0-9a-f]{24}$/)],
  ['tasks', '/tasks'],
  ['campaigns', '/campaigns'],
  ['resale units', '/resale-units'],
  ['a unit', (page) => firstHref(page, /^\/resale-units\/[0-9a-f]{24}$/)],
  ['teams', '/teams'],
  ['users', '/users'],
  ['chats', '/chats'],
  ['notifications', '/notifications'],
  ['lead routing', '/lead-routing'],
];

async function expectNoViolations(page: Page) {
  // The screen's data has come (charts below the fold stay skeletons until scrolled to).
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const look of LOOKS) {
  test.describe(`axe on ${look.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }, info) => {
      const context = await browser.newContext({
        baseURL: info.project.use.baseURL,
        serviceWorkers: 'block',
        viewport: { width: look.width, height: look.height },
      });
      page = await context.newPage();
      await page.addInitScript((prefs) => {
        for (const [key, value] of Object.entries(prefs)) localStorage.setItem(key, value);
      }, look.prefs);
    });
    test.afterAll(() => page.context().close());

    test('sign-in', async () => {
      await page.goto('/login');
      await expect(page.locator('input[type="email"]')).toBeVisible();
      await expectNoViolations(page);
      await page.locator('input[type="email"]').fill(DEMO.CEO.email);
      await page.locator('input[autocomplete="current-password"]').fill(DEMO.CEO.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    });

    for (const [screen, where] of SCREENS) {
      test(screen, async () => {
        const path = typeof where === 'string' ? where : await where(page);
        expect(path, `a link to ${screen}`).not.toBe('');
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
}
