import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeImportPreview, makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const north = { _id: 'a'.repeat(24), name: 'North' };
const south = { _id: 'b'.repeat(24), name: 'South' };
const teams = [north, south].map((t) => ({
  ...t,
  memberCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}));

const admin = makeUser({ name: 'Adam Admin', email: 'admin@agency.test', role: 'Admin' });
const ceo = makeUser({ name: 'Cora Ceo', email: 'ceo@agency.test', role: 'CEO' });
const agent = makeUser({ name: 'Aya Agent', email: 'aya@agency.test', role: 'Agent', teamId: north });

function setup(
  caller: User,
  {
    users = [admin, ceo, agent],
    reply,
    path = '/users',
  }: {
    users?: User[];
    reply?: (r: RecordedRequest) => { status?: number; body?: unknown } | undefined;
    path?: string;
  } = {},
) {
  login('tok', caller);
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    if (request.url === '/api/auth/me') return { body: caller };
    if (request.url === '/api/teams') return { body: teams };
    if (request.url.startsWith('/api/users?'))
      return { body: { items: users, total: users.length, page: 1, limit: 10 } };
    return { status: 404, body: { message: 'Not found' } };
  });
  // The URL filters (nuqs) read the browser's location: start it where the router starts.
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  const { router } = renderRoutes(routes, { path });
  return { ...fetch, router };
}

async function loadedTable() {
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText('Aya Agent');
  return table;
}

const addRow = () => within(screen.getByRole('form', { name: 'Add user' }));

