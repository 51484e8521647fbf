import { can } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { findInBatches } from '../../db/direct-read';
import { AppError } from '../../errors/app-error';
import { LeadModel } from './lead.model';
import { visibilityFilter } from './lead.rules';

// The duplicate rule of every new lead, Add Lead's and each imported row's: a phone already on a
// live lead makes a duplicate (and for an imported row without a phone, its email); the caller
// learns which lead only when they may see it.

/** Leads read per batch while looking for the sheet's phones among all live leads. */
const PHONE_SCAN_BATCH = 2000;

/**
 * The sheet's phones already on live leads, with the lead that has each. A long `$in` list is slow
 * where indexes are not used (the offline engine scans once per value), so big sheets read the live
 * phones in one pass, a batch at a time, the event loop free between batches (each a round trip):
 * read as plain commands (`findInBatches`), as Mongoose's cursor took about 40 microseconds a lead
 * and held the loop 70 to 110 ms per batch of 2,000 (the import's event-loop lag at 100k leads).
 */
export async function leadsWithPhones(phones: string[]): Promise<Map<string, string>> {
  const byPhone = new Map<string, string>();
  if (phones.length === 0) return byPhone;
  const wanted = new Set(phones);
  const filter = phones.length <= 500 ? { phone: { $in: phones } } : { phone: { $gt: '' } };
  await findInBatches(
    LeadModel,
    { ...filter, deletedAt: null },
    { projection: { phone: 1 }, batchSize: PHONE_SCAN_BATCH },
    (leads) => {
      for (const lead of leads) if (wanted.has(lead.phone)) byPhone.set(lead.phone, String(lead._id));
    },
  );
  return byPhone;
}

/**
 * The sheet's emails (lower-cased, as leads store them) already on live leads, with the lead that
 * has each: the duplicate rule of a lead without a phone. One read, as for phones.
 */
export async function leadsWithEmails(emails: string[]): Promise<Map<string, string>> {
  const byEmail = new Map<string, string>();
  if (emails.length === 0) return byEmail;
  const wanted = new Set(emails);
  const filter = emails.length <= 500 ? { email: { $in: emails } } : { email: { $gt: '' } };
  await findInBatches(
    LeadModel,
    { ...filter, deletedAt: null },
    { projection: { email: 1 }, batchSize: PHONE_SCAN_BATCH },
    (leads) => {
      for (const lead of leads) {
        const email = String(lead.email ?? '').toLowerCase();
        if (wanted.has(email) && !byEmail.has(email)) byEmail.set(email, String(lead._id));
      }
    },
  );
  return byEmail;
}

/** The names of the leads among `ids` the caller may see (a report or a warning links those): one query. */
export async function visibleDuplicateNames(user: AuthUser, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await LeadModel.find({ $and: [{ _id: { $in: ids } }, visibilityFilter(user)] })
    .select('name')
    .lean();
  return new Map(rows.map((r) => [String(r._id), r.name]));
}

/** What Add Lead tells an Agent whose client a colleague already holds. */
export const WITH_COLLEAGUE =
  'This client is already with a colleague. You can ask your Supervisor to assign it to you.';

/**
 * Add Lead's rule for a phone already on a live lead (an import reports the same rule on its row):
 * a 409 naming the lead and its holder only when the caller may see that lead, unless they chose to
 * add anyway. A lead the caller cannot see is a colleague's client: CEO, Admin, Managers and
 * Supervisors may still add anyway within their scope; an Agent may not (LEAD_WITH_COLLEAGUE), and
 * may ask their Supervisor for it instead (`requestClient`).
 */
export async function refuseDuplicatePhone(user: AuthUser, phone: string, addAnyway = false) {
  const existingId = (await leadsWithPhones([phone])).get(phone);
  if (!existingId) return;
  const visible = await LeadModel.findOne({ $and: [{ _id: existingId }, visibilityFilter(user)] })
    .select('assignedTo')
    .populate<{ assignedTo: { name?: string } | null }>({ path: 'assignedTo', select: 'name' })
    .lean();
  if (!visible && !can(user, 'leads:addUnseenDuplicate')) {
    throw new AppError('LEAD_WITH_COLLEAGUE', WITH_COLLEAGUE, { leadId: null, owner: null });
  }
  if (addAnyway) return;
  const owner = visible?.assignedTo?.name ?? null;
  throw new AppError(
    'LEAD_DUPLICATE_PHONE',
    owner ? `A lead with this phone already exists (assigned to ${owner})` : 'A lead with this phone already exists',
    { leadId: visible ? existingId : null, owner },
  );
}

/** The live lead with this phone that the caller cannot see (a colleague's client), or null. */
export async function unseenLeadWithPhone(user: AuthUser, phone: string) {
  const existingId = (await leadsWithPhones([phone])).get(phone);
  if (!existingId) return null;
  const lead = await LeadModel.findById(existingId).select('name').lean();
  const visible = await LeadModel.exists({ $and: [{ _id: existingId }, visibilityFilter(user)] });
  return lead && !visible ? { _id: lead._id, name: lead.name } : null;
}

/**
 * The one rule of every restore (one lead or many): a deleted lead whose phone a live lead has now
 * stays deleted, or there would be two leads of one client. Answers, of `leads`, those refused,
 * with the live lead that has the phone (the first of two deleted leads with one phone is restored).
 */
export async function restoresTakingPhones<L extends { _id: unknown; phone: string }>(
  leads: readonly L[],
): Promise<Map<L, string>> {
  const live = await leadsWithPhones([...new Set(leads.flatMap((l) => (l.phone ? [l.phone] : [])))]);
  const refused = new Map<L, string>();
  const restored = new Map<string, string>();
  for (const lead of leads) {
    if (!lead.phone) continue;
    const holder = live.get(lead.phone) ?? restored.get(lead.phone);
    if (holder) refused.set(lead, holder);
    else restored.set(lead.phone, String(lead._id));
  }
  return refused;
}

/** A single restore's refusal (409): names the live lead with the phone, when the caller may see it. */
export async function refuseRestoringTakenPhone(user: AuthUser, holderId: string): Promise<never> {
  const name = (await visibleDuplicateNames(user, [holderId])).get(holderId) ?? null;
  throw new AppError(
    'LEAD_DUPLICATE_PHONE',
    name
      ? `Another lead has this phone now (${name}): open it, change or merge it, then restore`
      : 'Another lead has this phone now',
    { leadId: name ? holderId : null, name },
  );
}
