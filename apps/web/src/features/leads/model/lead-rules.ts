import { isPublicLead, isSameDayIn, type Lead, type LeadStatus } from '@crm/contracts';

/** The "Today" badge: the follow-up falls on the agency's today (its zone, as the server counts it). */
export function isFollowUpToday(followUpDate: string | null | undefined, now: Date, timeZone: string): boolean {
  if (!followUpDate) return false;
  const date = new Date(followUpDate);
  return !Number.isNaN(date.getTime()) && isSameDayIn(date, now, timeZone);
}

export const privacyLabel = (lead: Pick<Lead, 'privacy'>) => (isPublicLead(lead) ? 'Public' : 'Private');

export const STATUS_TONES: Record<LeadStatus, 'primary' | 'teal' | 'warning' | 'violet' | 'success' | 'danger'> = {
  New: 'primary',
  Contacted: 'teal',
  FollowUp: 'warning',
  Qualified: 'violet',
  Won: 'success',
  Lost: 'danger',
};

/** The label of an interest value; an unknown value (a deleted lookup) shows as stored. */
export function interestLabel(value: string, interests: readonly { value: string; label: string }[]): string {
  if (!value) return '';
  return interests.find((i) => i.value === value)?.label ?? value;
}
