import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLead, setupLeads } from './lead-test-kit';

const spring = { _id: 'b'.repeat(24), name: 'Spring Offers' };

async function openAddDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add Lead' }));
  return screen.findByRole('dialog', { name: 'Add Lead' });
}

describe('the Add Lead campaign field (beyond the spec)', () => {
  it('appears only for a Campaign source and sends the chosen campaign', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) => {
        if (r.url === '/api/campaigns/names') return { body: [spring] };
        if (r.method === 'POST' && r.url === '/api/leads') return { status: 201, body: makeLead({ name: 'Nour' }) };
        return undefined;
      },
    });
    const dialog = await openAddDialog();
    expect(within(dialog).queryByLabelText('Campaign')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour');
    await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Campaign');
    const campaign = await within(dialog).findByLabelText('Campaign');
    await within(campaign).findByRole('option', { name: 'Spring Offers' });
    await userEvent.selectOptions(campaign, spring._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ source: 'Campaign', campaignId: spring._id });
  });

  it('sends no campaign when the source goes back to Organic', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) => {
        if (r.url === '/api/campaigns/names') return { body: [spring] };
        if (r.method === 'POST' && r.url === '/api/leads') return { status: 201, body: makeLead({ name: 'Nour' }) };
        return undefined;
      },
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour');
    await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Campaign');
    const campaign = await within(dialog).findByLabelText('Campaign');
    await within(campaign).findByRole('option', { name: 'Spring Offers' });
    await userEvent.selectOptions(campaign, spring._id);
    await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Organic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('campaignId');
  });
});
