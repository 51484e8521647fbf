import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, uniqueName, withPreferences, type DemoRole } from './support';

// A real PNG (8x8, one colour): the server decodes, resizes and re-encodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

async function as(browser: Browser, who: DemoRole) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** The first unit's title link on the list. */
const firstUnit = (page: Page) => page.locator('.unit-card__title a').first();

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

async function searchUnits(page: Page, query: string) {
  await page.goto(`/resale-units?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resale Units' })).toBeVisible();
}

test('an Agent adds a unit with a photo and two plans; the CEO features and archives it', async ({ browser }) => {
  test.slow();
  const title = uniqueName('Lake villa');
  const agent = await as(browser, 'Agent');
  await agent.goto('/resale-units');
  await agent.getByRole('button', { name: 'Add Unit' }).click();
  const form = agent.getByRole('dialog', { name: 'Add Unit' });
  await form.getByRole('button', { name: 'Add Unit' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price').fill('4,500,000');
  await form.getByLabel('Area (m²)').fill('300');
  await expect(form.getByText(/Price per m²: .*15,000/)).toBeVisible();
  await form.getByLabel('Type', { exact: true }).selectOption('villa');
  await form.getByLabel('City').fill('Giza');
  await form.getByLabel('District').fill('Sheikh Zayed');
  await form.getByText('Pool', { exact: true }).click();
  await form.getByLabel('Upload photos').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await form.getByText('Installment', { exact: true }).click();
  await form.getByRole('button', { name: 'Add plan' }).click();
  await form.getByRole('button', { name: 'Add plan' }).click();
  await form.getByLabel('Plan name').nth(0).fill('5 years');
  await form.getByLabel('Down payment').nth(0).fill('900000');
  await form.getByLabel('Monthly').nth(0).fill('60000');
  await form.getByLabel('Years').nth(0).fill('5');
  await form.getByLabel('Plan name').nth(1).fill('Cash-ish');
  await form.getByLabel('Down payment').nth(1).fill('4000000');
  await form.getByRole('button', { name: 'Add Unit' }).click();
  await expect(form).toBeHidden();

  await searchUnits(agent, `search=${encodeURIComponent(title)}`);
  const card = cardOf(agent, title);
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toBeVisible(); // the cover (decorative: the title names the unit)
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  // The detail page: photo, prices, both plans (the blank numbers saved as 0).
  await card.getByRole('link', { name: title }).click();
  await expect(agent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const plans = agent.getByRole('region', { name: 'Payment plans' });
  await expect(plans.getByRole('row', { name: /5 years/ })).toBeVisible();
  await expect(plans.getByRole('row', { name: /Cash-ish.*EGP 0/ })).toBeVisible();
  await expect(agent.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const photo = await agent.getByRole('img', { name: 'Photo 1' }).getAttribute('src');
  const served = await agent.request.get(photo!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  // The CEO features it, then archives it: it leaves the list, and "Include archived" finds it.
  const ceo = await as(browser, 'CEO');
  await searchUnits(ceo, `search=${encodeURIComponent(title)}`);
  const ceoCard = cardOf(ceo, title);
  await ceoCard.getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(ceoCard.getByText('Featured', { exact: true })).toBeVisible();
  await ceoCard.getByRole('button', { name: 'Archive' }).click();
  await ceo.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ceo.getByText('No units match these filters')).toBeVisible();
  await ceo.getByRole('button', { name: 'More filters' }).click();
  await ceo.getByLabel('Include archived').check();
  await expect(cardOf(ceo, title).getByText('Archived', { exact: true })).toBeVisible();
  await expect(ceo).toHaveURL(/includeArchived=true/);
});

test('compare two units side by side, then open one', async ({ page }) => {
  await signIn(page, 'Manager');
  await searchUnits(page, 'order=-price');
  const boxes = page.getByRole('checkbox', { name: /to compare$/ });
  await expect(page.getByRole('button', { name: 'Compare' })).toBeDisabled();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Compare (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare units' });
  await expect(dialog.getByRole('row', { name: /^Price Differs/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await firstUnit(page).click();
  await expect(page.getByRole('region', { name: 'Payment plans' })).toBeVisible();
  await page.goto('/resale-units/0123456789abcdef01234567');
  await expect(page.getByText('Unit not found')).toBeVisible();
});

const SHOTS = 'test-results/units';
const VIEWPORTS = { desk: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`units screens fit a ${size} (${theme}), no sideways scroll`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await withPreferences(page, { theme, dir: theme === 'dark' ? 'rtl' : 'ltr' });
      await signIn(page, 'CEO');
      await searchUnits(page, '');
      await expect(firstUnit(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `${SHOTS}/${size}-${theme}-list.png`, fullPage: size === 'desk' });
      await page.getByRole('button', { name: 'Add Unit' }).click();
      await page.screenshot({ path: `${SHOTS}/${size}-${theme}-form.png` });
      await page.keyboard.press('Escape');
      await firstUnit(page).click();
      await expect(page.getByRole('region', { name: 'Payment plans' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${size}-${theme}-detail.png`, fullPage: size === 'desk' });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Resale unit counts' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${size}-${theme}-dashboard.png`, fullPage: true });
    });
  }
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`units in Arabic read right to left (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'CEO');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'ar');
      localStorage.setItem('dir', 'rtl');
    });
    await searchUnitsArabic(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'إضافة وحدة' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${size}-arabic-list.png`, fullPage: size === 'desk' });
    await page.getByRole('button', { name: 'إضافة وحدة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'إضافة وحدة' }).click();
    await expect(page.getByText('العنوان مطلوب')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${size}-arabic-form.png` });
  });
}

async function searchUnitsArabic(page: Page) {
  await page.goto('/resale-units');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'وحدات إعادة البيع' })).toBeVisible();
  await expect(firstUnit(page)).toBeVisible();
}
