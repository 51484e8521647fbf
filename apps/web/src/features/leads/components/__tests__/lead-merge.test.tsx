import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@crm/contracts';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeLead, setupLeads } from './lead-test-kit';

const kept = makeLead({ name: 'Hala', phone: '+201001112233' });
const twin = makeLead({ name: 'Hala M.', phone: '+201001112233' });

/** The lead page of `kept` for `role`; searches for leads answer the kept lead and its twin. */
function openLeadPage(role: Role) {
  return setupLeads(role, {
    path: `/leads/${kept._id}`,
    reply: (r) => {
      if (r.url === '/api/settings') return { body: { timeZone: 'Africa/Cairo', defaultCountry: 'EG' } };
      if (r.method === 'GET' && r.url === `/api/leads/${kept._id}`) return { body: kept };
      if (r.method === 'GET' && r.url.startsWith('/api/leads?'))
        return { body: { items: [kept, twin], total: 2, page: 1, limit: 10 } };
      if (r.method === 'POST' && r.url === `/api/leads/${kept._id}/merge`) return { body: kept };
      if (r.url.startsWith('/api/tasks?')) return { body: { items: [], total: 0, page: 1, limit: 50 } };
      if (r.url.startsWith('/api/resale-units/')) return { body: { items: [], total: 0, page: 1, limit: 10 } };
      return undefined;
    },
  });
}
const merges = (calls: RecordedRequest[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/merge'));

describe('Lead page: Merge…', () => {
  it.each(['Manager', 'Supervisor', 'Agent'] as const)('is not offered to a %s', async (role) => {
    openLeadPage(role);
    await screen.findByRole('heading', { level: 1, name: 'Hala' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
  });

  it.each(['CEO', 'Admin'] as const)('lets a %s find the duplicate by phone, confirm, and merge it', async (role) => {
    const { calls } = openLeadPage(role);
    await userEvent.click(await screen.findByRole('button', { name: 'Merge…' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge a duplicate into Hala' });
    // The search starts with the lead's phone; the lead itself is not offered.
    const list = await within(dialog).findByRole('radiogroup', { name: 'Matching leads' });
    expect(within(list).queryByRole('radio', { name: /^Hala$/ })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('radio', { name: /Hala M\./ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge leads' });
    expect(confirm).toHaveTextContent('Merge "Hala M." into "Hala"? "Hala M." will be deleted.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(merges(calls)).toHaveLength(1));
    expect(merges(calls)[0]!.body).toEqual({ otherId: twin._id });
    expect(await screen.findByText('Merged "Hala M." into this lead')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Merge a duplicate into Hala' })).not.toBeInTheDocument();
  });
});
