import { z } from 'zod';
import { boundedText, isoDate, objectId } from '../common/primitives';
import { leadFiltersQuery, leadStatusSchema } from './lead-query.schema';
import { BULK_LEAD_ACTIONS, BULK_MAX_IDS } from './lead-bulk.rules';

export * from './lead-bulk.rules';

const bulkIds = z
  .array(objectId)
  .min(1, 'Choose at least one lead')
  .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} leads at once`);

/** An action on which leads: listed `ids`, or every lead matching the list's `filter` that the caller sees. */
const onLeads = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ ...shape, ids: bulkIds.optional(), filter: leadFiltersQuery.strict().optional() });

export const bulkLeadsBody = z
  .discriminatedUnion('action', [
    onLeads({ action: z.literal('assign'), userId: objectId }),
    onLeads({
      action: z.literal('status'),
      status: leadStatusSchema,
      /** Only with a follow-up status (FollowUp, Contacted, Qualified), as one at a time. */
      followUpDate: isoDate.nullable().optional(),
      followUpNotes: boundedText().optional(),
    }),
    onLeads({ action: z.literal('convert') }),
    onLeads({ action: z.literal('delete') }),
    /** The undo of a bulk delete (ids only). */
    onLeads({ action: z.literal('restore') }),
  ])
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or filter' });
    if (body.action === 'restore' && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', path: ['filter'], message: 'Restore takes ids' });
  });
export type BulkLeadsBody = z.infer<typeof bulkLeadsBody>;
/** A bulk status change without its target: the status, and for a follow-up status the reminder and notes. */
export type BulkStatusChange = Pick<
  Extract<BulkLeadsBody, { action: 'status' }>,
  'status' | 'followUpDate' | 'followUpNotes'
>;

export const bulkRestoreBody = z.strictObject({ ids: bulkIds });

/** Why a lead was left as it was; the web words each reason (its message is the English fallback). */
export const BULK_SKIP_REASONS = [
  'NOT_FOUND',
  'UNCHANGED',
  'STATUS_CHANGE_FORBIDDEN',
  'LEAD_NOT_PUBLIC',
  'NOT_DELETED',
  'MERGED',
  'CHANGED_MEANWHILE',
  'FOLLOW_UP_DATE_REQUIRED',
  'PHONE_TAKEN',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

export const BULK_SKIP_MESSAGES: Record<BulkSkipReason, string> = {
  NOT_FOUND: 'Not found or not visible to you',
  UNCHANGED: 'Already that way',
  STATUS_CHANGE_FORBIDDEN: 'Not allowed to change status',
  LEAD_NOT_PUBLIC: 'Only public leads can be assigned',
  NOT_DELETED: 'Not deleted',
  MERGED: 'Merged into another lead',
  CHANGED_MEANWHILE: 'Changed by someone else meanwhile',
  FOLLOW_UP_DATE_REQUIRED: 'A follow-up needs a date and time',
  PHONE_TAKEN: 'Another lead has this phone now',
};

export const bulkLeadsResult = z.object({
  action: z.enum(BULK_LEAD_ACTIONS),
  /** Leads the request named (ids sent, or leads matching the filter). */
  requested: z.number().int(),
  changed: z.number().int(),
  changedIds: z.array(objectId),
  skipped: z.array(
    z.object({
      reason: z.enum(BULK_SKIP_REASONS),
      message: z.string(),
      count: z.number().int(),
      ids: z.array(objectId),
    }),
  ),
});
export type BulkLeadsResult = z.infer<typeof bulkLeadsResult>;
