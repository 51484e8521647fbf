import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLead, setupLeads } from './lead-test-kit';

describe('Leads screen: a follow-up status asks for the reminder in the row', () => {
  it('choosing FollowUp asks for the date and notes, and saves them with the status', async () => {
    const lead = makeLead({ name: 'Mover' });
    const { calls } = setupLeads('Agent', {
      leads: [lead],
      reply: (r) => {
        if (r.method !== 'PUT') return undefined;
        Object.assign(lead, r.body); // what the next list fetch answers
        return { body: { ...lead } };
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Mover' });
    await userEvent.selectOptions(select, 'FollowUp');
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up for Mover' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // 11:00 in Cairo, the agency's zone, from a browser in Dubai.
    await userEvent.type(within(dialog).getByLabelText('Reminder'), '2030-12-04T11:00');
    await userEvent.type(within(dialog).getByLabelText('Follow-up notes'), 'Send the brochure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save follow-up' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toEqual({
      status: 'FollowUp',
      followUpDate: '2030-12-04T09:00:00.000Z',
      followUpNotes: 'Send the brochure',
      expected: { status: 'New', followUpDate: null, followUpNotes: '' },
    });
    // The row shows the status and the reminder's date, on the agency's clock.
    const row = select.closest('tr')!;
    await waitFor(() => expect(select).toHaveValue('FollowUp'));
    expect(within(row).getByText('Dec 4, 11:00 AM')).toBeInTheDocument();
  });

  it('Cancel leaves the status as it was, without a request', async () => {
    const { calls } = setupLeads('Agent', { leads: [makeLead({ name: 'Stayer', status: 'New' })] });
    const select = await screen.findByRole('combobox', { name: 'Status of Stayer' });
    await userEvent.selectOptions(select, 'Qualified');
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up for Stayer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(select).toHaveValue('New');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a FollowUp needs its date: saving without one says so and sends nothing', async () => {
    const { calls } = setupLeads('Agent', { leads: [makeLead({ name: 'Dateless', status: 'New' })] });
    const select = await screen.findByRole('combobox', { name: 'Status of Dateless' });
    await userEvent.selectOptions(select, 'FollowUp');
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up for Dateless' });
    await userEvent.type(within(dialog).getByLabelText('Follow-up notes'), 'Call back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(dialog).findByText('Please choose when to follow up')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reminder')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.queryByText('Follow-up saved')).not.toBeInTheDocument();
  });
});
