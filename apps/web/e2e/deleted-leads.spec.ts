import { expect, test } from '@playwright/test';
import { signIn, uniqueName, withPreferences } from './support';

test.use({ timezoneId: 'UTC' });

/** Adds and deletes leads named `prefix 1..count` as the signed-in CEO, through the API. */
async function deletedLeads(page: import('@playwright/test').Page, prefix: string, count: number) {
  await page.evaluate(
    async ({ prefix, count }) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
      for (let i = 1; i <= count; i++) {
        const res = await fetch('/api/leads', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `${prefix} ${i}`, email: `deleted.${Date.now()}.${i}@example.com` }),
        });
        if (!res.ok) throw new Error(`Could not add a lead: ${res.status}`);
        const { _id } = (await res.json()) as { _id: string };
        const gone = await fetch(`/api/leads/${_id}`, { method: 'DELETE', headers });
        if (!gone.ok) throw new Error(`Could not delete a lead: ${gone.status}`);
      }
    },
    { prefix, count },
  );
}

test('the CEO finds a deleted lead from the Leads screen and restores it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'CEO');
  const prefix = uniqueName('Gone');
  await deletedLeads(page, prefix, 2);
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Deleted leads' }).click();
  await expect(page).toHaveURL(/\/leads\/deleted$/);
  await page.getByRole('searchbox', { name: 'Search by name, phone or email' }).fill(prefix);
  const table = page.getByRole('table', { name: 'Deleted leads' });
  await expect(table.getByText(new RegExp(prefix))).toHaveCount(2);
  await expect(table.getByText('Nadia Farouk').first()).toBeVisible();
  await table.getByRole('button', { name: `Restore ${prefix} 1` }).click();
  await expect(page.getByText(`${prefix} 1 restored`)).toBeVisible();
  await expect(table.getByText(new RegExp(prefix))).toHaveCount(1);
  await page.goto(`/leads?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: `${prefix} 1` })).toBeVisible();
});

for (const prefs of [{}, { theme: 'dark' as const }, { dir: 'rtl' as const }]) {
  const look = prefs.theme ?? prefs.dir ?? 'light';
  test(`on a phone the deleted leads fit the screen (${look})`, async ({ page }, info) => {
    await withPreferences(page, prefs);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'Admin');
    const prefix = uniqueName('Phone gone');
    await deletedLeads(page, prefix, 1);
    // Right to left, the screen reads in Arabic (signed in first: the sign-in form is found by its English labels).
    if (prefs.dir === 'rtl') await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/leads/deleted');
    const row = page.locator('tbody tr').filter({ hasText: prefix });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: new RegExp(prefix) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath(`deleted-leads-phone-${look}.png`), fullPage: true });
  });
}

test('an Agent has no Deleted leads', async ({ page }) => {
  await signIn(page, 'Agent');
  await page.goto('/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deleted leads' })).toHaveCount(0);
  await page.goto('/leads/deleted');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
