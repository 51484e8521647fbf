import { Types } from 'mongoose';
import {
  leadVisibility,
  type ContactChannel,
  type LeadHistoryEntry,
  type LeadHistoryQuery,
  type Paginated,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { historyEntry, toHistoryDto, type StoredHistoryEntry } from './lead.history';
import { LeadModel } from './lead.model';
import { visibilityFilter } from './lead.rules';
import { recordOnLead } from './lead.write';

const LEAD_NOT_FOUND = 'Lead not found';
/** `$slice` takes 32-bit integers: a page past any real history stays a valid (empty) page. */
const MAX_SKIP = 2_000_000_000;

/** One lead the caller may see, by id, as a filter: the visibility check travels inside each query. */
export const visibleLeadFilter = (user: AuthUser, id: string | Types.ObjectId) => ({
  $and: [{ _id: new Types.ObjectId(String(id)) }, visibilityFilter(user)],
});

/**
 * A 'merged' entry names the duplicate merged away (`from`), a lead nobody may open any more; only
 * CEO/Admin, who merge and see every lead, keep its name. Its records now belong to this lead.
 */
const withoutUnseenLeadNames = (user: AuthUser) => (entry: LeadHistoryEntry) =>
  entry.kind === 'merged' && !leadVisibility(user).all ? { ...entry, from: null } : entry;

/**
 * One page of a visible lead's timeline (newest first, as stored), else 404 like GET /api/leads/:id.
 * One round trip that reads only the page (`$slice`) and the count (`$size`), never the whole array.
 */
export async function leadHistory(
  user: AuthUser,
  id: string,
  { page, limit }: LeadHistoryQuery,
): Promise<Paginated<LeadHistoryEntry>> {
  const skip = Math.min((page - 1) * limit, MAX_SKIP);
  const [found] = await LeadModel.aggregate<{ total: number; items: StoredHistoryEntry[] }>([
    { $match: visibleLeadFilter(user, id) },
    {
      $project: {
        _id: 0,
        total: { $size: { $ifNull: ['$history', []] } },
        items: { $slice: [{ $ifNull: ['$history', []] }, skip, limit] },
      },
    },
  ]);
  if (!found) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  return { items: found.items.map(toHistoryDto).map(withoutUnseenLeadNames(user)), total: found.total, page, limit };
}

/**
 * WhatsApp or Call pressed on a lead the caller sees: one write records it and, when it is the
 * assignee's first contact since they got the lead, sets `firstContactAt`.
 */
export async function recordContactAttempt(user: AuthUser, id: string, channel: ContactChannel) {
  const entry = historyEntry(user, 'contactAttempt', { note: channel });
  if (!(await recordOnLead(visibleLeadFilter(user, id), entry, user)))
    throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  return toHistoryDto(entry);
}
