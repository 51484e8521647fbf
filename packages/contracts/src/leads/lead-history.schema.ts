import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { pageQueryWith, paginated } from '../common/pagination';

/**
 * What a lead's timeline records. Each change to the lead document carries its entry in the same
 * write (the entry is pushed by the update that makes the change); events that live in their own
 * collection (feedback, task, unit inquiry) name that record in `ref`.
 */
export const LEAD_HISTORY_KINDS = [
  'created',
  'imported',
  'status',
  'interest',
  'privacy',
  'assignment',
  'followUp',
  'budget',
  'campaign',
  'team',
  'deleted',
  'restored',
  'feedback',
  'task',
  'unitInquiry',
  'contactAttempt',
  'merged',
  /** Arrived by itself from a lead source (note: the source's name). */
  'arrived',
  /** A repeat inquiry from a lead source: the client asked again (note: the source's name). */
  'inquiry',
  /** Lead routing placed it (note: why), or handed it on after a missed first contact. */
  'routed',
] as const;
export const leadHistoryKindSchema = z.enum(LEAD_HISTORY_KINDS);
export type LeadHistoryKind = z.infer<typeof leadHistoryKindSchema>;

/** Who made a change, as they were named then (null for the system, e.g. a start-up migration). */
export const historyActorSchema = z.object({ _id: objectId, name: z.string() });

export const leadHistoryEntrySchema = z.object({
  _id: objectId,
  at: isoDate,
  kind: leadHistoryKindSchema,
  actor: historyActorSchema.nullable(),
  /**
   * Old and new value as stored (a status, a name, an ISO date), null when there was none. A
   * 'merged' entry's `from` names the duplicate merged away: for CEO/Admin only (lead.timeline.ts).
   */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The record an event points at: a feedback comment, a task, a unit, the merged lead. */
  ref: objectId.nullable(),
  /** Free text shown with the entry (a task's title, a contact attempt's channel). */
  note: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

export const leadHistoryQuery = pageQueryWith(20);
export type LeadHistoryQuery = z.infer<typeof leadHistoryQuery>;
export const leadHistoryPage = paginated(leadHistoryEntrySchema);

/** How staff reach a client from the portal: the WhatsApp and Call buttons. */
export const CONTACT_CHANNELS = ['whatsapp', 'call'] as const;
export const contactChannelSchema = z.enum(CONTACT_CHANNELS);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** Pressing WhatsApp or Call on a lead: recorded on its timeline (the channel is the entry's note). */
export const contactAttemptBody = z.strictObject({ channel: contactChannelSchema });

/** A task entry's `to` (linked to the lead) or `from` (unlinked from it); a state change names the states. */
export const TASK_LINKED = 'linked';
