import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LeadArrival } from '@crm/contracts';

/**
 * Meta Lead Ads: the webhook's signature, its `leadgen` changes, and the lead read back from the
 * Graph API with the page's token (a delivery names the lead; it does not carry the answers).
 */

/** Whether `X-Hub-Signature-256` is `sha256=` + the HMAC-SHA-256 of the raw body with the app secret. */
export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One new lead as a delivery names it. */
export interface LeadgenChange {
  leadgenId: string;
  pageId: string;
  formId: string | null;
  adId: string | null;
  adsetId: string | null;
}

const idText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 100) : null;

/** The `leadgen` changes of a delivery (`object: page`); anything else in it is not a lead. */
export function leadgenChangesOf(body: unknown): LeadgenChange[] {
  const entries = (body as { object?: unknown; entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { id?: unknown; changes?: unknown }) =>
    (Array.isArray(entry?.changes) ? entry.changes : []).flatMap((change: { field?: unknown; value?: unknown }) => {
      if (change?.field !== 'leadgen' || !change.value || typeof change.value !== 'object') return [];
      const value = change.value as Record<string, unknown>;
      const leadgenId = idText(value.leadgen_id);
      const pageId = idText(value.page_id) ?? idText(entry.id);
      if (!leadgenId || !pageId) return [];
      return [
        {
          leadgenId,
          pageId,
          formId: idText(value.form_id),
          adId: idText(value.ad_id),
          adsetId: idText(value.adgroup_id ?? value.adset_id),
        },
      ];
    }),
  );
}

/** A lead as the Graph API answers `GET /{leadgen-id}`. */
export interface GraphLead {
  id: string;
  created_time?: string;
  field_data?: { name: string; values?: unknown[] }[];
  ad_id?: string;
  adset_id?: string;
  campaign_id?: string;
  form_id?: string;
}

/** Why a Graph read failed; `tokenRefused` when Meta refused the page token itself (expired, revoked). */
export class GraphReadError extends Error {
  constructor(
    message: string,
    readonly tokenRefused: boolean,
  ) {
    super(message);
  }
}

const GRAPH_TIMEOUT_MS = 10_000;
const LEAD_FIELDS = 'id,created_time,field_data,ad_id,adset_id,campaign_id,form_id';
/** Meta's codes for a token that no longer works: invalid/expired (190), permission removed (10, 200). */
const TOKEN_ERROR_CODES = new Set([190, 10, 200]);

/** Reads one lead with the page's token. Throws GraphReadError with a reason a person can act on. */
export async function readGraphLead(graphUrl: string, leadgenId: string, pageToken: string): Promise<GraphLead> {
  const url = new URL(`${graphUrl}/${encodeURIComponent(leadgenId)}`);
  url.searchParams.set('fields', LEAD_FIELDS);
  return readGraph<GraphLead>(url, pageToken);
}

/** The ids of a page's lead forms (its first 100: an agency's page has a handful). */
export async function readGraphPageForms(graphUrl: string, pageId: string, pageToken: string): Promise<string[]> {
  const url = new URL(`${graphUrl}/${encodeURIComponent(pageId)}/leadgen_forms`);
  url.searchParams.set('fields', 'id');
  url.searchParams.set('limit', '100');
  const listing: { data?: { id?: unknown }[] } = await readGraph(url, pageToken);
  return (listing.data ?? []).flatMap((form) => (typeof form?.id === 'string' ? [form.id] : []));
}

/** A form's listing holds at most this many pages of 100 leads a read (a day's leads of a busy form). */
const MAX_LISTING_PAGES = 50;

/** The leads of one form created after `since`, every page of the listing (reconciliation). */
export async function readGraphFormLeads(graphUrl: string, formId: string, pageToken: string, since: Date) {
  const first = new URL(`${graphUrl}/${encodeURIComponent(formId)}/leads`);
  first.searchParams.set('fields', LEAD_FIELDS);
  first.searchParams.set('limit', '100');
  first.searchParams.set(
    'filtering',
    JSON.stringify([{ field: 'time_created', operator: 'GREATER_THAN', value: Math.floor(since.getTime() / 1000) }]),
  );
  const leads: GraphLead[] = [];
  let next: URL | null = first;
  for (let page = 0; next && page < MAX_LISTING_PAGES; page++) {
    const listing: { data?: GraphLead[]; paging?: { next?: string } } = await readGraph(next, pageToken);
    leads.push(...(listing.data ?? []).filter((lead) => typeof lead?.id === 'string'));
    // Meta's next page is an absolute URL on its own host: followed only on the configured one.
    next = listing.paging?.next ? sameHost(listing.paging.next, graphUrl) : null;
  }
  return leads;
}

function sameHost(link: string, graphUrl: string): URL | null {
  try {
    const url = new URL(link);
    return url.origin === new URL(graphUrl).origin ? url : null;
  } catch {
    return null;
  }
}

async function readGraph<T>(url: URL, pageToken: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${pageToken}` },
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? 'no answer in 10 s' : (err as Error).message;
    throw new GraphReadError(`Meta's Graph API could not be reached (${why})`, false);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: GraphError }) | null;
  if (!response.ok || !body || body.error) {
    const error = body?.error;
    const refused = response.status === 401 || (error?.code !== undefined && TOKEN_ERROR_CODES.has(error.code));
    const what = error?.message ?? `HTTP ${response.status}`;
    throw new GraphReadError(
      refused ? `Meta refused the page token: ${what}` : `Meta's Graph API answered: ${what}`,
      refused,
    );
  }
  return body;
}

interface GraphError {
  message?: string;
  code?: number;
  type?: string;
}

/** Meta's own field names for the contact; every other field is a question the form asked. */
const CONTACT_FIELDS = {
  name: ['full_name', 'name'],
  firstName: ['first_name'],
  lastName: ['last_name'],
  phone: ['phone_number', 'phone', 'mobile_number'],
  email: ['email', 'work_email'],
} as const;

/** The lead's contact and answers, Arabic questions and answers as they are. */
export function arrivalFieldsOf(lead: GraphLead) {
  const contact = new Map<string, string>();
  const answers: LeadArrival['answers'] = [];
  for (const field of lead.field_data ?? []) {
    const answer = (field.values ?? [])
      .map((v) => String(v))
      .join(', ')
      .trim()
      .slice(0, 5000);
    const part = (Object.keys(CONTACT_FIELDS) as (keyof typeof CONTACT_FIELDS)[]).find((p) =>
      (CONTACT_FIELDS[p] as readonly string[]).includes(field.name),
    );
    if (part && !contact.has(part)) contact.set(part, answer);
    else if (answer) answers.push({ question: String(field.name).slice(0, 200), answer });
  }
  const name = contact.get('name') || [contact.get('firstName'), contact.get('lastName')].filter(Boolean).join(' ');
  return { name, phone: contact.get('phone') ?? '', email: contact.get('email') ?? '', answers };
}
