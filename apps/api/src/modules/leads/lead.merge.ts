import { Types } from 'mongoose';
import { can, type Lead } from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { publish } from '../../core/events';
import { mergedAwayOf, mergedIntoOf, type MergeSide } from './lead.changes';
import { pushHistory, type StoredHistoryEntry } from './lead.history';
import { LeadModel } from './lead.model';
import { getLead, LEAD_NOT_FOUND } from './lead.service';

/**
 * Merges a duplicate (`otherId`) into the lead kept (`keptId`): the duplicate's feedback, tasks,
 * unit inquiries, notifications and history move onto the kept lead, which records a 'merged' entry
 * and takes the contact details it lacks; the duplicate is soft-deleted and marked `mergedInto`
 * (never restored). No transactions (design.md §3): the duplicate is claimed first with one atomic
 * update, so two merges of the same lead cannot both run; then each collection moves in one update.
 */
export async function mergeLeads(user: AuthUser, keptId: string, otherId: string): Promise<Lead> {
  if (!can(user, 'leads:merge')) throw forbidden();
  if (keptId === otherId) throw new AppError('LEAD_MERGE_SELF', 'A lead cannot be merged with itself');
  const kept = new Types.ObjectId(keptId);
  const other = new Types.ObjectId(otherId);
  const pair = await LeadModel.find({ _id: { $in: [kept, other] }, deletedAt: null })
    .select('name phone email propertyInterest budget')
    .lean<MergeSide[]>();
  const keptLead = pair.find((l) => l._id.equals(kept));
  if (!keptLead || !pair.some((l) => l._id.equals(other))) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);

  const away = mergedAwayOf(user, keptLead);
  const claimed = await LeadModel.findOneAndUpdate(
    { _id: other, deletedAt: null, mergedInto: null },
    { $set: away.set, $inc: { __v: 1 }, ...pushHistory(...away.entries) },
  )
    .select('+history')
    .lean<MergeSide & { history?: StoredHistoryEntry[] }>();
  if (!claimed) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);

  // Feedback, tasks, notifications and unit inquiries move with it (their modules listen).
  await publish('lead.merged', { actor: user, from: other, into: { _id: kept, name: keptLead.name } });

  const into = mergedIntoOf(user, keptLead, claimed);
  await LeadModel.updateOne(
    { _id: kept },
    {
      ...(Object.keys(into.set).length ? { $set: into.set } : {}),
      $inc: { __v: 1 },
      // The duplicate's story joins the kept one's, in time order (newest first).
      $push: { history: { $each: [...into.entries, ...(claimed.history ?? [])], $sort: { at: -1 } } },
    },
  );
  return getLead(user, keptId);
}
