import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const teamId = 'a'.repeat(24);
const supervisor = makeUser({ name: 'Sami Supervisor', role: 'Supervisor' });
const id = (n: number) => String(n).padStart(24, '0');
const stats = {
  slaMinutes: 15,
  overdue: 3,
  since: '2026-10-28T22:00:00.000Z',
  teams: [{ _id: id(1), name: 'North', medianMinutes: 30, count: 5 }],
  agents: [
    { _id: id(2), name: 'Amal', medianMinutes: 80, count: 3 },
    { _id: id(3), name: 'Basma', medianMinutes: 25, count: 2 },
  ],
};

type Reply = { status?: number; body?: unknown } | undefined;
function setup(path: string, firstContact: (r: RecordedRequest) => Reply) {
  login('tok', supervisor);
  const fetch = mockFetch((request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/leads/stats/first-contact') return firstContact(request);
    if (url.pathname === '/api/auth/me') return { body: supervisor };
    if (url.pathname === '/api/leads/stats/summary')
      return { body: { total: 0, byStatus: { New: 0, Contacted: 0, FollowUp: 0, Qualified: 0, Won: 0, Lost: 0 } } };
    if (url.pathname === '/api/leads/stats/my-sources') return { body: { Campaign: 0, Organic: 0 } };
    if (url.pathname === '/api/leads/notifications') return { body: { items: [], unread: 0 } };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path });
  return fetch;
}

/** The card once its own code has come (a placeholder holds its slot until then). */
const card = async () => {
  await screen.findByText(/^(First contact within|Speed to lead unavailable|You can only)/, {}, { timeout: 5000 });
  return within(screen.getByRole('region', { name: 'Speed to lead' }));
};

describe('Dashboard: speed to lead', () => {
  it("shows the overdue count as a link with the dashboard's scope, and medians per team and agent", async () => {
    const { calls } = setup(`/?teamId=${teamId}`, () => ({ body: stats }));
    const region = await card();
    const link = await region.findByRole('link', { name: '3 Not contacted in time' });
    expect(link).toHaveAttribute('href', `/leads?firstContact=overdue&teamId=${teamId}`);
    expect(link).toHaveClass('speed-to-lead__overdue--late');
    expect(region.getByText('First contact within 15 working minutes')).toBeInTheDocument();
    const teams = region.getByRole('table', { name: 'Teams' });
    expect(within(teams).getByRole('row', { name: /North/ })).toHaveTextContent('North30 m5');
    const agents = region.getByRole('table', { name: 'Agents' });
    expect(
      within(agents)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['AgentsMedianLeads', 'Amal1 h 20 m3', 'Basma25 m2']);
    // One request draws the card, with the dashboard's scope.
    const asked = calls.filter((c) => c.url.startsWith('/api/leads/stats/first-contact'));
    expect(asked.map((c) => c.url)).toEqual([`/api/leads/stats/first-contact?teamId=${teamId}`]);
  });

  it('says so when no lead of the last 30 days has been contacted yet', async () => {
    setup('/', () => ({ body: { ...stats, overdue: 0, teams: [], agents: [] } }));
    const region = await card();
    expect(await region.findByText('No lead assigned in the last 30 days has been contacted yet.')).toBeInTheDocument();
    expect(region.getByRole('link', { name: '0 Not contacted in time' })).not.toHaveClass(
      'speed-to-lead__overdue--late',
    );
  });

  it("shows the server's refusal with a Retry that asks again", async () => {
    let answers = 0;
    setup(`/?teamId=${teamId}`, () =>
      ++answers === 1
        ? { status: 403, body: { message: 'You can only see the figures of your own team', code: 'FORBIDDEN' } }
        : { body: stats },
    );
    const region = await card();
    expect(await region.findByText('You can only see the figures of your own team')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Retry speed to lead' }));
    expect(await region.findByRole('link', { name: '3 Not contacted in time' })).toBeInTheDocument();
  });
});
