import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BackupNotification,
  ExportNotification,
  Lead,
  LeadNotification,
  PortalNotification,
} from '@crm/contracts';
import { routes } from '../../../../app/router';
import { setLanguage } from '../../../../lib/i18n';
import { login } from '../../../../lib/session';
import { AGENCY_SETTINGS } from '../../../../test/agency-settings';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const agent = makeUser({ name: 'Aya Agent', role: 'Agent' });
let seq = 0;
const id = () => (++seq).toString(16).padStart(24, '0');

function lead(overrides: Partial<Lead>): Lead {
  return {
    _id: id(),
    name: 'Lead',
    phone: '',
    email: '',
    status: 'FollowUp',
    privacy: 'public',
    assignedTo: null,
    createdBy: null,
    propertyInterest: '',
    source: 'Organic',
    assignedAt: null,
    firstContactAt: null,
    firstContactDueAt: null,
    teamId: null,
    followUpDate: new Date().toISOString(),
    followUpNotes: '',
    agentFeedback: '',
    supervisorReply: '',
    managerReply: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const omar = lead({
  name: 'Omar Hassan',
  phone: '+20 100-123-4567',
  status: 'FollowUp',
  assignedTo: { _id: agent._id, name: agent.name },
});
const nophone = lead({ name: 'Nadia Nophone', phone: '', status: 'FollowUp' });
const qualified = lead({
  name: 'Quentin Qualified',
  phone: '01112223333',
  status: 'Qualified',
  assignedTo: { _id: 'c'.repeat(24), name: 'Omar Khaled' },
});
const contacted = lead({ name: 'Carla Contacted', phone: '01234', status: 'Contacted' });
const won = lead({ name: 'Walid Won', phone: '0155', status: 'Won' });

type NamedNotification = Extract<LeadNotification, { leadHidden: false }>;
function notification(overrides: Partial<NamedNotification>): NamedNotification {
  return {
    _id: id(),
    leadId: nophone._id,
    leadHidden: false,
    leadName: nophone.name,
    type: 'StatusChange',
    oldValue: 'New',
    newValue: 'Contacted',
    changedBy: { name: 'Mona Manager', role: 'Manager' },
    read: false,
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown } | undefined;

/** A notice about a lead the reader may not open: the server sends neither its name nor its values. */
function hiddenNotification(overrides: Partial<NamedNotification> = {}): LeadNotification {
  const { leadName: _unsent, ...rest } = notification(overrides);
  return { ...rest, leadHidden: true, oldValue: null, newValue: null };
}

/** A leads export, told to the CEO: about no lead, with how many leads went out. */
function exportNotification(
  overrides: Partial<ExportNotification> & Pick<ExportNotification, 'count'>,
): ExportNotification {
  const { leadName: _none, ...unnamed } = notification({ changedBy: { name: 'Adel Admin', role: 'Admin' } });
  return {
    ...unnamed,
    type: 'LeadsExported',
    leadId: null,
    leadHidden: true,
    oldValue: null,
    newValue: null,
    ...overrides,
  };
}

/** The backups need the CEO: a failure (why) or an overdue spell (since when). */
function backupNotification(type: BackupNotification['type'], newValue: string): BackupNotification {
  const { leadName: _none, ...unnamed } = notification({ changedBy: { name: 'Agency CRM', role: 'CEO' } });
  return { ...unnamed, type, leadId: null, leadHidden: true, oldValue: null, newValue };
}

/** Omar, reassigned to Aya: already read. */
const readReassignment = () =>
  notification({
    type: 'Reassignment',
    leadId: omar._id,
    leadName: omar.name,
    oldValue: null,
    newValue: 'Aya Agent',
    read: true,
  });

function setup({
  leads = [omar, nophone, qualified, contacted, won],
  notifications = [notification({}), readReassignment()],
  reply,
}: { leads?: Lead[]; notifications?: PortalNotification[]; reply?: (r: RecordedRequest) => Reply } = {}) {
  login('tok', agent);
  let unread = notifications.filter((n) => !n.read).length;
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/auth/me') return { body: agent };
    if (url.pathname === '/api/settings') return { body: AGENCY_SETTINGS };
    if (url.pathname === '/api/leads' && url.searchParams.get('followups') === 'today')
      return { body: { items: leads, total: leads.length, page: 1, limit: 200 } };
    if (url.pathname === '/api/leads/notifications') return { body: { items: notifications, unread } };
    if (url.pathname === '/api/lookups/property-interest')
      return { body: [{ _id: 'e'.repeat(24), value: 'duplex', label: 'Duplex with garden' }] };
    const read = /^\/api\/leads\/notifications\/(\w+)\/read$/.exec(url.pathname);
    if (read && request.method === 'POST') {
      const found = notifications.find((n) => n._id === read[1]);
      if (found && !found.read) {
        found.read = true;
        unread -= 1;
      }
      return { body: { ok: true } };
    }
    const one = /^\/api\/leads\/(\w{24})$/.exec(url.pathname);
    if (one) {
      const found = [omar, nophone, qualified, contacted, won].find((l) => l._id === one[1]);
      return found ? { body: found } : { status: 404, body: { message: 'Lead not found' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const { router } = renderRoutes(routes, { path: '/notifications' });
  return { ...fetch, router };
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('Notifications screen', () => {
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('shows an interest change in labels ("No interest" → the lookup label), not stored values', async () => {
    setup({
      notifications: [notification({ type: 'InterestChange', oldValue: null, newValue: 'duplex' })],
    });
    const recent = within(await region('Recently Assigned/Updated'));
    expect(await recent.findByText('Duplex with garden')).toBeInTheDocument();
    expect(recent.getByText('No interest')).toBeInTheDocument();
    expect(recent.queryByText('duplex')).not.toBeInTheDocument();
    expect(recent.queryByText('None')).not.toBeInTheDocument();
  });

  it('tells a Supervisor whose first contact with a new lead is late, and since when', async () => {
    setup({
      notifications: [
        notification({
          type: 'FirstContactOverdue',
          oldValue: null,
          newValue: '2026-11-26T07:15:00.000Z',
          changedBy: { name: 'Aya Agent', role: 'Agent' },
        }),
      ],
    });
    const recent = within(await region('Recently Assigned/Updated'));
    expect(await recent.findByText('Not contacted in time')).toBeInTheDocument();
    expect(recent.getByText(/^Aya Agent has not contacted this lead; first contact was due /)).toBeInTheDocument();
    expect(recent.queryByText('→')).not.toBeInTheDocument();
  });

  it("tells a Supervisor which Agent asks for a colleague's client, with the phone they typed", async () => {
    setup({
      notifications: [
        notification({
          type: 'ClientRequest',
          oldValue: null,
          newValue: '+201007776655',
          changedBy: { name: 'Laila Hassan', role: 'Agent' },
        }),
      ],
    });
    const recent = within(await region('Recently Assigned/Updated'));
    expect(await recent.findByText('Client request')).toBeInTheDocument();
    expect(
      recent.getByText('Laila Hassan asks for this client (\u2066+201007776655\u2069), already with a colleague'),
    ).toBeInTheDocument();
    expect(recent.queryByText('→')).not.toBeInTheDocument();
  });

  it('says "A lead you cannot open" for a lead the reader may not open: no name, no link, no contact', async () => {
    const hidden = hiddenNotification({ leadId: 'f'.repeat(24) });
    const { calls } = setup({ notifications: [hidden] });
    const recent = within(await region('Recently Assigned/Updated'));
    const heading = await recent.findByRole('heading', { name: 'A lead you cannot open' });
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
    expect(recent.queryByRole('button', { name: /^(WhatsApp|Call)/ })).not.toBeInTheDocument();
    // Marking it read still works, and says which notice without a name.
    await userEvent.click(recent.getByRole('button', { name: 'Mark read: a lead you cannot open' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/${hidden._id}/read`))).toBe(true));
    expect(calls.some((c) => c.url.includes('f'.repeat(24)))).toBe(false);
  });

  it('tells who exported how many leads, linking to the exports list; opening it marks it read', async () => {
    const exported = exportNotification({ count: 1250, createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const { calls, router } = setup({ notifications: [exported, readReassignment()] });
    const recent = within(await region('Recently Assigned/Updated'));
    const link = await recent.findByRole('link', { name: 'Adel Admin exported 1,250 leads' });
    expect(link).toHaveAttribute('href', '/leads/exports');
    const item = link.closest('li')!;
    expect(item).toHaveClass('notice--unread');
    expect(within(item).getByText('Leads exported')).toBeInTheDocument();
    expect(within(item).getByText('2 hours ago')).toBeInTheDocument();
    // No lead to call or message, nor a lead "you cannot open".
    expect(within(item).queryByRole('button', { name: /^(WhatsApp|Call)/ })).not.toBeInTheDocument();
    expect(within(item).queryByText('A lead you cannot open')).not.toBeInTheDocument();
    // The lead notices beside it read as before.
    expect(recent.getByRole('heading', { name: 'Omar Hassan' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Mark read: Adel Admin exported 1,250 leads' }));
    await waitFor(() => expect(item).not.toHaveClass('notice--unread'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/leads/notifications/${exported._id}/read`,
    ]);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/exports'));
  });

  it('tells of an export in Arabic', async () => {
    await setLanguage('ar');
    const exported = exportNotification({ count: 3, changedBy: { name: 'منى', role: 'Admin' }, read: true });
    setup({ notifications: [exported] });
    const recent = within(await region('المسند/المحدَّث مؤخرًا'));
    expect(await recent.findByRole('link', { name: /^صدّر منى \u2068?3\u2069? عملاء$/ })).toHaveAttribute(
      'href',
      '/leads/exports',
    );
    expect(recent.getByText('تصدير عملاء')).toBeInTheDocument();
  });

  it('tells the CEO that a backup failed, or that none succeeded for too long, linking to Settings', async () => {
    const failed = backupNotification('BackupFailed', 'ENOSPC: no space left on device');
    const overdue = backupNotification('BackupOverdue', '2026-12-01T00:00:00.000Z');
    setup({ notifications: [failed, overdue] });
    const recent = within(await region('Recently Assigned/Updated'));
    const failure = await recent.findByRole('link', {
      name: 'The daily backup failed: ENOSPC: no space left on device',
    });
    expect(failure).toHaveAttribute('href', '/settings');
    expect(within(failure.closest('li')!).getByText('Backup failed')).toBeInTheDocument();
    const late = recent.getByRole('link', { name: /^No backup has succeeded since .*2026/ });
    expect(late).toHaveAttribute('href', '/settings');
    expect(within(late.closest('li')!).getByText('Backup overdue')).toBeInTheDocument();
  });

  it('tells of a failed backup in Arabic', async () => {
    await setLanguage('ar');
    setup({ notifications: [backupNotification('BackupFailed', 'disk full')] });
    const recent = within(await region('المسند/المحدَّث مؤخرًا'));
    expect(await recent.findByRole('link', { name: 'فشلت النسخة الاحتياطية اليومية: \u2068disk full\u2069' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(recent.getByText('فشل النسخ الاحتياطي')).toBeInTheDocument();
  });

  it('splits today’s follow-ups: FollowUp leads, then Contacted and Qualified reminders', async () => {
    const { calls } = setup();
    const followUps = within(await region('Follow-ups Today'));
    expect(await followUps.findByRole('heading', { name: 'Omar Hassan' })).toBeInTheDocument();
    expect(followUps.getByRole('heading', { name: 'Nadia Nophone' })).toBeInTheDocument();
    expect(followUps.queryByRole('heading', { name: 'Quentin Qualified' })).not.toBeInTheDocument();

    const reminders = within(await region('Reminders'));
    expect(reminders.getByRole('heading', { name: 'Quentin Qualified' })).toBeInTheDocument();
    expect(reminders.getByRole('heading', { name: 'Carla Contacted' })).toBeInTheDocument();
    expect(screen.queryByText('Walid Won')).not.toBeInTheDocument();
    // The assignee is named, unless it is the viewer.
    expect(reminders.getByText(/Omar Khaled/)).toBeInTheDocument();
    expect(followUps.queryByText(new RegExp(agent.name))).not.toBeInTheDocument();

    const list = calls
      .map((c) => new URL(c.url, 'http://x'))
      .find((u) => u.pathname === '/api/leads' && u.searchParams.get('followups') === 'today');
    expect(list?.searchParams.get('limit')).toBe('200');
  });

  it("names each section's statuses apart from the dashboard's Follow-ups Today, and gives their sum", async () => {
    setup();
    expect(await region('Follow-ups Today')).toHaveTextContent('Status FollowUp, due today');
    expect(await region('Reminders')).toHaveTextContent('Status Contacted or Qualified, due today');
    // The server's total for followups=today is what the dashboard card counts.
    const together = await screen.findByText(/leads due today in both sections/);
    expect(together).toHaveTextContent('5 leads due today in both sections: the dashboard’s Follow-ups Today.');
    expect(within(together).getByRole('link', { name: 'See all in Leads' })).toHaveAttribute(
      'href',
      '/leads?followups=today',
    );
  });

  it('names the sections apart in Arabic too', async () => {
    await setLanguage('ar');
    setup();
    expect(await region('متابعات اليوم')).toHaveTextContent('الحالة متابعة، مستحقة اليوم');
    expect(await screen.findByText(/عملاء مستحقون اليوم في القسمين/)).toHaveTextContent('5 عملاء مستحقون اليوم');
  });

  it("marks a follow-up past its time as overdue, and lists earlier days' missed ones above today's", async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const late = lead({ name: 'Late Today', status: 'FollowUp', followUpDate: hourAgo.toISOString() });
    const coming = lead({
      name: 'Later Today',
      status: 'FollowUp',
      followUpDate: new Date(Date.now() + 60_000).toISOString(),
    });
    const forgotten = lead({ name: 'Forgotten', status: 'FollowUp', followUpDate: twoDaysAgo.toISOString() });
    const { calls } = setup({
      leads: [late, coming],
      reply: ({ url }) =>
        url.includes('followups=missed')
          ? { body: { items: [forgotten], total: 250, page: 1, limit: 200 } }
          : undefined,
    });
    const missed = within(await region('Missed follow-ups'));
    const forgottenItem = within((await missed.findByRole('heading', { name: 'Forgotten' })).closest('li')!);
    expect(forgottenItem.getByText('Overdue')).toBeInTheDocument();
    expect(forgottenItem.getByText(/^Was due /)).toBeInTheDocument();
    // More missed than one page: the count says so and links the whole list.
    const missedMore = screen.getByText(/Showing the first 1 of 250 missed follow-ups/);
    expect(within(missedMore).getByRole('link', { name: 'See all in Leads' })).toHaveAttribute(
      'href',
      '/leads?followups=missed',
    );
    const today = within(await region('Follow-ups Today'));
    const lateItem = within((await today.findByRole('heading', { name: 'Late Today' })).closest('li')!);
    expect(lateItem.getByText('Overdue')).toBeInTheDocument();
    const comingItem = within(today.getByRole('heading', { name: 'Later Today' }).closest('li')!);
    expect(comingItem.queryByText('Overdue')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('followups=missed'))).toBe(true);
  });

  it("tells a follow-up's time on the agency clock: 09:00 UTC is 11:00 in Cairo, not the browser's 1:00 PM", async () => {
    const cairo = lead({ name: 'Cairo Time', status: 'FollowUp', followUpDate: '2026-12-03T09:00:00.000Z' });
    setup({ leads: [cairo] });
    const today = within(await region('Follow-ups Today'));
    const item = (await today.findByRole('heading', { name: 'Cairo Time' })).closest('li')!;
    // "Due 11:00 AM", "Was due 11:00 AM" or, seen on a later day, "Was due Dec 3, 2026, 11:00 AM".
    await waitFor(() => expect(item).toHaveTextContent(/[Dd]ue (Dec 3, 2026, )?11:00\sAM/));
    expect(item).not.toHaveTextContent(/0?1:00\sPM/);
  });

  it('shows no missed section when nothing was missed', async () => {
    setup({
      reply: ({ url }) =>
        url.includes('followups=missed') ? { body: { items: [], total: 0, page: 1, limit: 200 } } : undefined,
    });
    await region('Follow-ups Today');
    expect(screen.queryByRole('region', { name: 'Missed follow-ups' })).not.toBeInTheDocument();
  });

  it('links WhatsApp to wa.me with digits only (new tab) and Call to tel:', async () => {
    setup();
    const followUps = within(await region('Follow-ups Today'));
    const whatsapp = await followUps.findByRole('link', { name: 'WhatsApp Omar Hassan' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/201001234567');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(followUps.getByRole('link', { name: 'Call Omar Hassan' })).toHaveAttribute('href', 'tel:+201001234567');
  });

  it('alerts "No phone" for a lead without a phone', async () => {
    setup();
    const followUps = within(await region('Follow-ups Today'));
    await userEvent.click(await followUps.findByRole('button', { name: 'WhatsApp Nadia Nophone' }));
    expect(window.alert).toHaveBeenCalledWith('No phone');
    await userEvent.click(followUps.getByRole('button', { name: 'Call Nadia Nophone' }));
    expect(window.alert).toHaveBeenCalledTimes(2);
    expect(followUps.queryByRole('link', { name: 'WhatsApp Nadia Nophone' })).not.toBeInTheDocument();
  });

  it('shows recent changes with who made them, highlights unread ones and marks one read when opened', async () => {
    const unreadOne = notification({});
    const { calls } = setup({
      notifications: [unreadOne, readReassignment()],
    });
    const recent = within(await region('Recently Assigned/Updated'));
    const item = (await recent.findByRole('heading', { name: 'Nadia Nophone' })).closest('li')!;
    expect(item).toHaveClass('notice--unread');
    expect(within(item).getByText('Status changed')).toBeInTheDocument();
    expect(item).toHaveTextContent(/New\s*→\s*to\s*Contacted/);
    expect(within(item).getByText('by Mona Manager (Manager)')).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    const assigned = recent.getByRole('heading', { name: 'Omar Hassan' }).closest('li')!;
    expect(assigned).not.toHaveClass('notice--unread');
    expect(assigned).toHaveTextContent(/Unassigned\s*→\s*to\s*Aya Agent/);
    expect(recent.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    // Nothing about single leads is fetched on load.
    expect(calls.some((c) => /\/api\/leads\/\w{24}$/.test(c.url))).toBe(false);

    await userEvent.click(within(item).getByRole('button', { name: 'Mark read: Nadia Nophone' }));
    await waitFor(() => expect(item).not.toHaveClass('notice--unread'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([`/api/leads/notifications/${unreadOne._id}/read`]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(recent.queryByText('1 unread')).not.toBeInTheDocument();
  });

  it("opens a notification's lead on its own page, marking the notification read", async () => {
    const unreadOne = notification({});
    const { calls, router } = setup({ notifications: [unreadOne] });
    const recent = within(await region('Recently Assigned/Updated'));
    await userEvent.click(recent.getByRole('link', { name: 'Nadia Nophone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${nophone._id}`));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        `/api/leads/notifications/${unreadOne._id}/read`,
      ]),
    );
  });

  it("links a follow-up's lead to its own page", async () => {
    const { router } = setup();
    const today = within(await region('Follow-ups Today'));
    await userEvent.click(await today.findByRole('link', { name: 'Omar Hassan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${omar._id}`));
  });

  it('fetches the lead of a notification only on a contact click, and alerts "No phone" without one', async () => {
    const { calls } = setup();
    const recent = within(await region('Recently Assigned/Updated'));
    const item = within((await recent.findByRole('heading', { name: 'Nadia Nophone' })).closest('li')!);
    vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(item.getByRole('button', { name: 'WhatsApp Nadia Nophone' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('No phone'));
    expect(calls.filter((c) => c.url === `/api/leads/${nophone._id}`)).toHaveLength(1);
    // Opening the item marked it read.
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/read'))).toBe(true);
  });

  it('opens wa.me for a notification whose lead has a phone', async () => {
    const { calls } = setup({
      notifications: [notification({ leadId: omar._id, leadName: omar.name, read: true })],
    });
    const recent = within(await region('Recently Assigned/Updated'));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await userEvent.click(await recent.findByRole('button', { name: 'WhatsApp Omar Hassan' }));
    await waitFor(() => expect(tab.location.href).toBe('https://wa.me/201001234567'));
    expect(tab.opener).toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url === `/api/leads/${omar._id}`)).toHaveLength(1);
    // The lead's timeline records the attempt.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === `/api/leads/${omar._id}/contact-attempts`).map((c) => c.body)).toEqual([
        { channel: 'whatsapp' },
      ]),
    );
  });

  it("records a follow-up's Call as a contact attempt; a lead without a phone records none", async () => {
    const { calls } = setup();
    const followUps = within(await region('Follow-ups Today'));
    const call = await followUps.findByRole('link', { name: 'Call Omar Hassan' });
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow tel:
    await userEvent.click(call);
    await userEvent.click(followUps.getByRole('button', { name: 'Call Nadia Nophone' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/contact-attempts')).map((c) => [c.url, c.body])).toEqual([
        [`/api/leads/${omar._id}/contact-attempts`, { channel: 'call' }],
      ]),
    );
  });

  it('shows an empty state per section', async () => {
    setup({ leads: [], notifications: [] });
    expect(await within(await region('Follow-ups Today')).findByText('No follow-ups due today.')).toBeInTheDocument();
    expect(
      within(await region('Reminders')).getByText('No Contacted or Qualified leads to follow up today.'),
    ).toBeInTheDocument();
    expect(
      await within(await region('Recently Assigned/Updated')).findByText('No recent changes to your leads.'),
    ).toBeInTheDocument();
  });

  it('says "Failed to load notifications" when a list cannot be loaded', async () => {
    setup({
      reply: ({ url }) => (url.startsWith('/api/leads/notifications') ? { status: 500, body: {} } : undefined),
    });
    // The sections show once both calls have answered: here after the failing one's two retries.
    const recent = within(await screen.findByRole('region', { name: 'Recently Assigned/Updated' }, { timeout: 8000 }));
    expect(await recent.findByText('Failed to load notifications', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
