import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.use({ timezoneId: 'UTC' });

/** A leads sheet of three rows, two with a phone too short to be one. */
const SHEET = fs
  .readFileSync(fileURLToPath(new URL('./fixtures/two-rejected-rows.xlsx', import.meta.url)))
  .toString('base64');

test("an import's rejected rows stay on the Imports page, listed and downloadable, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'Agent');
  const report = await page.evaluate(async (base64) => {
    const res = await fetch('/api/leads/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({
        dataUrl: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${base64}`,
        fileName: 'expo.xlsx',
      }),
    });
    return (await res.json()) as { skipped: number };
  }, SHEET);
  expect(report.skipped).toBeGreaterThanOrEqual(2);

  await page.goto('/imports');
  await page
    .getByRole('button', { name: /^See the \d+ problems of expo\.xlsx$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rejected rows and warnings' });
  await expect(dialog.getByText(/Row 2: /)).toBeVisible();
  await expect(dialog.getByText('Name: Rejected Short Phone · Phone: 12 · Referred by: Hany')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('import-problems-phone.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the rejected rows of expo.xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('expo-rejected.xlsx');
});
