import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkLeadsResult, Role } from '@crm/contracts';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeLead, omar, setupLeads } from './lead-test-kit';

const leads = [makeLead({ name: 'Lead One' }), makeLead({ name: 'Lead Two' }), makeLead({ name: 'Lead Three' })];
const bar = () => screen.findByRole('region', { name: 'Bulk actions' });

const answer = (over: Partial<BulkLeadsResult>): BulkLeadsResult => ({
  action: 'status',
  requested: 2,
  changed: 2,
  changedIds: [],
  skipped: [],
  ...over,
});

function setup(role: Role, result: Partial<BulkLeadsResult> = {}, total?: number) {
  return setupLeads(role, {
    leads,
    total,
    reply: (r) =>
      r.method === 'POST' && (r.url === '/api/leads/bulk' || r.url === '/api/leads/bulk-restore')
        ? { body: answer(result) }
        : undefined,
  });
}
const bulkCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/leads/bulk'));

describe('Leads bulk bar', () => {
  it.each([
    ['CEO', ['Change status', 'Assign', 'Convert to public', 'Delete']],
    ['Admin', ['Change status', 'Assign', 'Convert to public', 'Delete']],
    ['Manager', ['Change status', 'Assign']],
    ['Supervisor', ['Change status', 'Assign']],
    ['Agent', ['Change status']],
  ] as const)('shows a %s only the actions the role may take', async (role, shown) => {
    setup(role);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lead One' }));
    const region = await bar();
    expect(within(region).getByText('1 lead selected')).toBeInTheDocument();
    const all = ['Change status', 'Assign', 'Convert to public', 'Delete'];
    for (const name of all) {
      const button = within(region).queryByRole('button', { name });
      if ((shown as readonly string[]).includes(name)) expect(button).toBeInTheDocument();
      else expect(button).not.toBeInTheDocument();
    }
  });

  it('selects the page from the header, then all matching, and sends the filter instead of ids', async () => {
    const { calls } = setup('Agent', { changed: 40, requested: 41, skipped: [] }, 41);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all leads on this page' }));
    const region = await bar();
    expect(within(region).getByText('3 leads selected')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Select all 41 matching' }));
    expect(within(region).getByText('All 41 matching leads are selected.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 41 leads' });
    await userEvent.selectOptions(within(dialog).getByLabelText('New status'), 'Lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.body).toEqual({ action: 'status', status: 'Lost', filter: {} });
    expect(await screen.findByText('40 leads updated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('asks for a reminder with a follow-up status, and sends none when it is left blank', async () => {
    const { calls } = setup('Supervisor');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lead One' }));
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 1 lead' });
    expect(within(dialog).getByLabelText('Reminder')).not.toHaveAttribute('aria-required'); // Contacted: optional
    await userEvent.type(within(dialog).getByLabelText('Follow-up notes'), 'Call after Eid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.body).toEqual({
      action: 'status',
      status: 'Contacted',
      followUpNotes: 'Call after Eid',
      ids: [leads[0]!._id],
    });
  });

  it('does not apply FollowUp without a date, and sends the one typed on the agency clock', async () => {
    const { calls } = setup('Supervisor');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lead One' }));
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 1 lead' });
    await userEvent.selectOptions(within(dialog).getByLabelText('New status'), 'FollowUp');
    const reminder = within(dialog).getByLabelText('Reminder');
    expect(reminder).toHaveAttribute('aria-required', 'true');
    await userEvent.type(within(dialog).getByLabelText('Follow-up notes'), 'Call after Eid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Please choose when to follow up')).toBeInTheDocument();
    expect(reminder).toHaveAttribute('aria-invalid', 'true');
    expect(bulkCalls(calls)).toHaveLength(0);

    // 11:00 in Cairo, the agency's zone, from a browser in Dubai.
    await userEvent.type(reminder, '2026-12-03T11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.body).toEqual({
      action: 'status',
      status: 'FollowUp',
      followUpDate: '2026-12-03T09:00:00.000Z',
      followUpNotes: 'Call after Eid',
      ids: [leads[0]!._id],
    });
  });

  it('a Manager bulk-assigns the ticked leads and reads why some were skipped', async () => {
    const [one, two] = leads;
    const { calls } = setup('Manager', {
      action: 'assign',
      changed: 1,
      skipped: [{ reason: 'LEAD_NOT_PUBLIC', message: 'x', count: 1, ids: [two!._id] }],
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lead One' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Lead Two' }));
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 leads' });
    const member = within(dialog).getByLabelText('Team member');
    await waitFor(() => expect(within(member).getByRole('option', { name: /Omar Agent/ })).toBeInTheDocument());
    await userEvent.selectOptions(member, omar._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.body).toEqual({ action: 'assign', userId: omar._id, ids: [one!._id, two!._id] });
    expect(
      await screen.findByText('1 lead updated. 1 skipped: private (only public leads can be assigned) (1)'),
    ).toBeInTheDocument();
  });

  it('deletes after a confirmation, and the toast undoes it with a bulk restore', async () => {
    const [one] = leads;
    const { calls } = setup('Admin', { action: 'delete', changed: 1, changedIds: [one!._id] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Lead One' }));
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete leads' });
    expect(
      within(confirm).getByText('Delete 1 lead? You can undo it right after, or restore it later from Deleted leads.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByText('1 lead deleted. Click to undo.'));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(2));
    expect(bulkCalls(calls)[0]!.body).toEqual({ action: 'delete', ids: [one!._id] });
    expect(bulkCalls(calls)[1]).toMatchObject({ url: '/api/leads/bulk-restore', body: { ids: [one!._id] } });
    expect(await screen.findByText('1 lead restored')).toBeInTheDocument();
  });
});
