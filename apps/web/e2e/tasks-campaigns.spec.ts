import { expect, test } from '@playwright/test';
import { DEMO, signIn, uniqueName, withPreferences } from './support';

// The portal under test runs with APP_TIMEZONE=UTC; the browser shares that clock so "today" agrees.
test.use({ timezoneId: 'UTC' });

const today = () => new Date().toISOString().slice(0, 10);

test('a Manager gives an agent a task due today and links a lead; the agent finds it under Today and marks it Done', async ({
  browser,
}) => {
  test.slow();
  const notes = uniqueName('Call about the visit');
  const as = async (who: keyof typeof DEMO) => {
    const page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await signIn(page, who);
    return page;
  };

  const manager = await as('Manager');
  await manager
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Tasks/ })
    .click();
  await expect(manager).toHaveURL(/\/tasks$/);
  await manager.getByRole('button', { name: '+ New Task' }).click();
  const dialog = manager.getByRole('dialog', { name: 'New Task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Please choose a team member')).toBeVisible();
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByLabel('Due').fill(`${today()}T23:59`);
  await dialog.getByLabel('Team member').selectOption({ label: `${DEMO.Agent2.name} (Agent)` });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();

  const row = manager.getByRole('row', { name: new RegExp(notes) });
  await expect(row).toContainText(DEMO.Agent2.name);
  await expect(row).toContainText(DEMO.Manager.name);
  await expect(row).toContainText('Pending');

  // Link Lead: search the Manager's leads and link the first match.
  await row.getByRole('button', { name: `Link Lead to "${notes}"` }).click();
  const link = manager.getByRole('dialog', { name: 'Link Lead' });
  await link.getByLabel('Search leads').fill('a');
  const first = link.getByRole('button', { name: /^Link / }).first();
  const leadName = ((await first.getAttribute('aria-label')) ?? '').replace(/^Link /, '');
  await first.click();
  await expect(link).toBeHidden();
  const view = row.getByRole('button', { name: `View lead ${leadName}` });
  await expect(view).toBeVisible();
  await view.click();
  // View Lead opens the lead's own page.
  await expect(manager).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  await expect(manager.getByRole('heading', { level: 1, name: leadName })).toBeVisible();

  // The agent: the task is under Today, with its sidebar count; they mark it Done.
  const agent = await as('Agent2');
  await agent.goto('/tasks');
  await agent.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(agent).toHaveURL(/filter=today/);
  const mine = agent.getByRole('row', { name: new RegExp(notes) });
  await expect(mine).toBeVisible();
  await expect(agent.getByRole('navigation', { name: 'Main' }).getByText(/tasks? due today/)).toBeAttached();
  const toggle = mine.getByRole('checkbox', { name: `Mark "${notes}" as done` });
  await toggle.check();
  await expect(toggle).toBeChecked();
  await agent.reload();
  await expect(agent.getByRole('row', { name: new RegExp(notes) }).getByRole('checkbox')).toBeChecked();
  await expect(agent.getByRole('row', { name: new RegExp(notes) })).toContainText('Done');

  // The lead's page lists the task, done.
  await manager.reload();
  const tasks = manager.getByRole('region', { name: 'Tasks' });
  await expect(tasks).toContainText(notes);
  await expect(tasks).toContainText('Done');
});

test('the CEO edits a campaign cost inline and sees its CPA and the totals change; a Manager reads only', async ({
  browser,
}) => {
  const ceo = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await signIn(ceo, 'CEO');
  await ceo.goto('/campaigns');
  const cost = ceo.getByRole('spinbutton', { name: 'Cost of Reels: sea-view chalets' });
  await expect(cost).toHaveValue('26400');
  const row = ceo.getByRole('row', { name: /Reels: sea-view chalets/ });
  await expect(row.getByTestId('campaign-cpa')).toHaveText(/300/);
  const totalCost = ceo.getByTestId('campaign-total-cost');
  const before = Number((await totalCost.innerText()).replace(/\D/g, ''));

  await cost.fill('35200');
  await cost.press('Enter');
  await expect(row.getByTestId('campaign-cpa')).toHaveText(/400/);
  await expect.poll(async () => Number((await totalCost.innerText()).replace(/\D/g, ''))).toBe(before + 35200 - 26400);
  await ceo.reload();
  await expect(ceo.getByRole('spinbutton', { name: 'Cost of Reels: sea-view chalets' })).toHaveValue('35200');

  const manager = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await signIn(manager, 'Manager');
  await manager.goto('/campaigns');
  await expect(manager.getByText('Only Admin and CEO can create or edit campaigns.')).toBeVisible();
  await expect(manager.getByRole('row', { name: /Reels: sea-view chalets/ })).toBeVisible();
  await expect(manager.getByRole('spinbutton')).toHaveCount(0);
});

for (const dir of ['ltr', 'rtl'] as const) {
  for (const width of [1280, 390]) {
    test(`Campaigns fit the screen at ${width} px (${dir}): the table scrolls in its card, never the page`, async ({
      page,
    }, info) => {
      await withPreferences(page, { dir });
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'CEO');
      await page.goto('/campaigns');
      await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
      await expect(page.getByText('Total Leads')).toBeVisible();
      // The campaigns' rows, each an editable name (on a phone, cards): measured once they are drawn.
      await expect(page.locator('tbody input').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await page.screenshot({ path: info.outputPath(`campaigns-${width}-${dir}.png`) });
      expect(overflow, 'page wider than the screen (px)').toBeLessThanOrEqual(0);
    });
  }
}
