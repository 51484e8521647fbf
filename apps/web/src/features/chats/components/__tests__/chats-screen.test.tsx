import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatThread, Message, Role } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { AGENCY_SETTINGS } from '../../../../test/agency-settings';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

type Reply = { status?: number; body?: unknown } | undefined;

const omar = makeUser({ name: 'Omar Khaled', role: 'Agent' });
const mona = makeUser({ name: 'Mona Saleh', role: 'Manager' });
const thread = (user: typeof omar, unread: number, body: string): ChatThread => ({
  user: { _id: user._id, name: user.name, role: user.role },
  unread,
  lastMessage: { body, createdAt: '2026-01-01T10:00:00.000Z' },
});
const message = (n: number, senderId: string): Message => ({
  _id: n.toString(16).padStart(24, 'c'),
  senderId,
  body: `message ${n}`,
  subject: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 9, 0, n)).toISOString(),
});
const partner = (user: typeof omar) => ({ _id: user._id, name: user.name, role: user.role, active: true });

function setup(path: string, reply: (r: RecordedRequest) => Reply = () => undefined, role: Role = 'Agent') {
  const caller = makeUser({ name: 'Laila Hassan', role });
  login('tok', caller);
  const fetch = mockFetch((r) => {
    const custom = reply(r);
    if (custom) return custom;
    if (r.url === '/api/auth/me') return { body: caller };
    if (r.url === '/api/settings') return { body: AGENCY_SETTINGS };
    if (r.url.startsWith('/api/chats/threads'))
      return {
        body: {
          items: [thread(omar, 2, 'See you'), thread(mona, 0, 'Thanks')],
          total: 2,
          page: 1,
          limit: 100,
          unread: 2,
        },
      };
    if (r.url.startsWith('/api/leads/notifications')) return { body: { items: [], unread: 0 } };
    if (r.method === 'POST' && r.url.endsWith('/read')) return { body: { ok: true } };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path });
  return { ...fetch, caller };
}

