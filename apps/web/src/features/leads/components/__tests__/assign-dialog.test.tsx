import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { aya, makeLead, omar, setupLeads } from './lead-test-kit';

const lead = makeLead({ name: 'Hot Lead', assignedTo: aya });
const assignPosts = (calls: RecordedRequest[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/assign'));

describe('Assign dialog', () => {
  it('gives a Supervisor a dropdown of team members and assigns the chosen one', async () => {
    const { calls } = setupLeads('Supervisor', {
      leads: [lead],
      reply: (r) => (r.url.endsWith('/assign') ? { body: { ...lead, assignedTo: omar } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Hot Lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Hot Lead' });
    expect(within(dialog).queryByLabelText('Search users')).not.toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'Team member' });
    await within(select).findByRole('option', { name: /Omar Agent/ });
    await userEvent.selectOptions(select, omar._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(assignPosts(calls)).toHaveLength(1));
    expect(assignPosts(calls)[0]).toMatchObject({ url: `/api/leads/${lead._id}/assign`, body: { userId: omar._id } });
    expect(await screen.findByText('"Hot Lead" assigned to Omar Agent')).toBeInTheDocument();
    // The team list is not searched.
    expect(calls.filter((c) => c.url.startsWith('/api/leads/assignees')).every((c) => !c.url.includes('search'))).toBe(
      true,
    );
  });

  it('gives an Admin a search (debounced) and a pick among the matches', async () => {
    const { calls } = setupLeads('Admin', {
      leads: [lead],
      reply: (r) => {
        if (r.url === '/api/leads/assignees?search=om') return { body: [omar] };
        if (r.url.endsWith('/assign')) return { body: { ...lead, assignedTo: omar } };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Hot Lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Hot Lead' });
    expect(within(dialog).queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Search users'), 'om');
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /Aya Agent/ })).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/leads/assignees?search=o')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: /Omar Agent/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assignPosts(calls)[0]?.body).toEqual({ userId: omar._id }));
  });

  it('marks the team members who cannot sign in yet, in the dropdown and in the search', async () => {
    const invited = { _id: 'e'.repeat(24), name: 'Nour New', email: 'nour@a.test', role: 'Agent', signIn: 'invited' };
    const expired = { ...invited, _id: 'd'.repeat(24), name: 'Sami Late', signIn: 'linkExpired' };
    const assignees = { body: [{ ...omar, signIn: 'ready' }, invited, expired] };
    setupLeads('Supervisor', {
      leads: [lead],
      reply: (r) => (r.url.startsWith('/api/leads/assignees') ? assignees : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Hot Lead' }));
    const select = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Team member' });
    expect(await within(select).findByRole('option', { name: 'Nour New (Agent) · Invited' })).toBeInTheDocument();
    expect(
      within(select).getByRole('option', { name: 'Sami Late (Agent) · Sign-in link expired' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: /^Omar Agent \(Agent\)$/ })).toBeInTheDocument();
  });

  it('shows "Assign failed" when assigning fails without a message', async () => {
    setupLeads('Manager', { leads: [lead], reply: (r) => (r.url.endsWith('/assign') ? { status: 500 } : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Hot Lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Hot Lead' });
    const select = within(dialog).getByRole('combobox', { name: 'Team member' });
    await within(select).findByRole('option', { name: /Omar Agent/ });
    await userEvent.selectOptions(select, omar._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Assign failed')).toBeInTheDocument();
  });
});
