import { isPublicLead, isSameDayIn, type Lead } from '@crm/contracts';

/** The "Today" badge: the follow-up falls on the agency's today (its zone, as the server counts it). */
export function isFollowUpToday(followUpDate: string | null | undefined, now: Date, timeZone: string): boolean {
  if (!followUpDate) return false;
  const date = new Date(followUpDate);
  return !Number.isNaN(date.getTime()) && isSameDayIn(date, now, timeZone);
}

export const privacyLabel = (lead: Pick<Lead, 'privacy'>) => (isPublicLead(lead) ? 'Public' : 'Private');

/** The follow-up form reads the status tones here; they are defined once, in components/ui/tone.ts. */
export { LEAD_STATUS_TONES as STATUS_TONES } from '../../../components/ui/tone';

/** The label of an interest value; an unknown value (a deleted lookup) shows as stored. */
export function interestLabel(value: string, interests: readonly { value: string; label: string }[]): string {
  if (!value) return '';
  return interests.find((i) => i.value === value)?.label ?? value;
}
