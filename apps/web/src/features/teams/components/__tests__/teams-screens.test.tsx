import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, SignInState, User } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

type Reply = { status?: number; body?: unknown } | undefined;
const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const north = { _id: 'a'.repeat(24), name: 'North', memberCount: 2, ...stamp };
const aya = makeUser({ name: 'Aya Agent', role: 'Agent', teamId: { _id: north._id, name: 'North' } });
const sam = makeUser({ name: 'Sam Super', role: 'Supervisor', teamId: null });
const member = (u: User, leadCount: number, signIn: SignInState = 'ready') => ({
  _id: u._id,
  name: u.name,
  email: u.email,
  role: u.role,
  active: true,
  signIn,
  leadCount,
});
const nour = makeUser({ name: 'Nour Invited', role: 'Agent', teamId: { _id: north._id, name: 'North' } });

function setup(role: Role, path: string, reply: (r: RecordedRequest) => Reply = () => undefined) {
  const caller = makeUser({ name: 'Caller', role });
  login('tok', caller);
  const fetch = mockFetch((r) => {
    const custom = reply(r);
    if (custom) return custom;
    if (r.url === '/api/auth/me') return { body: caller };
    if (r.url === '/api/teams' && r.method === 'GET') return { body: [north] };
    if (r.url === '/api/lookups/property-interest' && r.method === 'GET') return { body: [] };
    if (r.url === '/api/teams/my')
      return {
        body: { teams: [{ _id: north._id, name: 'North', members: [member(aya, 7), member(nour, 0, 'invited')] }] },
      };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path });
  return fetch;
}

describe('Teams screen (CEO/Admin)', () => {
  it('lists teams with member counts and refuses a blank name', async () => {
    const { calls } = setup('Admin', '/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    const row = (await within(table).findByText('North')).closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Please enter a team name')).toHaveAttribute('role', 'alert');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a team with a trimmed name, and shows a taken name (TEAM_NAME_TAKEN) at the field', async () => {
    let tries = 0;
    const { calls } = setup('Admin', '/teams', (r) => {
      if (r.method !== 'POST') return undefined;
      tries += 1;
      return tries === 1
        ? { status: 409, body: { message: 'A team with this name already exists', code: 'TEAM_NAME_TAKEN' } }
        : { status: 201, body: { ...north, _id: 'e'.repeat(24), name: 'East', memberCount: 0 } };
    });
    const name = await screen.findByLabelText('New team name');
    await userEvent.type(name, '  North {Enter}');

    await waitFor(() => expect(name).toHaveAccessibleDescription('A team with this name already exists'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'North' });

    await userEvent.clear(name);
    await userEvent.type(name, 'East{Enter}');
    expect(await screen.findByText('Team "East" added')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('deletes a team after confirming and reports what was unassigned', async () => {
    setup('CEO', '/teams', (r) =>
      r.method === 'DELETE' ? { body: { ok: true, membersUnassigned: 2, leadsUnassigned: 5 } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete North' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team "North" deleted. 2 members and 5 leads unassigned.')).toBeInTheDocument();
  });

  it('shows "Rename failed" when a rename fails without a message', async () => {
    setup('Admin', '/teams', (r) => (r.method === 'PUT' ? { status: 500 } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Rename North' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename North' });
    await userEvent.type(within(dialog).getByLabelText('Team name'), ' East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rename failed')).toBeInTheDocument();
  });

  it('sets members: ticked people are sent as memberIds', async () => {
    const { calls } = setup('Admin', '/teams', (r) => {
      if (r.url === `/api/teams/${north._id}/members` && r.method === 'GET') return { body: [member(aya, 1)] };
      if (r.url.startsWith('/api/users?')) return { body: { items: [aya, sam], total: 2, page: 1, limit: 200 } };
      if (r.method === 'PUT') return { body: [member(aya, 1), member(sam, 0)] };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Members of North' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Members: North' });
    expect(await within(dialog).findByRole('checkbox', { name: /Aya Agent/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Super/ }));
    expect(within(dialog).getByText('Joins this team')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ memberIds: [aya._id, sam._id] });
  });

  it("shows each person's current team, and asks before moving someone out of another team", async () => {
    const south = { _id: 'b'.repeat(24), name: 'South' };
    const sara = makeUser({ name: 'Sara South', role: 'Agent', teamId: south });
    const { calls } = setup('Admin', '/teams', (r) => {
      if (r.url === `/api/teams/${north._id}/members` && r.method === 'GET') return { body: [member(aya, 1)] };
      if (r.url.startsWith('/api/users?')) return { body: { items: [aya, sam, sara], total: 3, page: 1, limit: 200 } };
      if (r.method === 'PUT') return { body: [member(aya, 1), member(sara, 0)] };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Members of North' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Members: North' });
    const saraRow = (await within(dialog).findByRole('checkbox', { name: /Sara South/ })).closest('li')!;
    expect(within(saraRow).getByText('Team: South')).toBeInTheDocument();
    expect(within(dialog.querySelector('li')!).getByText('Team: North')).toBeInTheDocument();
    expect(within(dialog).getByText('In no team')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sara South/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Move to another team?' });
    expect(ask).toHaveTextContent('Sara South (from South)');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ memberIds: [aya._id, sara._id] }),
    );
  });
});

