import type { IntakeDelivery, IntakeSource, Paginated, Role } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

export const CAMPAIGN = { _id: 'c'.repeat(24), name: 'Spring launch' };
export const TEAM = { _id: 't'.repeat(24).replace(/t/g, 'e'), name: 'North team' };
export const FORM_KEY = 'f0rmKeyAbcdefghijklmnopqrstuvwx';

export const formSource = (overrides: Partial<IntakeSource> = {}): IntakeSource =>
  ({
    _id: 'a'.repeat(24),
    kind: 'form',
    name: 'Landing page',
    key: FORM_KEY,
    campaign: CAMPAIGN,
    team: null,
    paused: false,
    deliveries: 12,
    lastDeliveryAt: '2026-03-02T09:30:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }) as IntakeSource;

export const metaSource = (overrides: Partial<Extract<IntakeSource, { kind: 'meta' }>> = {}): IntakeSource => ({
  _id: 'b'.repeat(24),
  kind: 'meta',
  name: 'Agency page',
  pageId: '1234567890',
  hasPageToken: true,
  tokenProblem: null,
  campaign: null,
  team: TEAM,
  paused: true,
  deliveries: 0,
  lastDeliveryAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const delivery = (overrides: Partial<IntakeDelivery> = {}): IntakeDelivery => ({
  _id: 'd'.repeat(24),
  source: { _id: 'a'.repeat(24), name: 'Landing page', kind: 'form' },
  externalId: null,
  receivedAt: '2026-03-02T09:30:00.000Z',
  status: 'created',
  reason: null,
  lead: { _id: '1'.repeat(24), name: 'Hoda Samir' },
  attempts: 1,
  nextAttemptAt: null,
  ...overrides,
});

type Reply = { status?: number; body?: unknown } | undefined;

/** The Lead sources screen signed in as `role`, the API answered by `reply` first, then by these defaults. */
export function renderLeadSources({
  role = 'Admin',
  sources = [formSource(), metaSource()],
  deliveries = { items: [delivery()], total: 1, page: 1, limit: 20 },
  reply,
}: {
  role?: Role;
  sources?: IntakeSource[];
  deliveries?: Paginated<IntakeDelivery> | ((request: RecordedRequest) => Paginated<IntakeDelivery>);
  reply?: (request: RecordedRequest) => Reply;
} = {}) {
  login('tok', makeUser({ role }));
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    const { url, method } = request;
    if (method === 'GET' && url === '/api/intake/sources') return { body: sources };
    if (method === 'GET' && url.startsWith('/api/intake/deliveries'))
      return { body: typeof deliveries === 'function' ? deliveries(request) : deliveries };
    if (url === '/api/campaigns/names') return { body: [CAMPAIGN] };
    if (url === '/api/teams') return { body: [{ ...TEAM, memberCount: 0 }] };
    if (url === '/api/tasks/today-count') return { body: { count: 0 } };
    return { status: 404, body: { message: 'Not found' } };
  });
  window.history.replaceState(null, '', '/lead-sources');
  return { ...fetch, ...renderRoutes(routes, { path: '/lead-sources' }) };
}