describe('Chats screen', () => {
  it('lists threads with their unread counts and last message, and the sidebar badge', async () => {
    setup('/chats');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const omarLink = await within(list).findByRole('link', { name: /Omar Khaled/ });
    expect(omarLink).toHaveAttribute('href', `/chats/${omar._id}`);
    expect(within(omarLink).getByText('See you')).toBeInTheDocument();
    expect(within(omarLink).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect((await screen.findByTestId('chats-badge')).textContent).toBe('2');
    expect(screen.getByText('Choose a conversation, or start a new chat.')).toBeInTheDocument();
    // The first test also loads the screen's lazy chunk, which a busy machine makes slow.
  }, 20_000);

  it("dates the last messages by the agency's day: today's by their time, earlier ones by their date", async () => {
    // 22:30 on 3 December in Cairo (the agency), already 00:30 on the 4th in Dubai (the browser).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T20:30:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const last = (user: typeof omar, createdAt: string) => ({
      ...thread(user, 0, 'Hi'),
      lastMessage: { body: 'Hi', createdAt },
    });
    const threads = [last(omar, '2026-12-03T09:00:00.000Z'), last(mona, '2026-12-02T21:30:00.000Z')];
    setup('/chats', (r) =>
      r.url.startsWith('/api/chats/threads')
        ? { body: { items: threads, total: 2, page: 1, limit: 100, unread: 0 } }
        : undefined,
    );
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const omarLink = await within(list).findByRole('link', { name: /Omar Khaled/ });
    // 11:00 today in Cairo; 23:30 on the 2nd in Cairo (01:30 on the 3rd in Dubai).
    await waitFor(() => expect(within(omarLink).getByRole('time')).toHaveTextContent('11:00 AM'));
    expect(within(within(list).getByRole('link', { name: /Mona Saleh/ })).getByRole('time')).toHaveTextContent(
      'Dec 2, 2026',
    );
  });

  it('shows "Failed to load chats" with a retry', async () => {
    let fail = true;
    setup('/chats', (r) => (r.url.startsWith('/api/chats/threads') && fail ? { status: 500, body: {} } : undefined));
    expect(await screen.findAllByText('Failed to load chats')).not.toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Omar Khaled/ })).toBeInTheDocument();
  });

  it('opens a conversation, clears its unread, and loads the older page by its cursor', async () => {
    const page = Array.from({ length: 50 }, (_, i) => message(i + 10, omar._id));
    const { calls } = setup(`/chats/${omar._id}`, (r) => {
      if (!r.url.startsWith(`/api/chats/${omar._id}/messages`) || r.method !== 'GET') return undefined;
      if (r.url.includes('before=')) return { body: { items: [message(1, omar._id)] } };
      if (r.url.includes('after=')) return { body: { items: [] } };
      return { body: { items: page, partner: partner(omar) } };
    });
    const log = await screen.findByRole('log', { name: 'Messages with Omar Khaled' });
    expect(within(log).getByText('message 59')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/api/chats/${omar._id}/read`)).toBe(true),
    );

    await userEvent.click(within(log).getByRole('button', { name: 'Load older' }));
    expect(await within(log).findByText('message 1')).toBeInTheDocument();
    const older = calls.find((c) => c.url.includes('before='))!;
    expect(older.url).toContain(`before=${Date.parse(page[0]!.createdAt)}.${page[0]!._id}`);
    expect(within(log).queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('sends on Enter (not Shift+Enter, not empty text), marks a failed message and retries it', async () => {
    let sends = 0;
    const { calls, caller } = setup(`/chats/${mona._id}`, (r) => {
      if (r.url.startsWith(`/api/chats/${mona._id}/messages`) && r.method === 'GET')
        return { body: { items: [], partner: partner(mona) } };
      if (r.url === `/api/chats/${mona._id}/messages` && r.method === 'POST') {
        sends += 1;
        if (sends === 1) return { status: 500, body: {} };
        return { status: 201, body: { ...message(99, caller._id), body: 'Hello\nthere' } };
      }
      return undefined;
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(sends).toBe(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await userEvent.type(box, '{Enter}');
    expect(box).toHaveValue('');

    const log = screen.getByRole('log', { name: 'Messages with Mona Saleh' });
    expect(await within(log).findByText('Failed to send message')).toBeInTheDocument();
    const posts = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages'));
    expect(posts()[0]?.body).toEqual({ body: 'Hello\nthere', clientId: expect.stringMatching(/^out-/) });

    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('Failed to send message')).not.toBeInTheDocument());
    expect(sends).toBe(2);
    // The retry is the same message: it keeps its clientId.
    expect(posts()[1]?.body).toEqual(posts()[0]?.body);
  });

  it('shows a sent message once, also while the refresh after sending brings it back', async () => {
    let sent: Message | null = null;
    const { caller } = setup(`/chats/${mona._id}`, (r) => {
      if (r.url.startsWith(`/api/chats/${mona._id}/messages`) && r.method === 'GET')
        return { body: { items: sent ? [sent] : [], partner: partner(mona) } };
      if (r.url === `/api/chats/${mona._id}/messages` && r.method === 'POST') {
        // As the server does: the screen's name for the message comes back on it.
        sent = { ...message(98, caller._id), body: 'On my way', clientId: (r.body as { clientId: string }).clientId };
        return { status: 201, body: sent };
      }
      return undefined;
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const log = screen.getByRole('log', { name: 'Messages with Mona Saleh' });
    let mostCopies = 0;
    const observer = new MutationObserver(() => {
      mostCopies = Math.max(mostCopies, within(log).queryAllByText('On my way').length);
    });
    observer.observe(log, { childList: true, subtree: true, characterData: true });

    await userEvent.type(box, 'On my way{Enter}');
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    await waitFor(() => expect(within(log).getByText('On my way').closest('li')?.dataset.status).toBeUndefined());
    observer.disconnect();
    expect(mostCopies).toBe(1);
  });

  it('shows "Failed to load messages" with a retry, and Esc closes the conversation', async () => {
    setup(`/chats/${omar._id}`, (r) =>
      r.url.startsWith(`/api/chats/${omar._id}/messages`) ? { status: 500, body: {} } : undefined,
    );
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Choose a conversation, or start a new chat.')).toBeInTheDocument();
  });

  it('finds people in the new-chat picker and opens their conversation', async () => {
    const { calls } = setup('/chats', (r) => {
      if (r.url.startsWith('/api/chats/users'))
        return {
          body: {
            items: [
              { _id: mona._id, name: 'Mona Saleh', role: 'Manager', teams: [{ _id: 'a'.repeat(24), name: 'Cairo' }] },
            ],
            total: 1,
            page: 1,
            limit: 20,
          },
        };
      if (r.url.startsWith(`/api/chats/${mona._id}/messages`)) return { body: { items: [], partner: partner(mona) } };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a chat' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'mon');
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=mon'))).toBe(true));
    await userEvent.click(await within(dialog).findByRole('button', { name: /Mona Saleh/ }));
    expect(await screen.findByRole('heading', { name: 'Mona Saleh' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Say hello.')).toBeInTheDocument();
  });
});

describe('Chats addresses', () => {
  it('shows Page Not Found for a malformed id', async () => {
    setup('/chats/not-an-id');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('turns a chat with oneself into the list', async () => {
    const caller = makeUser({ name: 'Laila Hassan' });
    login('tok', caller);
    mockFetch((r) => {
      if (r.url.startsWith('/api/chats/threads'))
        return { body: { items: [], total: 0, page: 1, limit: 100, unread: 0 } };
      if (r.url === '/api/auth/me') return { body: caller };
      return { body: { items: [], unread: 0 } };
    });
    renderRoutes(routes, { path: `/chats/${caller._id}` });
    expect(await screen.findByText('Choose a conversation, or start a new chat.')).toBeInTheDocument();
    expect(screen.getByText('No conversations yet. Start one with New chat.')).toBeInTheDocument();
  });
});

describe('Team message compose (My Team)', () => {
  it('needs a subject and a message, then sends them to the chosen member', async () => {
    const member = {
      _id: omar._id,
      name: 'Omar Khaled',
      email: 'o@a.test',
      role: 'Agent',
      active: true,
      signIn: 'ready',
      leadCount: 3,
    };
    const { calls } = setup(
      '/my-team',
      (r) => {
        if (r.url === '/api/teams/my')
          return { body: { teams: [{ _id: 'a'.repeat(24), name: 'Cairo Sales', members: [member] }] } };
        if (r.url === '/api/teams/message') return { status: 201, body: { sent: 1 } };
        return undefined;
      },
      'Supervisor',
    );
    expect(await screen.findByRole('link', { name: 'Message Omar Khaled' })).toHaveAttribute(
      'href',
      `/chats/${omar._id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compose a team message to Cairo Sales' }));
    const dialog = screen.getByRole('dialog', { name: 'Team message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a message')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/teams/message')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Subject'), ' Targets ');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Two viewings each.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to Omar Khaled')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/teams/message')?.body).toEqual({
      toUserIds: [omar._id],
      subject: 'Targets',
      message: 'Two viewings each.',
    });
  });
});
