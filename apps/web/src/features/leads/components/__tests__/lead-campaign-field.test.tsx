import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeLead, setupLeads } from './lead-test-kit';

const spring = { _id: 'b'.repeat(24), name: 'Spring Offers' };

/** Signs in an Agent offered one campaign, Spring Offers, and opens Add Lead. */
async function openAddDialog() {
  const { calls } = setupLeads('Agent', {
    reply: (r) => {
      if (r.url === '/api/campaigns/names') return { body: [spring] };
      if (r.method === 'POST' && r.url === '/api/leads') return { status: 201, body: makeLead({ name: 'Nour' }) };
      return undefined;
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: '+ Add Lead' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Add Lead' }) };
}

/** Names the lead Nour and picks the Campaign source, then Spring Offers. */
async function chooseSpring(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour');
  await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Campaign');
  const campaign = await within(dialog).findByLabelText('Campaign');
  await within(campaign).findByRole('option', { name: 'Spring Offers' });
  await userEvent.selectOptions(campaign, spring._id);
}

/** Adds the lead; answers what was sent. */
async function submit(dialog: HTMLElement, calls: RecordedRequest[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  return calls.find((c) => c.method === 'POST')?.body;
}

describe('the Add Lead campaign field (beyond the spec)', () => {
  it('appears only for a Campaign source and sends the chosen campaign', async () => {
    const { calls, dialog } = await openAddDialog();
    expect(within(dialog).queryByLabelText('Campaign')).not.toBeInTheDocument();
    await chooseSpring(dialog);
    expect(await submit(dialog, calls)).toMatchObject({ source: 'Campaign', campaignId: spring._id });
  });

  it('sends no campaign when the source goes back to Organic', async () => {
    const { calls, dialog } = await openAddDialog();
    await chooseSpring(dialog);
    await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Organic');
    expect(await submit(dialog, calls)).not.toHaveProperty('campaignId');
  });
});
