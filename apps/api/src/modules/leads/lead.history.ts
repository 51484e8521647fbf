import { Schema, Types } from 'mongoose';
import { LEAD_HISTORY_KINDS, type LeadHistoryEntry, type LeadHistoryKind } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';

/**
 * A lead's history lives inside the lead document (newest first), so the update that changes a lead
 * pushes its record in the same atomic write: nothing changes without its record, without
 * transactions (design.md §3). `select: false` keeps it out of every list and lead answer.
 */
export const leadHistoryEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    kind: { type: String, enum: LEAD_HISTORY_KINDS, required: true },
    actor: { type: new Schema({ _id: Schema.Types.ObjectId, name: String }, { _id: false }), default: null },
    from: { type: String, default: null },
    to: { type: String, default: null },
    ref: { type: Schema.Types.ObjectId, default: null },
    note: { type: String, default: '' },
  },
  { _id: true },
);

export type StoredHistoryEntry = {
  _id: Types.ObjectId;
  at: Date;
  kind: LeadHistoryKind;
  actor: { _id: Types.ObjectId; name: string } | null;
  from: string | null;
  to: string | null;
  ref: Types.ObjectId | null;
  note: string;
};

type EntryValue = string | number | Date | Types.ObjectId | null | undefined;
const asText = (value: EntryValue): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return value instanceof Date ? value.toISOString() : String(value);
};

/** One history record, made by `actor` (null: the system) now. */
export function historyEntry(
  actor: Pick<AuthUser, '_id' | 'name'> | null,
  kind: LeadHistoryKind,
  change: { from?: EntryValue; to?: EntryValue; ref?: Types.ObjectId | string | null; note?: string } = {},
  at: Date = new Date(),
): StoredHistoryEntry {
  return {
    _id: new Types.ObjectId(),
    at,
    kind,
    actor: actor ? { _id: new Types.ObjectId(actor._id), name: actor.name } : null,
    from: asText(change.from),
    to: asText(change.to),
    ref: change.ref ? new Types.ObjectId(String(change.ref)) : null,
    note: change.note ?? '',
  };
}

/** The first words of a text a record quotes (feedback on the timeline), not the whole text again. */
export const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The update fragment that records entries with the change it travels with (newest first). */
export const pushHistory = (...entries: StoredHistoryEntry[]) => ({
  $push: { history: { $each: entries, $position: 0 } },
});

export const toHistoryDto = (entry: StoredHistoryEntry): LeadHistoryEntry => ({
  _id: String(entry._id),
  at: entry.at.toISOString(),
  kind: entry.kind,
  actor: entry.actor ? { _id: String(entry.actor._id), name: entry.actor.name } : null,
  from: entry.from ?? null,
  to: entry.to ?? null,
  ref: entry.ref ? String(entry.ref) : null,
  note: entry.note ?? '',
});