describe('Teams screen (Manager)', () => {
  it('shows the teams they run with a Message button per member', async () => {
    setup('Manager', '/teams');
    expect(await screen.findByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Aya Agent' })).toHaveAttribute('href', `/chats/${aya._id}`);
    expect(screen.queryByRole('button', { name: 'Add Team' })).not.toBeInTheDocument();
  });

  it('tells two members of the same name apart in Compose "To", by their emails', async () => {
    const omar1 = makeUser({ name: 'Omar Khaled', email: 'omar.k@agency.test', role: 'Agent' });
    const omar2 = makeUser({ name: 'Omar Khaled', email: 'omar.khaled@agency.test', role: 'Agent' });
    setup('Manager', '/teams', (r) =>
      r.url === '/api/teams/my'
        ? {
            body: {
              teams: [{ _id: north._id, name: 'North', members: [member(omar1, 1), member(omar2, 2), member(aya, 3)] }],
            },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compose a team message to North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team message' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^To: / }));
    const to = within(dialog).getByRole('group', { name: 'To' });
    expect(
      within(to)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Omar Khaled (omar.k@agency.test)', 'Omar Khaled (omar.khaled@agency.test)', 'Aya Agent']);
  });

  it('sends a team message to all members at once, or to the ones kept ticked', async () => {
    const omar = makeUser({ name: 'Omar Khaled', role: 'Agent' });
    const calls = setup('Manager', '/teams', (r) => {
      if (r.url === '/api/teams/my')
        return { body: { teams: [{ _id: north._id, name: 'North', members: [member(omar, 1), member(aya, 3)] }] } };
      if (r.url === '/api/teams/message') return { status: 201, body: { sent: 2 } };
      return undefined;
    }).calls;
    await userEvent.click(await screen.findByRole('button', { name: 'Compose a team message to North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team message' });
    expect(within(dialog).getByText('All 2 members of the team')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Monday');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Targets at 9.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 2 members')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/teams/message')?.body).toEqual({
      toUserIds: [omar._id, aya._id],
      subject: 'Monday',
      message: 'Targets at 9.',
    });
  });

  it("shows 'Failed to load teams' when the list fails without a message", async () => {
    setup('Manager', '/teams', (r) => (r.url === '/api/teams/my' ? { status: 500 } : undefined));
    expect(await screen.findByText('Failed to load teams')).toBeInTheDocument();
  });
});

describe('My Team screen (Supervisor)', () => {
  it('shows members with their lead counts linking to their leads, a Message link and the team dashboard', async () => {
    setup('Supervisor', '/my-team');
    const table = await screen.findByRole('table', { name: 'Members of North' });
    const row = within(table).getByText('Aya Agent').closest('tr')!;
    expect(within(row).getByRole('link', { name: '7 leads of Aya Agent' })).toHaveAttribute(
      'href',
      `/leads?assignedTo=${aya._id}`,
    );
    expect(within(row).getByRole('link', { name: 'Message Aya Agent' })).toHaveAttribute('href', `/chats/${aya._id}`);
    expect(screen.getByRole('link', { name: 'Dashboard of North' })).toHaveAttribute('href', `/?teamId=${north._id}`);
    // Active is someone who can sign in; a person who never used their sign-in link is Invited.
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const invited = within(table).getByText('Nour Invited').closest('tr')!;
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    expect(within(invited).queryByText('Active')).not.toBeInTheDocument();
  });

  it("shows the server message, else 'Failed to load team'", async () => {
    setup('Supervisor', '/my-team', (r) => (r.url === '/api/teams/my' ? { status: 500 } : undefined));
    expect(await screen.findByText('Failed to load team')).toBeInTheDocument();
  });
});
