import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadHistoryEntry } from '@crm/contracts';
import { aya, makeLead, setupLeads } from './lead-test-kit';
import type { RecordedRequest } from '../../../../test/mock-fetch';

type Reply = { status?: number; body?: unknown } | undefined;

const lead = makeLead({ name: 'Sara Client', phone: '+201001234567' });
let seq = 0;
const entry = (over: Partial<LeadHistoryEntry>): LeadHistoryEntry => ({
  _id: (++seq).toString(16).padStart(24, '0'),
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  kind: 'created',
  actor: { _id: aya._id, name: 'Aya Agent' },
  from: null,
  to: null,
  ref: null,
  note: '',
  ...over,
});

/** Opens the lead's page; its timeline is answered by `history` (the page asked for as a number). */
function openTimeline(history: (page: number, r: RecordedRequest) => Reply) {
  return setupLeads('Agent', {
    path: `/leads/${lead._id}`,
    reply: (r) => {
      if (r.url === '/api/settings') return { body: { timeZone: 'Africa/Cairo', defaultCountry: 'EG' } };
      if (r.method === 'GET' && r.url === `/api/leads/${lead._id}`) return { body: lead };
      if (r.url.startsWith(`/api/leads/${lead._id}/history`)) {
        const page = Number(new URL(r.url, 'http://x').searchParams.get('page') ?? 1);
        return history(page, r);
      }
      if (r.method === 'POST' && r.url === `/api/leads/${lead._id}/contact-attempts`)
        return { status: 201, body: entry({ kind: 'contactAttempt', note: 'call' }) };
      if (r.url.startsWith('/api/tasks?')) return { body: { items: [], total: 0, page: 1, limit: 50 } };
      if (r.url.startsWith('/api/resale-units/for-lead/')) return { body: { items: [], total: 0, page: 1, limit: 10 } };
      return undefined;
    },
  });
}

const timeline = async () => within(await screen.findByRole('region', { name: 'Timeline' }, { timeout: 5000 }));

describe('Lead page: the timeline', () => {
  it('reads newest first as sentences with who and when, and loads more a page at a time', async () => {
    const newest = entry({ kind: 'status', from: 'New', to: 'Contacted' });
    const middle = entry({ kind: 'contactAttempt', note: 'call', at: '2026-01-10T08:30:00.000Z' });
    const oldest = entry({ kind: 'created', actor: { _id: 'e'.repeat(24), name: 'Omar Manager' } });
    const { calls } = openTimeline((page) => ({
      // Two a page here (the screen asks for 20): "Load more" follows the answer's own page size.
      body:
        page === 1
          ? { items: [newest, middle], total: 3, page, limit: 2 }
          : { items: [oldest], total: 3, page, limit: 2 },
    }));
    const section = await timeline();
    const items = await section.findAllByRole('listitem');
    expect(
      items.map((li) => li.querySelector('.lead-timeline__sentence')?.textContent?.replace(/[\u2068\u2069]/g, '')),
    ).toEqual(['Aya Agent changed status from New to Contacted', 'Aya Agent called the client']);
    // How long ago, and the date on the agency's clock (Cairo, UTC+2).
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('Jan 10, 2026, 10:30 AM');
    expect(section.getByText('Showing 2 of 3')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Load more' }));
    expect(await section.findByText(/Omar Manager.*added this lead/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/history')).map((c) => c.url)).toEqual([
      `/api/leads/${lead._id}/history?page=1&limit=20`,
      `/api/leads/${lead._id}/history?page=2&limit=20`,
    ]);
  });

  it('says when nothing has happened yet', async () => {
    openTimeline((page) => ({ body: { items: [], total: 0, page, limit: 20 } }));
    expect(await (await timeline()).findByText('Nothing has happened on this lead yet.')).toBeInTheDocument();
  });

  it('shows the failure with Retry, which loads it again', async () => {
    let fail = true;
    openTimeline((page) =>
      fail
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { body: { items: [entry({})], total: 1, page, limit: 20 } },
    );
    const section = await timeline();
    expect(await section.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await userEvent.click(section.getByRole('button', { name: 'Retry loading the timeline' }));
    expect(await section.findByText(/Aya Agent.*added this lead/)).toBeInTheDocument();
  });

  it('pressing Call records a contact attempt and the timeline shows it', async () => {
    const attempts: LeadHistoryEntry[] = [];
    const { calls } = openTimeline((page, r) => {
      if (r.method === 'POST') return undefined;
      return {
        body: { items: [...attempts, entry({ _id: 'f'.repeat(24) })], total: attempts.length + 1, page, limit: 20 },
      };
    });
    const section = await timeline();
    await section.findByText(/added this lead/);
    const call = screen.getByRole('link', { name: 'Call client' });
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow tel:
    attempts.push(entry({ kind: 'contactAttempt', note: 'call' }));
    await userEvent.click(call);
    expect(await section.findByText(/Aya Agent.*called the client/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ url: `/api/leads/${lead._id}/contact-attempts`, body: { channel: 'call' } });
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/history'))).toHaveLength(2));
  });
});