describe('Users screen', () => {
  it('lists users with role, team and active state', async () => {
    setup(admin);
    const table = await loadedTable();
    const row = within(table).getByText('Aya Agent').closest('tr')!;
    expect(within(row).getByText('aya@agency.test')).toBeInTheDocument();
    expect(within(row).getByText('North')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('shows an Admin no edit or delete on a CEO or Admin row, and only the roles below Admin to give', async () => {
    setup(admin);
    const table = await loadedTable();
    for (const name of ['Cora Ceo', 'Adam Admin']) {
      const row = within(table).getByText(name).closest('tr')!;
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(within(table).getByRole('button', { name: 'Edit Aya Agent' })).toBeInTheDocument();

    const roles = Array.from((addRow().getByLabelText('Role') as HTMLSelectElement).options).map((o) => o.value);
    expect(roles).toEqual(['Manager', 'Supervisor', 'Agent']);
  });

  it('refuses an invalid new user with the exact alert and sends nothing', async () => {
    const { calls } = setup(admin);
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), 'New Person');
    await userEvent.type(addRow().getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Please fill valid name/email and password >= 6')).toHaveAttribute('role', 'alert');
    // Beside the spec's words, the password rule as it really is.
    expect(
      screen.getByText(
        'A password has at least 8 characters and is neither the email nor a common password; leave it empty to send a sign-in link.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    ['a blank name', '   ', 'sara@agency.test', 'Name'],
    ['an email without a domain dot', 'Sara Ali', 'sara@agency', 'Email'],
    ['an email with spaces', 'Sara Ali', 'sa ra@agency.test', 'Email'],
  ])('refuses %s with the same alert and marks the field', async (_, name, email, field) => {
    const { calls } = setup(admin);
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), name);
    await userEvent.type(addRow().getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Please fill valid name/email and password >= 6')).toHaveAttribute('role', 'alert');
    expect(addRow().getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    ['a 7-character password', 'Ab1-xyz', 'Password must be at least 8 characters'],
    ['a common password', 'password1', 'Too easy to guess: This is a commonly used password.'],
    [
      'her own name with a year',
      'SaraAli2025',
      "Too easy to guess: It contains a name, the email or the agency's name.",
    ],
    ['the email', 'sara@agency.test', 'Password must not be your email address or the part before the @'],
  ])('holds %s to the password policy, at the password field', async (_, password, message) => {
    const { calls } = setup(admin);
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), 'Sara Ali');
    await userEvent.type(addRow().getByLabelText('Email'), 'sara@agency.test');
    await userEvent.type(addRow().getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));

    const field = addRow().getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveFocus();
    expect(screen.queryByText('Please fill valid name/email and password >= 6')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a taken email (USER_EMAIL_TAKEN) at the email field', async () => {
    setup(admin, {
      reply: (r) =>
        r.method === 'POST'
          ? { status: 409, body: { message: 'A user with this email already exists', code: 'USER_EMAIL_TAKEN' } }
          : undefined,
    });
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), 'Aya');
    await userEvent.type(addRow().getByLabelText('Email'), 'aya@agency.test{Enter}');

    const email = addRow().getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Please fill valid name/email and password >= 6')).not.toBeInTheDocument();
  });

  it('creates a Manager with the list of teams only', async () => {
    const { calls } = setup(admin, {
      reply: (r) =>
        r.method === 'POST'
          ? {
              status: 201,
              body: {
                ...makeUser({ _id: 'c'.repeat(24), name: 'Mina', role: 'Manager' }),
                awaitingPassword: true,
                invitationExpiresAt: '2030-01-08T10:00:00.000Z',
                invitation: {
                  userId: 'c'.repeat(24),
                  name: 'Mina',
                  email: 'mina@agency.test',
                  token: 'one-time-token',
                  expiresAt: '2030-01-08T10:00:00.000Z',
                },
              },
            }
          : undefined,
    });
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), 'Mina');
    await userEvent.type(addRow().getByLabelText('Email'), 'mina@agency.test');
    expect(addRow().getByLabelText('Password')).toHaveAttribute('placeholder', 'Optional');
    await userEvent.selectOptions(addRow().getByLabelText('Role'), 'Manager');
    await userEvent.click(addRow().getByRole('button', { name: /^Teams/ }));
    await userEvent.click(addRow().getByRole('checkbox', { name: 'North' }));
    await userEvent.click(addRow().getByRole('checkbox', { name: 'South' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Mina',
      email: 'mina@agency.test',
      role: 'Manager',
      teamIds: [north._id, south._id],
    });
    expect(await screen.findByText('User "Mina" added')).toBeInTheDocument();
    // Added without a password: the one-time sign-in link shows at once, to copy or send by WhatsApp.
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Mina' });
    const link = within(dialog).getByLabelText('Sign-in link for Mina');
    expect(link).toHaveValue(`${window.location.origin}/welcome#invitation=one-time-token&lang=en`);
    const whatsApp = within(dialog).getByRole('link', { name: 'Send by WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain('/welcome#invitation=one-time-token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks invited users and makes a new sign-in link after a confirmation', async () => {
    const invited = {
      ...makeUser({ _id: 'd'.repeat(24), name: 'Nour', email: 'nour@agency.test' }),
      awaitingPassword: true,
      invitationExpiresAt: '2020-01-01T00:00:00.000Z',
    };
    const { calls } = setup(admin, {
      users: [admin, agent, invited as User],
      reply: (r) =>
        r.url === `/api/users/${invited._id}/invitation`
          ? {
              body: {
                userId: invited._id,
                name: 'Nour',
                email: 'nour@agency.test',
                token: 'fresh-token',
                expiresAt: '2030-01-08T10:00:00.000Z',
              },
            }
          : undefined,
    });
    const table = await loadedTable();
    const row = within(table).getByText('Nour').closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('Sign-in link expired')).toBeInTheDocument();
    // On the row only for someone who cannot sign in yet (not for one's own account either).
    for (const name of ['Adam Admin', 'Aya Agent']) {
      const other = within(table).getByText(name).closest('tr')!;
      expect(within(other).queryByRole('button', { name: /New sign-in link/ })).not.toBeInTheDocument();
    }

    await userEvent.click(within(row).getByRole('button', { name: 'New sign-in link for Nour' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Nour (nour@agency.test) is signed out everywhere');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Nour' });
    expect(within(dialog).getByLabelText('Sign-in link for Nour')).toHaveValue(
      `${window.location.origin}/welcome#invitation=fresh-token&lang=en`,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/users/${invited._id}/invitation`,
    ]);
  });

  it('shows the server message when adding fails', async () => {
    setup(admin, {
      reply: (r) =>
        r.method === 'POST' ? { status: 409, body: { message: 'A user with this email already exists' } } : undefined,
    });
    await loadedTable();
    await userEvent.type(addRow().getByLabelText('Name'), 'Aya');
    await userEvent.type(addRow().getByLabelText('Email'), 'aya@agency.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
  });

  it('deletes after confirming and says so', async () => {
    const { calls } = setup(admin, { reply: (r) => (r.method === 'DELETE' ? { body: { ok: true } } : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aya Agent' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete user "Aya Agent"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User "Aya Agent" deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe(`/api/users/${agent._id}`);
  });

  it('shows the fallback when a delete fails without a message', async () => {
    setup(admin, { reply: (r) => (r.method === 'DELETE' ? { status: 500 } : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aya Agent' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it("shows a new name of one's own in the sidebar at once, without a reload", async () => {
    let renamed = false;
    setup(ceo, {
      reply: (r) => {
        if (r.method === 'PUT') {
          renamed = true;
          return { body: { ...ceo, name: 'Cora Owner' } };
        }
        if (r.url === '/api/auth/me') return { body: renamed ? { ...ceo, name: 'Cora Owner' } : ceo };
        return undefined;
      },
    });
    const sidebar = await screen.findByRole('complementary');
    expect(within(sidebar).getByText('Cora Ceo')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cora Ceo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Cora Ceo' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cora Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(sidebar).getByText('Cora Owner')).toBeInTheDocument());
  });

  it('keeps Save disabled in the edit dialog until name and email are valid', async () => {
    const { calls } = setup(admin, {
      reply: (r) => (r.method === 'PUT' ? { body: { ...agent, name: 'Aya B' } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Aya Agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Aya Agent' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, 'Aya B');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Aya B',
      email: 'aya@agency.test',
      role: 'Agent',
      active: false,
      teamId: north._id,
    });
  });

  it('holds a new password in the edit dialog to the policy, at its field', async () => {
    const { calls } = setup(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Aya Agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Aya Agent' });
    const password = within(dialog).getByLabelText('New password');
    await userEvent.type(password, 'iloveyou');

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      /Optional\. Leave empty .* Too easy to guess: This is a frequently used password\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(password);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says "No users found." when the search matches nobody', async () => {
    setup(admin, { users: [] });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('imports a sheet and reports every bad row', async () => {
    const { calls } = setup(admin, {
      reply: (r) =>
        r.url === '/api/users/import/preview'
          ? {
              body: makeImportPreview({
                columns: [
                  { header: 'Name', field: 'name' },
                  { header: 'Email', field: 'email' },
                ],
                fields: ['name', 'email', 'role', 'team', 'password'],
                rows: 3,
                ready: 2,
                sample: [{ row: 2, values: { name: 'Hala', email: 'hala@agency.test' } }],
                errors: [{ row: 4, message: 'Invalid email' }],
              }),
            }
          : r.url === '/api/users/import'
            ? {
                body: {
                  created: 2,
                  skipped: 1,
                  errors: [{ row: 4, message: 'Invalid email' }],
                  warnings: [],
                  skippedRows: [],
                  invitations: ['Hala', 'Ziad'].map((name, i) => ({
                    userId: String(i + 1).repeat(24),
                    name,
                    email: `${name.toLowerCase()}@agency.test`,
                    token: `token-${name}`,
                    expiresAt: '2030-01-08T10:00:00.000Z',
                  })),
                },
              }
            : undefined,
    });
    await loadedTable();
    const file = new File(['xlsx-bytes'], 'users.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Users spreadsheet'), file);
    const preview = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(await within(preview).findByText('2 of 3 rows ready to import')).toBeInTheDocument();
    expect(within(preview).getByRole('combobox', { name: 'Column Email' })).toHaveValue('email');
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 rows' }));

    const report = await screen.findByRole('status', { name: 'Import report' });
    expect(report).toHaveTextContent('2 created, 1 skipped');
    expect(report).toHaveTextContent('Row 4: Invalid email');
    expect(
      screen.getByText('2 users were added without a password: send each their sign-in link.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show sign-in links' }));
    const links = await screen.findByRole('dialog', { name: 'Sign-in links for 2 new users' });
    expect(within(links).getByLabelText('Sign-in link for Ziad')).toHaveValue(
      `${window.location.origin}/welcome#invitation=token-Ziad&lang=en`,
    );
    expect(within(links).getAllByRole('link', { name: 'Send by WhatsApp' })).toHaveLength(2);
    expect(String((calls.find((c) => c.url === '/api/users/import')!.body as { dataUrl: string }).dataUrl)).toMatch(
      /^data:/,
    );
  });

  it("offers a new sign-in link in Edit for someone who lost their password, not for one's own account", async () => {
    const { calls } = setup(ceo, {
      reply: (r) =>
        r.url === `/api/users/${agent._id}/invitation`
          ? {
              body: {
                userId: agent._id,
                name: agent.name,
                email: agent.email,
                token: 'lost-phone-token',
                expiresAt: '2030-01-08T10:00:00.000Z',
              },
            }
          : undefined,
    });
    const table = await loadedTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Cora Ceo' }));
    const own = await screen.findByRole('dialog', { name: 'Edit Cora Ceo' });
    expect(within(own).queryByRole('button', { name: 'New sign-in link' })).not.toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Aya Agent' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Aya Agent' });
    expect(edit).toHaveTextContent('Lost their password or phone?');
    await userEvent.click(within(edit).getByRole('button', { name: 'New sign-in link' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Aya Agent (aya@agency.test) is signed out everywhere');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link for Aya Agent' });
    expect(within(dialog).getByLabelText('Sign-in link for Aya Agent')).toHaveValue(
      `${window.location.origin}/welcome#invitation=lost-phone-token&lang=en`,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/users/${agent._id}/invitation`]);
  });

  it('keeps the search and the role in the URL, so Back and a shared link bring them back', async () => {
    const { calls, router } = setup(admin, { path: '/users?search=Mina&role=Agent' });
    await loadedTable();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Mina');
    expect(screen.getByRole('combobox', { name: 'Filter by role' })).toHaveValue('Agent');
    const listed = calls.filter((c) => c.url.startsWith('/api/users?')).map((c) => new URL(c.url, 'http://x'));
    expect(listed.at(-1)!.searchParams.get('search')).toBe('Mina');
    expect(listed.at(-1)!.searchParams.get('role')).toBe('Agent');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'Manager');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('role')).toBe('Manager'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Mina');
  });
});
