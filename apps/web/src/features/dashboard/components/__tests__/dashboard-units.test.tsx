import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@crm/contracts';
import { makeUser } from '../../../../test/fixtures';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';

const unitsSummary = { available: 4, under_negotiation: 1, reserved: 2, sold: 3, featured: 2, archived: 1 };
const agents = [{ _id: 'c'.repeat(24), name: 'Sara Seller', email: 'sara@agency.test', sold: 3 }];

function setup(role: Role, reply?: Answer) {
  const answers: Answer = (request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/resale-units/stats/summary') return { body: unitsSummary };
    if (url.pathname === '/api/resale-units/stats/agents') return { body: agents };
    if (url.pathname.startsWith('/api/leads/stats/summary'))
      return { body: { total: 0, byStatus: {}, followupsToday: 0 } };
    if (url.pathname.startsWith('/api/leads/stats/my-sources')) return { body: { Campaign: 0, Organic: 0 } };
    if (url.pathname.startsWith('/api/leads/stats/created')) return { body: { data: [] } };
    return undefined;
  };
  return renderSignedIn(makeUser({ role }), { path: '/', answers, reply });
}

const unitCards = async () =>
  within(await screen.findByRole('region', { name: 'Resale unit counts' }, { timeout: 5000 }));

describe('Dashboard: resale units', () => {
  it('shows the six unit cards, each a link to the filtered list', async () => {
    setup('Agent');
    const cards = await unitCards();
    const expected: [string, string][] = [
      ['Available 4', '/resale-units?status=available'],
      ['Under Negotiation 1', '/resale-units?status=under_negotiation'],
      ['Reserved 2', '/resale-units?status=reserved'],
      ['Sold 3', '/resale-units?status=sold'],
      ['Featured 2', '/resale-units?isFeatured=true'],
      ['Archived 1', '/resale-units?includeArchived=true'],
    ];
    for (const [name, href] of expected) {
      expect(await cards.findByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows "Top Agents (Sold Units)" to CEO/Admin only, never asking for it otherwise', async () => {
    const { calls } = setup('Admin');
    expect(await screen.findByText('Top Agents (Sold Units)', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Sara Seller')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/stats/agents'))).toBe(true);
  });

  it.each(['Manager', 'Agent'] as Role[])('leaves the top agents out for a %s', async (role) => {
    const { calls } = setup(role);
    await unitCards();
    expect(screen.queryByText('Top Agents (Sold Units)')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/stats/agents'))).toBe(false);
  });

  it('says so when the unit counts fail, and Retry asks again', async () => {
    let fail = true;
    const { calls } = setup('Agent', ({ url }) =>
      fail && url.startsWith('/api/resale-units/stats/summary') ? { status: 500, body: {} } : undefined,
    );
    const cards = await unitCards();
    expect(await cards.findByText('Failed to load dashboard')).toBeInTheDocument();
    fail = false;
    await userEvent.click(cards.getByRole('button', { name: 'Retry' }));
    expect(await cards.findByRole('link', { name: 'Available 4' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/resale-units/stats/summary')).length).toBeGreaterThan(1),
    );
  });
});
