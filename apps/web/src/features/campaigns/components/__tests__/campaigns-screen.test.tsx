import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { costPerLead, type Campaign, type Role } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

type Reply = { status?: number; body?: unknown } | undefined;
const spring: Campaign = {
  _id: 'a'.repeat(24),
  name: 'Spring',
  channel: 'Facebook',
  status: 'Active',
  metrics: { leads: 4, cost: 500 },
  cpa: 125,
  attribution: { leads: 3, qualified: 2, won: 1, costPerQualified: 250, costPerWon: 500 },
  createdAt: '2025-01-01T00:00:00.000Z',
};

function setup(role: Role, reply?: (r: RecordedRequest) => Reply) {
  let current = spring;
  login('tok', makeUser({ role }));
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    const { url, method } = request;
    if (url === '/api/tasks/today-count') return { body: { count: 0 } };
    if (method === 'GET' && url.startsWith('/api/campaigns')) {
      const totals = { ...current.metrics, cpa: current.cpa };
      return { body: { items: [current], total: 1, page: 1, limit: 50, totals } };
    }
    if (method === 'PUT' && url === `/api/campaigns/${spring._id}`) {
      const body = request.body as Partial<Campaign>;
      const metrics = body.metrics ?? current.metrics;
      current = { ...current, ...body, metrics, cpa: costPerLead(metrics) };
      return { body: current };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  window.history.replaceState(null, '', '/campaigns');
  return { ...fetch, ...renderRoutes(routes, { path: '/campaigns' }) };
}

const total = (key: string) => screen.getByTestId(`campaign-total-${key}`);

describe('the campaigns screen', () => {
  it('shows the totals and lets the CEO edit the cost inline, the CPA and totals following', async () => {
    const { calls } = setup('CEO');
    const cost = await screen.findByRole('spinbutton', { name: 'Cost of Spring' });
    expect(total('leads')).toHaveTextContent('4');
    expect(total('cost')).toHaveTextContent('500');
    expect(total('cpa')).toHaveTextContent('125');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1000{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ metrics: { leads: 4, cost: 1000 } });
    await waitFor(() => expect(screen.getByTestId('campaign-cpa')).toHaveTextContent('250'));
    await waitFor(() => expect(total('cpa')).toHaveTextContent('250'));
    expect(total('cost')).toHaveTextContent('1,000');
  });

  it('refuses a negative cost without asking the server', async () => {
    const { calls } = setup('Admin');
    const cost = await screen.findByRole('spinbutton', { name: 'Cost of Spring' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '-5{Enter}');
    expect(await screen.findByText('Enter a number of 0 or more')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(cost).toHaveValue(500);
  });

  it('changes the status from its dropdown', async () => {
    const { calls } = setup('CEO');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of Spring' }), 'Paused');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'Paused' }));
  });

  it('shows what the leads attributed to a campaign became, and their cost', async () => {
    setup('Manager');
    expect(await screen.findByText('3 leads · 2 qualified · 1 won')).toBeInTheDocument();
    expect(screen.getByText(/250 per qualified · .*500 per won/)).toBeInTheDocument();
  });

  it('shows a Manager the read-only note and no inputs', async () => {
    setup('Manager');
    expect(await screen.findByText('Only Admin and CEO can create or edit campaigns.')).toBeInTheDocument();
    expect(await screen.findByText('Spring')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('refuses a blank name when adding', async () => {
    const { calls } = setup('CEO');
    const form = await screen.findByRole('form', { name: 'Add a campaign' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says "Failed to load campaigns" when the list fails without a message', async () => {
    setup('CEO', ({ method, url }) =>
      method === 'GET' && url.startsWith('/api/campaigns') ? { status: 500, body: {} } : undefined,
    );
    expect(await screen.findByText('Failed to load campaigns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry loading campaigns' })).toBeInTheDocument();
  });

  it('gives Supervisors the no-access page', async () => {
    setup('Supervisor');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });
});
