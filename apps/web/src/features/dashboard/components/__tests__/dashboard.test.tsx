import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const teamId = 'a'.repeat(24);
const assignedTo = 'b'.repeat(24);
const manager = makeUser({ name: 'Mona Manager', role: 'Manager' });

const summary = {
  total: 42,
  byStatus: { New: 10, Contacted: 8, FollowUp: 7, Qualified: 6, Won: 5, Lost: 6 },
  followupsToday: 3,
};
const firstContact = { slaMinutes: 15, overdue: 0, since: '2025-04-14T00:00:00.000Z', teams: [], agents: [] };
const unitsSummary = { available: 4, under_negotiation: 1, reserved: 2, sold: 3, featured: 2, archived: 1 };
const series = (groupBy: string) => ({
  data:
    groupBy === 'month'
      ? [
          { label: '2025-04', count: 4 },
          { label: '2025-05', count: 9 },
        ]
      : [
          { label: '2025-05-12', count: 2 },
          { label: '2025-05-13', count: 5 },
        ],
});

function setup(path: string, reply?: (r: RecordedRequest) => { status?: number; body?: unknown } | undefined) {
  login('tok', manager);
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/auth/me') return { body: manager };
    if (url.pathname === '/api/leads/stats/summary') return { body: summary };
    if (url.pathname === '/api/leads/stats/my-sources') return { body: { Campaign: 30, Organic: 12 } };
    if (url.pathname === '/api/leads/stats/created') return { body: series(url.searchParams.get('groupBy') ?? 'day') };
    if (url.pathname === '/api/leads/notifications') return { body: { items: [], unread: 0 } };
    if (url.pathname === '/api/resale-units/stats/summary') return { body: unitsSummary };
    if (url.pathname === '/api/leads/stats/first-contact') return { body: firstContact };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path });
  return fetch;
}

const statsCalls = (calls: RecordedRequest[], path: string) =>
  calls.map((c) => new URL(c.url, 'http://x')).filter((u) => u.pathname === path);

let cards: () => ReturnType<typeof within>;
const loaded = async () => {
  const region = await screen.findByRole('region', { name: 'Lead counts' }, { timeout: 5000 });
  cards = () => within(region);
};

