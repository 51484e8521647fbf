import { z } from 'zod';
import { boundedText, isoDate, objectId } from '../common/primitives';
import { can, type Permission } from '../auth/policies';
import type { Role } from '../auth/roles';
import { leadFiltersQuery, leadStatusSchema } from './lead.schema';

/** Most leads one bulk request names by id (about 27 KB of JSON, well under the body cap). */
export const BULK_MAX_IDS = 1000;
/** Most leads "all that match the filter" may touch at once: beyond it, narrow the filter. */
export const BULK_MAX_MATCHING = 5000;

export const BULK_LEAD_ACTIONS = ['assign', 'status', 'convert', 'delete', 'restore'] as const;
export type BulkLeadAction = (typeof BULK_LEAD_ACTIONS)[number];

/**
 * The role-level permission each action needs (null: every role; the per-lead rules still apply).
 * The API refuses the whole request with a 403 without it; the web shows only the actions it allows.
 */
export const BULK_ACTION_PERMISSION: Record<BulkLeadAction, Permission | null> = {
  assign: 'leads:assign',
  status: null,
  convert: 'leads:convert',
  delete: 'leads:delete',
  restore: 'leads:delete',
};

export const canBulk = (user: { role: Role } | null | undefined, action: BulkLeadAction) => {
  const permission = BULK_ACTION_PERMISSION[action];
  return Boolean(user) && (permission === null || can(user, permission));
};

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
