import type { Comment, Lead, Role, User } from '@crm/contracts';
import { makeUser } from '../../../../test/fixtures';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';

export const NORTH = { _id: 'a'.repeat(24), name: 'North' };
export const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
export const aya = { _id: 'c'.repeat(24), name: 'Aya Agent', email: 'aya@agency.test', role: 'Agent' as const };
export const omar = { _id: 'd'.repeat(24), name: 'Omar Agent', email: 'omar@agency.test', role: 'Agent' as const };

let seq = 0;
const nextId = () => (++seq).toString(16).padStart(24, '1');

export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    _id: nextId(),
    name: 'Sara Client',
    phone: '+201001234567',
    email: 'sara@client.test',
    status: 'New',
    privacy: 'public',
    assignedTo: aya,
    createdBy: aya,
    propertyInterest: 'villa',
    source: 'Campaign',
    assignedAt: null,
    firstContactAt: null,
    firstContactDueAt: null,
    teamId: NORTH,
    followUpDate: null,
    followUpNotes: '',
    agentFeedback: '',
    supervisorReply: '',
    managerReply: '',
    ...stamp,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: nextId(),
    leadId: 'f'.repeat(24),
    parentId: null,
    content: 'Called the client',
    type: 'feedback',
    priority: 'medium',
    agentId: aya,
    unitId: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export const INTERESTS = [
  { _id: 'e'.repeat(24), label: 'Villa', value: 'villa' },
  { _id: 'e'.repeat(23) + '1', label: 'Sea View', value: 'sea_view' },
];

export interface SetupOptions {
  leads?: Lead[];
  total?: number;
  path?: string;
  reply?: Answer;
  user?: Partial<User>;
}

/** Signs in a `role`, answers the leads screen's calls, and renders the app at /leads. */
export function setupLeads(
  role: Role,
  { leads = [makeLead()], total, path = '/leads', reply, user }: SetupOptions = {},
) {
  const caller = makeUser({ name: `The ${role}`, role, ...user });
  const answers: Answer = ({ url, method }) => {
    if (url === '/api/teams' && method === 'GET') return { body: [{ ...NORTH, memberCount: 2, ...stamp }] };
    if (url === '/api/lookups/property-interest') return { body: INTERESTS };
    if (url.startsWith('/api/leads/assignees')) return { body: [aya, omar] };
    if (url.startsWith('/api/leads?') || url === '/api/leads') {
      if (method === 'GET') {
        const query = new URL(url, 'http://x').searchParams;
        return {
          body: { items: leads, total: total ?? leads.length, page: Number(query.get('page') ?? 1), limit: 10 },
        };
      }
    }
    if (url.startsWith('/api/comments/lead/')) return { body: [] };
    return undefined;
  };
  return { ...renderSignedIn(caller, { path, answers, reply }), caller };
}

export const leadCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/leads?'));

/** The query a request sent, as an object (`{ status: 'New', page: '2' }`). */
export const sentQuery = (call: Pick<RecordedRequest, 'url'>) =>
  Object.fromEntries(new URL(call.url, 'http://x').searchParams);
