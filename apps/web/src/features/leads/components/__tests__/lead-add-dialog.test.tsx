import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeLead, NORTH, omar, setupLeads, stamp } from './lead-test-kit';

async function openAddDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add Lead' }));
  return screen.findByRole('dialog', { name: 'Add Lead' });
}

const posts = (calls: RecordedRequest[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/leads');

/** An Agent adds Nour with `phone` (Enter sends it), and the server refuses it: a 400 with `error`. */
async function sendRefusedPhone(phone: string, error: { message: string; details: object[] }) {
  setupLeads('Agent', {
    reply: (r) =>
      r.method === 'POST' && r.url === '/api/leads'
        ? { status: 400, body: { ...error, code: 'VALIDATION' } }
        : undefined,
  });
  const dialog = await openAddDialog();
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour');
  await userEvent.type(within(dialog).getByLabelText('Phone'), `${phone}{Enter}`);
  return { dialog, phone: within(dialog).getByLabelText('Phone') };
}

describe('Add Lead dialog', () => {
  it('offline, says at once that adding needs a connection, sends nothing and keeps what was typed', async () => {
    const { calls } = setupLeads('Agent');
    const dialog = await openAddDialog();
    act(() => onlineManager.setOnline(false));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(within(dialog).getByRole('status')).toHaveTextContent(/^You are offline. Adding a lead needs a connection/);
      await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour{Enter}');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^No connection - this needs the network/);
      expect(within(dialog).getByRole('button', { name: 'Add Lead' })).toBeEnabled();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Nour');
      expect(posts(calls)).toHaveLength(0);
    } finally {
      vi.restoreAllMocks();
      act(() => onlineManager.setOnline(true));
    }
  });

  it('refuses an empty name with the alert "Name is required" and sends nothing', async () => {
    const { calls } = setupLeads('Agent');
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Name is required$/);
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('keeps the digits of the phone as you type, and a leading + for its country code', async () => {
    setupLeads('Agent');
    const dialog = await openAddDialog();
    const phone = within(dialog).getByLabelText('Phone');
    await userEvent.type(phone, '+20 (100) 12-34x');
    expect(phone).toHaveValue('+201001234');
  });

  it('reads a phone typed or pasted in Arabic-Indic digits, and sends it', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) =>
        r.method === 'POST' && r.url === '/api/leads' ? { status: 201, body: makeLead({ name: 'نور' }) } : undefined,
    });
    const dialog = await openAddDialog();
    const phone = within(dialog).getByLabelText('Phone');
    await userEvent.type(phone, '٠١٠٠ ٧٧٧');
    expect(phone).toHaveValue('0100777');
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('\u200F+٢٠ ١٠٠ ٧٧٧ ٦٦٥٥');
    expect(phone).toHaveValue('+201007776655');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'نور{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ name: 'نور', phone: '+201007776655' });
  });

  it("refuses an Agent a colleague's client with no Add anyway, and asks their Supervisor instead", async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) => {
        if (r.method === 'POST' && r.url === '/api/leads')
          return {
            status: 409,
            body: {
              code: 'LEAD_WITH_COLLEAGUE',
              message: 'This client is already with a colleague. You can ask your Supervisor to assign it to you.',
              details: { leadId: null, owner: null },
            },
          };
        if (r.method === 'POST' && r.url === '/api/leads/client-requests')
          return { status: 200, body: { notified: 1 } };
        return undefined;
      },
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'نور');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '٠١٠٠ ٧٧٧ ٦٦٥٥{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This client is already with a colleague. You can ask your Supervisor to assign it to you.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Add anyway' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask my Supervisor' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/leads/client-requests')).toBe(true));
    expect(calls.find((c) => c.url === '/api/leads/client-requests')!.body).toEqual({ phone: '01007776655' });
    expect(await screen.findByText('Your Supervisor was asked to assign this client to you')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows a phone the server cannot read at the phone field', async () => {
    const { phone } = await sendRefusedPhone('12', {
      message: 'Please enter a valid phone number',
      details: [{ path: ['phone'], message: 'Please enter a valid phone number' }],
    });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
  });

  it('sends the lead on Enter, then closes and says so', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) =>
        r.method === 'POST' && r.url === '/api/leads' ? { status: 201, body: makeLead({ name: 'Nour' }) } : undefined,
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Nour ');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '010-555');
    await userEvent.type(within(dialog).getByLabelText('Email'), ' nour@client.test{Enter}');

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      name: 'Nour',
      phone: '010555',
      email: 'nour@client.test',
      status: 'New',
      source: 'Organic',
    });
    expect(await screen.findByText('Lead "Nour" added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Lead' })).not.toBeInTheDocument();
  });

  it("asks a FollowUp for its reminder, read on the agency's clock (Cairo), before sending", async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) =>
        r.method === 'POST' && r.url === '/api/leads' ? { status: 201, body: makeLead({ name: 'Hala' }) } : undefined,
    });
    const dialog = await openAddDialog();
    expect(within(dialog).queryByLabelText('Reminder')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Hala');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'FollowUp');
    const reminder = within(dialog).getByLabelText('Reminder');
    expect(reminder).toHaveAttribute('aria-required', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(reminder).toHaveAccessibleDescription(/Please choose when to follow up/));
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(reminder, { target: { value: '2026-12-03T11:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ status: 'FollowUp', followUpDate: '2026-12-03T09:00:00.000Z' });
  });

  it('offers "Add anyway" on a duplicate phone and resends with allowDuplicate', async () => {
    let tries = 0;
    const { calls } = setupLeads('Agent', {
      reply: (r) => {
        if (r.method !== 'POST' || r.url !== '/api/leads') return undefined;
        tries += 1;
        return tries === 1
          ? {
              status: 409,
              body: {
                message: 'A lead with this phone already exists (assigned to Omar Agent)',
                code: 'LEAD_DUPLICATE_PHONE',
                details: { leadId: 'f'.repeat(24), owner: 'Omar Agent' },
              },
            }
          : { status: 201, body: makeLead({ name: 'Twin' }) };
      },
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Twin');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '201001234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));

    expect(
      await within(dialog).findByText('A lead with this phone already exists (assigned to Omar Agent)'),
    ).toBeInTheDocument();
    expect(posts(calls)[0]!.body).not.toHaveProperty('allowDuplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.body).toMatchObject({ name: 'Twin', phone: '201001234567', allowDuplicate: true });
    expect(await screen.findByText('Lead "Twin" added')).toBeInTheDocument();
  });

  it('shows the fallback "Failed to create lead" when the server gives no message', async () => {
    setupLeads('Agent', {
      reply: (r) => (r.method === 'POST' && r.url === '/api/leads' ? { status: 500 } : undefined),
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour{Enter}');
    expect(await within(dialog).findByText('Failed to create lead')).toBeInTheDocument();
  });

  it('lets an Admin pick the team and an assignee found by search', async () => {
    const { calls } = setupLeads('Admin', {
      reply: (r) => (r.method === 'POST' && r.url === '/api/leads' ? { status: 201, body: makeLead() } : undefined),
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Big Client');
    await userEvent.selectOptions(within(dialog).getByLabelText('Source'), 'Campaign');
    await userEvent.selectOptions(within(dialog).getByLabelText('Interest'), 'sea_view');
    await userEvent.selectOptions(within(dialog).getByLabelText('Team'), NORTH._id);
    await userEvent.type(within(dialog).getByLabelText('Find assignee'), 'omar');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/leads/assignees?search=omar')).toBe(true));
    await userEvent.selectOptions(within(dialog).getByLabelText('Assign to'), omar._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      name: 'Big Client',
      phone: '',
      email: '',
      status: 'New',
      propertyInterest: 'sea_view',
      source: 'Campaign',
      teamId: NORTH._id,
      assignedTo: omar._id,
    });
  });

  it('asks a Manager of several teams to choose one, at the team field', async () => {
    const SOUTH = { _id: 'b'.repeat(24), name: 'South' };
    const { calls } = setupLeads('Manager', {
      reply: (r) =>
        r.method === 'GET' && r.url === '/api/teams'
          ? { body: [NORTH, SOUTH].map((t) => ({ ...t, memberCount: 1, ...stamp })) }
          : undefined,
    });
    const dialog = await openAddDialog();
    await within(dialog).findByRole('option', { name: 'South' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nour{Enter}');

    const team = within(dialog).getByLabelText('Team');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Please choose a team$/);
    expect(team).toHaveAttribute('aria-invalid', 'true');
    expect(team).toHaveAccessibleDescription('Please choose a team');
    expect(team).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's validation issue at the field it names", async () => {
    const { dialog, phone } = await sendRefusedPhone('0100', {
      message: 'phone: At most 40 characters',
      details: [{ code: 'too_big', path: ['phone'], message: 'At most 40 characters' }],
    });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Local number, or + and the country code At most 40 characters'),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^At most 40 characters$/);
  });

  it('shows no team or assignee to an Agent, and a fixed Organic source to a Supervisor', async () => {
    setupLeads('Supervisor');
    const dialog = await openAddDialog();
    expect(within(dialog).queryByLabelText('Team')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Assign to')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Source')).toBeDisabled();
    expect(within(dialog).getByLabelText('Source')).toHaveValue('Organic');
  });
});
