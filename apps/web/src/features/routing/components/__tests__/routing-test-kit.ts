import type { Role, RoutingRule, RoutingRules } from '@crm/contracts';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const id = (c: string) => c.repeat(24);
export const SOURCE = { _id: id('a'), name: 'Landing page' };
const FORM_SOURCE = {
  ...SOURCE,
  kind: 'form',
  key: 'f0rmKeyAbcdefghijklmnopqrstuvwx',
  campaign: null,
  team: null,
  paused: false,
  deliveries: 0,
  lastDeliveryAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const CAMPAIGN = { _id: id('c'), name: 'Spring launch' };
export const TEAM = { _id: id('e'), name: 'North team' };
export const HODA = { _id: id('1'), name: 'Hoda Samir' };
export const OMAR = { _id: id('2'), name: 'Omar Adel' };

const person = (p: { _id: string; name: string }) => ({
  ...makeUser({ ...p, role: 'Agent', email: `${p._id}@agency.test` }),
  active: true,
  awaitingPassword: false,
  invitationExpiresAt: null,
});

export const rule = (overrides: Partial<RoutingRule> = {}): RoutingRule & { _id: string } => ({
  _id: id('9'),
  name: 'Website leads',
  match: {
    intakeSourceIds: [SOURCE._id],
    campaignIds: [],
    sources: [],
    interests: [],
    budgetMin: null,
    budgetMax: null,
    languages: [],
  },
  assign: {
    userIds: [HODA._id, OMAR._id],
    teamIds: [],
    strategy: 'round_robin',
    weights: {},
    dailyCap: 5,
    workingHoursOnly: false,
  },
  rerouteTimes: 1,
  ...overrides,
});

export const catchAll = () =>
  rule({
    _id: id('8'),
    name: 'Everyone else',
    match: { ...rule().match, intakeSourceIds: [] },
    assign: { ...rule().assign, userIds: [], teamIds: [TEAM._id], dailyCap: null, strategy: 'fewest_open' },
    rerouteTimes: 0,
  });

type Reply = { status?: number; body?: unknown } | undefined;

/** The Lead routing screen signed in as `role`, the API answered by `reply` first, then by these defaults. */
export function renderLeadRouting({
  role = 'Admin',
  saved = { rules: [rule(), catchAll()], routeManualLeads: false, updatedAt: '2026-03-01T10:00:00.000Z' },
  reply,
}: { role?: Role; saved?: RoutingRules; reply?: (request: RecordedRequest) => Reply } = {}) {
  login('tok', makeUser({ role }));
  const fetch = mockFetch((request) => {
    const custom = reply?.(request);
    if (custom) return custom;
    const { url, method } = request;
    if (method === 'GET' && url === '/api/routing/rules') return { body: saved };
    if (method === 'PUT' && url === '/api/routing/rules') {
      const body = request.body as RoutingRules;
      const rules = body.rules.map((r, i) => ({ ...r, _id: r._id ?? String(i).padStart(24, '7') }));
      return { body: { ...body, rules, updatedAt: '2026-03-02T10:00:00.000Z' } };
    }
    if (url === '/api/intake/sources') return { body: [FORM_SOURCE] };
    if (url === '/api/campaigns/names') return { body: [CAMPAIGN] };
    if (url === '/api/teams') return { body: [{ ...TEAM, memberCount: 2 }] };
    if (url.startsWith('/api/users'))
      return { body: { items: [person(HODA), person(OMAR)], total: 2, page: 1, limit: 200 } };
    if (url.startsWith('/api/lookups/property-interest')) return { body: [] };
    if (url === '/api/tasks/today-count') return { body: { count: 0 } };
    return { status: 404, body: { message: 'Not found' } };
  });
  window.history.replaceState(null, '', '/lead-routing');
  return { ...fetch, ...renderRoutes(routes, { path: '/lead-routing' }) };
}