describe('Dashboard', () => {
  it('shows every card as a link to the matching filtered leads, carrying teamId and assignedTo', async () => {
    const { calls } = setup(`/?teamId=${teamId}&assignedTo=${assignedTo}`);
    const scope = `teamId=${teamId}&assignedTo=${assignedTo}`;
    await loaded();

    expect(await cards().findByRole('link', { name: 'Total 42' })).toHaveAttribute('href', `/leads?${scope}`);
    expect(cards().getByRole('link', { name: 'New 10' })).toHaveAttribute('href', `/leads?status=New&${scope}`);
    expect(cards().getByRole('link', { name: 'FollowUp 7' })).toHaveAttribute(
      'href',
      `/leads?status=FollowUp&${scope}`,
    );
    expect(cards().getByRole('link', { name: 'Lost 6' })).toHaveAttribute('href', `/leads?status=Lost&${scope}`);
    expect(cards().getByRole('link', { name: 'Follow-ups Today 3' })).toHaveAttribute(
      'href',
      `/leads?followups=today&${scope}`,
    );
    expect(await cards().findByRole('link', { name: 'Campaign 30' })).toHaveAttribute(
      'href',
      `/leads?source=Campaign&${scope}`,
    );
    expect(cards().getByRole('link', { name: 'Organic 12' })).toHaveAttribute('href', `/leads?source=Organic&${scope}`);
    expect(cards().getAllByRole('link')).toHaveLength(10);
    // Total and Follow-ups Today lead (prominent); the six statuses form one group.
    const links = cards().getAllByRole('link');
    expect(links.slice(0, 2).map((l: HTMLElement) => l.className)).toEqual([
      'stat-card stat-card--emphasis',
      'stat-card stat-card--emphasis',
    ]);
    expect(links.slice(0, 2).map((l: HTMLElement) => l.textContent)).toEqual([
      'Total 42',
      'Follow-ups Today 3FollowUp, Contacted, or Qualified',
    ]);
    // Notifications' "Follow-ups Today" counts Follow Up alone: this card names the three it counts.
    expect(links[1]).toHaveAccessibleDescription('FollowUp, Contacted, or Qualified');
    expect(within(cards().getByRole('group', { name: 'By status' })).getAllByRole('link')).toHaveLength(6);

    // Every stats call is narrowed the same way (the line chart's code loads on its own).
    await waitFor(() => expect(statsCalls(calls, '/api/leads/stats/created')).toHaveLength(1));
    for (const path of ['/api/leads/stats/summary', '/api/leads/stats/my-sources', '/api/leads/stats/created']) {
      const [url] = statsCalls(calls, path);
      expect(url?.searchParams.get('teamId')).toBe(teamId);
      expect(url?.searchParams.get('assignedTo')).toBe(assignedTo);
    }
    expect(screen.getByText(/Showing leads of one team and one assignee/)).toBeInTheDocument();
  });

  it('links to the unfiltered leads without a scope', async () => {
    const { calls } = setup('/');
    await loaded();
    expect(await cards().findByRole('link', { name: 'Total 42' })).toHaveAttribute('href', '/leads');
    expect(cards().getByRole('link', { name: 'Won 5' })).toHaveAttribute('href', '/leads?status=Won');
    expect(statsCalls(calls, '/api/leads/stats/summary')[0]?.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Leads by Status' })).toBeInTheDocument();
  });

  it('switches New Leads Over Time between day, week and month', async () => {
    const { calls } = setup(`/?teamId=${teamId}`);
    const toggle = within(await screen.findByRole('group', { name: 'Group new leads by' }));
    expect(toggle.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(statsCalls(calls, '/api/leads/stats/created')).toHaveLength(1));
    const [first] = statsCalls(calls, '/api/leads/stats/created');
    expect(first?.searchParams.get('groupBy')).toBe('day');
    expect(first?.searchParams.get('days')).toBe('30');

    await userEvent.click(toggle.getByRole('button', { name: 'Week' }));
    expect(toggle.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(statsCalls(calls, '/api/leads/stats/created')).toHaveLength(2));
    const week = statsCalls(calls, '/api/leads/stats/created')[1];
    expect(week?.searchParams.get('groupBy')).toBe('week');
    expect(week?.searchParams.get('weeks')).toBe('12');
    expect(week?.searchParams.get('teamId')).toBe(teamId);

    await userEvent.click(toggle.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(statsCalls(calls, '/api/leads/stats/created')).toHaveLength(3));
    expect(statsCalls(calls, '/api/leads/stats/created')[2]?.searchParams.get('groupBy')).toBe('month');
    expect(await screen.findByText('Last 12 months: 13 new leads')).toBeInTheDocument();
  });

  it('says "Failed to load dashboard" once when the figures cannot be loaded, and retries them all', async () => {
    let fail = true;
    const { calls } = setup('/', ({ url }) =>
      fail && url.startsWith('/api/leads/stats/') ? { status: 500, body: {} } : undefined,
    );
    await loaded();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard');
    await waitFor(() => expect(screen.getAllByText('Chart unavailable')).toHaveLength(2));
    expect(screen.getAllByText('Failed to load dashboard')).toHaveLength(1);
    // The source cards stay quiet: a dash, and no link to follow.
    expect(cards().queryByRole('link', { name: /^Campaign/ })).not.toBeInTheDocument();
    expect(cards().getByText('Campaign').closest('.stat-card')).toHaveTextContent('—');

    fail = false;
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cards().findByRole('link', { name: 'Total 42' })).toBeInTheDocument();
    expect(await cards().findByRole('link', { name: 'Campaign 30' })).toBeInTheDocument();
    expect(await screen.findByText('Last 30 days: 7 new leads')).toBeInTheDocument();
    // The summary, the sources, the chart and speed to lead (the chart asks when its turn to draw comes).
    await waitFor(() => expect(calls.length - before).toBe(4));
    expect(screen.queryByText('Failed to load dashboard')).not.toBeInTheDocument();
  });
});
