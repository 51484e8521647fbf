import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoutingRulesBody } from '@crm/contracts';
import { HODA, OMAR, SOURCE, renderLeadRouting, rule } from './routing-test-kit';

const ruleCard = async (name: string) => within(await screen.findByRole('listitem', { name }));
const ruleNames = () =>
  within(screen.getByRole('list', { name: 'Rules' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const putBody = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.find((c) => c.method === 'PUT' && c.url === '/api/routing/rules')?.body as RoutingRulesBody | undefined;

describe('the Lead routing screen', () => {
  it('shows the rules in order, in words, and says the first that fits routes', async () => {
    renderLeadRouting();
    const first = await ruleCard('Website leads');
    expect(first.getByText('Rule 1')).toBeInTheDocument();
    expect(first.getByText('From Landing page')).toBeInTheDocument();
    expect(await first.findByText('To Hoda Samir and Omar Adel')).toBeInTheDocument();
    expect(first.getByText('In turns (round robin)')).toBeInTheDocument();
    expect(first.getByText('At most 5 leads a day each')).toBeInTheDocument();
    expect(first.getByText('Handed on once if not contacted in time')).toBeInTheDocument();
    const last = await ruleCard('Everyone else');
    expect(last.getByText('Every lead the rules above leave')).toBeInTheDocument();
    expect(last.getByText('To North team')).toBeInTheDocument();
    expect(last.getByText('No daily cap')).toBeInTheDocument();
    expect(screen.getByText(/the first rule that fits a lead routes it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
  });

  it('moves a rule up, marks the list unsaved, and saves the whole list in its new order', async () => {
    const { calls } = renderLeadRouting();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Everyone else up' }));
    expect(ruleNames()).toEqual(['Everyone else', 'Website leads']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Route leads added by hand too/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(putBody(calls)?.rules.map((r) => r.name)).toEqual(['Everyone else', 'Website leads']));
    expect(putBody(calls)?.routeManualLeads).toBe(true);
    expect(await screen.findByText('Rules saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('adds a rule: people or a team are required, weights follow the people chosen', async () => {
    const { calls } = renderLeadRouting();
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Big budgets');
    await userEvent.type(dialog.getByLabelText('Budget from'), '5000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await dialog.findByText('Choose at least one person or team')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /^People:/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: HODA.name }));
    await userEvent.clear(dialog.getByLabelText(`Turns for ${HODA.name}`));
    await userEvent.type(dialog.getByLabelText(`Turns for ${HODA.name}`), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const added = await ruleCard('Big budgets');
    expect(added.getByText('Rule 3')).toBeInTheDocument();
    expect(added.getByText(/^Budget from/)).toBeInTheDocument();
    expect(added.getByText(`To ${HODA.name} ×3`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(putBody(calls)?.rules).toHaveLength(3));
    expect(putBody(calls)?.rules[2]).toMatchObject({
      name: 'Big budgets',
      match: { budgetMin: 5000000, budgetMax: null },
      assign: { userIds: [HODA._id], weights: { [HODA._id]: 3 } },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    renderLeadRouting();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Everyone else up' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leads' }));
    const ask = within(await screen.findByRole('alertdialog'));
    expect(ask.getByText(/Leave without saving\?/)).toBeInTheDocument();
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lead routing' })).toBeInTheDocument();
    expect(ruleNames()).toEqual(['Everyone else', 'Website leads']);
  });

  it('edits a rule and deletes one only once confirmed', async () => {
    const { calls } = renderLeadRouting();
    await userEvent.click((await ruleCard('Website leads')).getByRole('button', { name: 'Edit Website leads' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rule' }));
    expect(dialog.getByLabelText('Daily cap per person')).toHaveValue('5');
    await userEvent.clear(dialog.getByLabelText('Daily cap per person'));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await (await ruleCard('Website leads')).findByText('No daily cap')).toBeInTheDocument();

    await userEvent.click((await ruleCard('Everyone else')).getByRole('button', { name: 'Delete Everyone else' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this rule?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Everyone else' })).toBeInTheDocument();
    await userEvent.click((await ruleCard('Everyone else')).getByRole('button', { name: 'Delete Everyone else' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Everyone else' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(putBody(calls)?.rules).toEqual([{ ...rule(), assign: { ...rule().assign, dailyCap: null } }]),
    );
  });

  it('tries the unsaved rules and shows where each lead would go and why', async () => {
    const items = [
      {
        lead: { _id: 'b'.repeat(24), name: 'Mona Ali' },
        rule: 'Website leads',
        assignee: OMAR,
        reason: 'rule Website leads',
      },
      { lead: { _id: 'd'.repeat(24), name: 'Karim Nabil' }, rule: null, assignee: null, reason: 'no rule fits' },
    ];
    const { calls } = renderLeadRouting({
      reply: (r) => (r.url === '/api/routing/dry-run' ? { body: { items } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Everyone else up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try these rules' }));
    const table = within(await screen.findByRole('table', { name: 'Where the last leads would go' }));
    expect(table.getByRole('link', { name: 'Mona Ali' })).toHaveAttribute('href', `/leads/${'b'.repeat(24)}`);
    expect(table.getByText(OMAR.name)).toBeInTheDocument();
    expect(table.getByText('rule Website leads')).toBeInTheDocument();
    expect(table.getByText('No rule fits')).toBeInTheDocument();
    expect(table.getByText('Nobody: waits unassigned')).toBeInTheDocument();
    const tried = calls.find((c) => c.url === '/api/routing/dry-run')?.body as RoutingRulesBody;
    expect(tried.rules.map((r) => r.name)).toEqual(['Everyone else', 'Website leads']);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when there are no rules yet', async () => {
    renderLeadRouting({ saved: { rules: [], routeManualLeads: false, updatedAt: null } });
    expect(await screen.findByText(/No rules yet/)).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    renderLeadRouting({
      reply: (r) => (r.url === '/api/routing/rules' ? { status: 500, body: { message: 'Boom' } } : undefined),
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives others the no-access page', async () => {
    renderLeadRouting({ role: 'Manager' });
    expect(await screen.findByText(/not allowed|no access|permission/i)).toBeInTheDocument();
    expect(screen.queryByText(SOURCE.name)).not.toBeInTheDocument();
  });
});
