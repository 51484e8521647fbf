import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@crm/contracts';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeLead, setupLeads } from './lead-test-kit';

// The browser is in Dubai (UTC+4, vite.config.ts), the agency in Cairo (UTC+2 in December,
// test/agency-settings.ts): 09:00 UTC is 11:00 for the agency, 13:00 (1:00 PM) for the browser.
const AT_11_IN_CAIRO = '2026-12-03T09:00:00.000Z';

const puts = (calls: RecordedRequest[]) => calls.filter((c) => c.method === 'PUT');

/** Opens /leads/:id; a PUT answers the lead with its change. */
function openLeadPage(lead: Lead) {
  return setupLeads('Agent', {
    path: `/leads/${lead._id}`,
    reply: (r) => {
      if (r.url !== `/api/leads/${lead._id}`) return undefined;
      if (r.method === 'PUT') Object.assign(lead, r.body, { expected: undefined });
      return { body: lead };
    },
  });
}

/**
 * The lead page's follow-up form once it shows `reminder`. It is drawn again when the agency's zone
 * arrives (keyed on it), so it is looked up afresh.
 */
async function followUpFormShowing(reminder: string) {
  const form = () => screen.getByRole('form', { name: 'Follow-up' });
  await waitFor(() => expect(within(form()).getByLabelText('Reminder')).toHaveValue(reminder));
  return { form: form(), reminder: within(form()).getByLabelText('Reminder') };
}

describe('the agency clock on the leads table and the lead page', () => {
  it('shows a follow-up at 09:00 UTC as 11:00 in the leads table, not the browser 1:00 PM', async () => {
    setupLeads('Agent', { leads: [makeLead({ name: 'Cairo', status: 'FollowUp', followUpDate: AT_11_IN_CAIRO })] });
    const row = (await screen.findByRole('link', { name: 'Cairo' })).closest('tr')!;
    // Today: "Today 11:00 AM"; another day: "Dec 3, 11:00 AM".
    await waitFor(() => expect(row).toHaveTextContent(/11:00\sAM/));
    expect(row).not.toHaveTextContent(/1:00\sPM/);
  });

  it('shows the reminder on the lead page in agency time, and saves a new one typed in agency time', async () => {
    const lead = makeLead({ name: 'Cairo', status: 'FollowUp', followUpDate: AT_11_IN_CAIRO });
    const { calls } = openLeadPage(lead);
    const { form, reminder } = await followUpFormShowing('2026-12-03T11:00');

    await userEvent.clear(reminder);
    await userEvent.type(reminder, '2026-12-05T11:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({ followUpDate: '2026-12-05T09:00:00.000Z' });
  });

  it('keeps the date of a FollowUp lead: clearing it says so and sends nothing', async () => {
    const lead = makeLead({ name: 'Cairo', status: 'FollowUp', followUpDate: AT_11_IN_CAIRO });
    const { calls } = openLeadPage(lead);
    const { form, reminder } = await followUpFormShowing('2026-12-03T11:00');
    expect(reminder).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(reminder);
    await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(form).findByText('Please choose when to follow up')).toBeInTheDocument();
    expect(reminder).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('lets a Contacted lead go without a date', async () => {
    const lead = makeLead({ name: 'Cairo', status: 'Contacted', followUpDate: AT_11_IN_CAIRO });
    const { calls } = openLeadPage(lead);
    const { form, reminder } = await followUpFormShowing('2026-12-03T11:00');
    expect(reminder).not.toHaveAttribute('aria-required');
    await userEvent.clear(reminder);
    await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({ followUpDate: null });
  });
});
