import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, uniqueName, withPreferences } from './support';

// The portal under test runs with APP_TIMEZONE=UTC; the browser shares that clock so "today" agrees.
test.use({ timezoneId: 'UTC' });

const today = () => new Date().toISOString().slice(0, 10);

/** The statuses of the rows on screen; polled, as the previous page stays (dimmed) until the next arrives. */
async function shownStatuses(page: Page) {
  const values = await page
    .getByLabel(/^Status of /)
    .evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).value));
  return [...new Set(values)];
}

async function openLead(page: Page, name: string) {
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  return row;
}

test('a lead goes from an Agent to a follow-up today, is shared, assigned, deleted and restored', async ({
  browser,
}) => {
  // Four people sign in, one after another, in their own browsers: more than the usual minute.
  test.slow();
  const name = uniqueName('Hany');
  const phoneDigits = `2010${Date.now().toString().slice(-8)}`;
  const as = async (who: keyof typeof DEMO) => {
    const page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await signIn(page, who);
    return page;
  };

  // An Agent adds the lead; the phone keeps its digits and its leading +.
  const agent = await as('Agent');
  await agent.goto('/leads');
  await agent.getByRole('button', { name: '+ Add Lead' }).click();
  const add = agent.getByRole('dialog', { name: 'Add Lead' });
  await add.getByRole('button', { name: 'Add Lead' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Phone').fill(`+${phoneDigits.slice(0, 2)} ${phoneDigits.slice(2)}`);
  await expect(add.getByLabel('Phone')).toHaveValue(`+${phoneDigits}`);
  await add.getByRole('button', { name: 'Add Lead' }).click();
  await expect(add).toBeHidden();

  // FollowUp with a reminder today: the row shows the Today badge.
  const row = await openLead(agent, name);
  // Choosing FollowUp in the row asks for the reminder right there; the row then shows its date.
  await row.getByLabel(`Status of ${name}`).selectOption('FollowUp');
  const prompt = agent.getByRole('dialog', { name: `Follow-up for ${name}` });
  await prompt.getByLabel('Reminder').fill(`${today()}T23:59`);
  await prompt.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(prompt).toBeHidden();
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue('FollowUp');
  await expect(row.getByText('Today', { exact: true })).toBeVisible();
  await expect(row.getByText(/11:59\sPM/)).toBeVisible();

  // An Admin makes it public and assigns it to another agent.
  const admin = await as('Admin');
  const adminRow = await openLead(admin, name);
  await adminRow.getByRole('button', { name: `Convert ${name} to public` }).click();
  await expect(adminRow.getByRole('button', { name: `Convert ${name} to public` })).toBeHidden();
  await adminRow.getByRole('button', { name: `Assign ${name}` }).click();
  const assign = admin.getByRole('dialog', { name: `Assign ${name}` });
  await assign.getByLabel('Search users').fill(DEMO.Agent2.name);
  await assign
    .getByRole('radiogroup', { name: 'Users' })
    .getByRole('radio', { name: new RegExp(DEMO.Agent2.name) })
    .check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(adminRow).toContainText(DEMO.Agent2.name);

  // The new assignee is told.
  const assignee = await as('Agent2');
  await expect(assignee.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await assignee.goto('/notifications');
  const recent = assignee.getByRole('region', { name: 'Recently Assigned/Updated' });
  await expect(recent.getByText(name).first()).toBeVisible();

  // The CEO deletes it, then undoes from the toast.
  const ceo = await as('CEO');
  const ceoRow = await openLead(ceo, name);
  await ceoRow.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = ceo.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete "${name}"? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ceo.getByText('No leads found.')).toBeVisible();
  await ceo.getByRole('button', { name: 'Lead deleted. Click to undo.' }).click();
  await expect(ceo.getByText('Lead restored')).toBeVisible();
  await expect(ceoRow).toBeVisible();
});

test('a dashboard card opens the leads list filtered by its status', async ({ page }) => {
  await signIn(page, 'Manager');
  const card = page.getByRole('region', { name: 'Lead counts' }).getByRole('link', { name: /^New \d/ });
  await expect(card).toBeVisible();
  const count = Number((await card.innerText()).match(/\d+/)?.[0]);
  await card.click();
  await expect(page).toHaveURL(/\/leads\?status=New$/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('New');
  await expect.poll(() => shownStatuses(page)).toEqual(['New']);
  if (count > 10) await expect(page.getByText(`Page 1 / ${Math.ceil(count / 10)}`)).toBeVisible();
});

test('filters live in the URL: each change is a history entry that Back undoes', async ({ page }) => {
  await signIn(page, 'Manager');
  await page.goto('/leads');
  const status = page.getByLabel('Status', { exact: true });
  const source = page.getByLabel('Source', { exact: true });
  await status.selectOption('New');
  await expect(page).toHaveURL(/\/leads\?status=New$/);
  await expect.poll(() => shownStatuses(page)).toEqual(['New']);
  await source.selectOption('Campaign');
  // One filter state, one URL: the keys keep one order whatever order they were chosen in.
  await expect(page).toHaveURL(/\/leads\?source=Campaign&status=New$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/leads\?status=New$/);
  await expect(source).toHaveValue('');
  await expect(status).toHaveValue('New');
  await page.goBack();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(status).toHaveValue('');
  await page.goForward();
  await expect(status).toHaveValue('New');
  await page.reload();
  await expect(status).toHaveValue('New');

  // A link to the same screen (the sidebar) starts it afresh.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(status).toHaveValue('');
});

for (const prefs of [{ theme: 'dark' as const }, { dir: 'rtl' as const }]) {
  test(`the leads screen in ${prefs.theme ?? prefs.dir}`, async ({ page }, info) => {
    await withPreferences(page, prefs);
    await page.setViewportSize({ width: 1280, height: 860 });
    await signIn(page, 'CEO');
    await page.goto('/leads');
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(5)).toBeVisible();
    if (prefs.dir) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (prefs.theme) await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: info.outputPath(`leads-${prefs.theme ?? prefs.dir}.png`), fullPage: true });
  });
}

test('on a phone an Agent works leads as cards, with the filters behind a toggle', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'Agent');
  await page.goto('/leads');
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // No sideways scrolling: the page is as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const status = page.getByLabel('Status', { exact: true });
  await expect(status).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await status.selectOption('FollowUp');
  await expect(page).toHaveURL(/status=FollowUp/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect.poll(() => shownStatuses(page)).toEqual(['FollowUp']);
  await page.screenshot({ path: info.outputPath('leads-phone.png') });
});
