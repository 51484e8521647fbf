import { isFollowUpStatus, type LeadStatus } from '@crm/contracts';

/** Follow-up date and notes are editable only while the status is FollowUp, Contacted or Qualified. */
export const canEditFollowUp = (status: LeadStatus) => isFollowUpStatus(status);

export const FOLLOW_UP_LOCKED_HINT =
  'Set the status to FollowUp, Contacted or Qualified to edit the reminder and notes.';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant -> the value of an `<input type="datetime-local">` in the browser's zone. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `<input type="datetime-local">` value (local wall time) -> ISO instant; empty -> null. */
export function fromDateTimeLocal(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
