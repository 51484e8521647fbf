import { expect, test, type Page } from '@playwright/test';
import { signIn, withPreferences } from './support';

const HEADERS = ['Name', 'Email', 'Phone', 'Status', 'Interest', 'Assigned To', 'Team', 'Source', 'Privacy', 'Actions'];

/** Every column's header is on screen inside the table's box, and the table does not scroll sideways. */
async function expectEveryColumnReadable(page: Page) {
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const wrap = page.locator('.lead-table .table-wrap');
  const overflow = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the table scrolls sideways').toBeLessThanOrEqual(0);
  const box = (await wrap.boundingBox())!;
  const header = table.locator('thead');
  for (const name of HEADERS) {
    const cell = header.getByText(new RegExp(`^${name}`)).first();
    await expect(cell).toBeVisible();
    const b = (await cell.boundingBox())!;
    expect(b.x, `${name} starts inside the table`).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width, `${name} ends inside the table`).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // Names stay on one line (shortened, never wrapped): each is one line tall.
  const tallNames = await table
    .locator('.lead-name__text, .lead-clip')
    .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 26).length);
  expect(tallNames, 'names wrapped onto a second line').toBe(0);
}

for (const width of [1280, 1440, 1920]) {
  test(`every leads column is readable at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'CEO');
    await page.goto('/leads?limit=20');
    await expectEveryColumnReadable(page);
    await page.screenshot({ path: info.outputPath(`leads-${width}.png`) });
  });
}

const looks = [
  { label: 'dark', prefs: { theme: 'dark' as const } },
  { label: 'right to left', prefs: { dir: 'rtl' as const } },
];
for (const { label, prefs } of looks) {
  test(`the leads table at 1280 px in ${label}`, async ({ page }, info) => {
    await withPreferences(page, prefs);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'CEO');
    await page.goto('/leads?limit=20');
    await expectEveryColumnReadable(page);
    await page.screenshot({ path: info.outputPath(`leads-1280-${label.replace(/ /g, '-')}.png`) });
  });
}
