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

/**
 * The widest row the table meets: a long name with the Today badge, a long email, the FollowUp
 * status with its reminder, a long assignee. Added once (newest first, so it is on page one).
 */
async function addWidestLead(page: Page) {
  await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const name = 'Abdelrahman Mohamed El-Sayed Hassanein';
    const found = await (await fetch(`/api/leads?search=${encodeURIComponent(name)}`, { headers })).json();
    if (found.total > 0) return;
    const lead = await (
      await fetch('/api/leads', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name,
          phone: '+971501234567',
          email: 'abdelrahman.mohamed.elsayed@longdomain-example.test',
        }),
      })
    ).json();
    const today = new Date();
    today.setUTCHours(23, 59, 0, 0);
    await fetch(`/api/leads/${lead._id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ status: 'FollowUp', followUpDate: today.toISOString() }),
    });
  });
}

for (const width of [1280, 1440, 1920]) {
  test(`every leads column is readable at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'CEO');
    await addWidestLead(page);
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
    await addWidestLead(page);
    await page.goto('/leads?limit=20');
    await expectEveryColumnReadable(page);
    await page.screenshot({ path: info.outputPath(`leads-1280-${label.replace(/ /g, '-')}.png`) });
  });
}

test('the leads table fits 1280 px in Arabic', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'CEO');
  await addWidestLead(page);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/leads?limit=20');
  const table = page.getByRole('table', { name: 'العملاء المحتملون' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  const wrap = page.locator('.lead-table .table-wrap');
  expect(
    await wrap.evaluate((el) => el.scrollWidth - el.clientWidth),
    'the table scrolls sideways',
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('leads-1280-arabic.png') });
});
