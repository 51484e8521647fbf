import { expect, test } from '@playwright/test';
import { DEMO, signIn, uniqueName } from './support';

test('a Manager selects ten leads and bulk-assigns them to an agent of their team', async ({ page }) => {
  await signIn(page, 'Manager');
  // Ten fresh public leads of the Manager's Cairo Sales team (a Manager's own leads are theirs).
  const prefix = uniqueName('Bulk');
  await page.evaluate(async (prefix) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
    const teams: { _id: string; name: string }[] = await (await fetch('/api/teams', { headers })).json();
    const cairo = teams.find((t) => t.name === 'Cairo Sales')!;
    for (let i = 1; i <= 10; i++) {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `${prefix} ${String(i).padStart(2, '0')}`, teamId: cairo._id }),
      });
      if (!res.ok) throw new Error(`Could not add a lead: ${res.status}`);
    }
  }, prefix);

  await page.goto(`/leads?search=${encodeURIComponent(prefix)}&limit=10`);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('link', { name: new RegExp(prefix) })).toHaveCount(10);

  await table.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('10 leads selected')).toBeVisible();
  // A Manager may assign and change statuses, never convert or delete.
  await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Convert to public' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign 10 leads' });
  const member = dialog.getByLabel('Team member');
  await expect(member.locator('option', { hasText: DEMO.Agent.name })).toHaveCount(1);
  await member.selectOption({ label: `${DEMO.Agent.name} (Agent)` });
  await dialog.getByRole('button', { name: 'Assign' }).click();

  await expect(page.getByText('10 leads updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  const rows = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(prefix) }) });
  await expect(rows).toHaveCount(10);
  await expect(rows.filter({ hasText: DEMO.Agent.name })).toHaveCount(10);

  // Stored as shown: every one of the ten is the agent's now.
  const assignees = await page.evaluate(async (prefix) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    const leads = await (await fetch(`/api/leads?search=${encodeURIComponent(prefix)}&limit=50`, { headers })).json();
    return leads.items.map((l: { assignedTo: { name: string } | null }) => l.assignedTo?.name);
  }, prefix);
  expect(assignees).toEqual(Array(10).fill(DEMO.Agent.name));
});

test('the CEO bulk-deletes leads and undoes it from the toast; the bar reads on a phone, dark, in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'CEO');
  const prefix = uniqueName('Undo');
  await page.evaluate(async (prefix) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
    for (let i = 1; i <= 3; i++) {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `${prefix} ${i}` }),
      });
      if (!res.ok) throw new Error(`Could not add a lead: ${res.status}`);
    }
  }, prefix);
  await page.goto(`/leads?search=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Leads' });
  const links = table.getByRole('link', { name: new RegExp(prefix) });
  await expect(links).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('3 leads selected')).toBeVisible();
  await page.screenshot({ path: 'test-results/leads-bulk/bar-desk.png' });

  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete leads' });
  await expect(confirm).toContainText(
    'Delete 3 leads? You can undo it right after, or restore them later from Deleted leads.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(links).toHaveCount(0);
  await page.getByText('3 leads deleted. Click to undo.').click();
  await expect(page.getByText('3 leads restored')).toBeVisible();
  await expect(links).toHaveCount(3);

  // On a phone, dark, in Arabic: the cards keep their checkboxes and the bar fits.
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('dir', 'rtl');
    localStorage.setItem('lang', 'ar');
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('checkbox', { name: new RegExp(`${prefix} 1`) }).check();
  const arBar = page.getByRole('region', { name: 'إجراءات جماعية' });
  await expect(arBar).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/leads-bulk/bar-phone-dark-rtl.png' });
});
