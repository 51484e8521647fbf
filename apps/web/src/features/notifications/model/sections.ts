import { wallClockIn, type Lead, type LeadNotification, type LeadStatus } from '@crm/contracts';
import { dateFormat } from '../../../lib/i18n/format';

/** "Follow-ups Today" holds FollowUp leads; "Reminders" the Contacted and Qualified ones (spec section 2). */
export const FOLLOW_UP_SECTION_STATUSES: readonly LeadStatus[] = ['FollowUp'];
export const REMINDER_SECTION_STATUSES: readonly LeadStatus[] = ['Contacted', 'Qualified'];

const byFollowUpTime = (a: Lead, b: Lead) =>
  (a.followUpDate ?? '').localeCompare(b.followUpDate ?? '') || a.name.localeCompare(b.name);

/** Splits today's follow-up leads into the two sections, earliest first; other statuses belong to neither. */
export function groupFollowUps(leads: Lead[]): { followUps: Lead[]; reminders: Lead[] } {
  const sorted = [...leads].sort(byFollowUpTime);
  return {
    followUps: sorted.filter((lead) => FOLLOW_UP_SECTION_STATUSES.includes(lead.status)),
    reminders: sorted.filter((lead) => REMINDER_SECTION_STATUSES.includes(lead.status)),
  };
}

const TYPE_LABELS: Record<LeadNotification['type'], string> = {
  Reassignment: 'Assigned',
  StatusChange: 'Status changed',
  InterestChange: 'Interest changed',
  FirstContactOverdue: 'Not contacted in time',
  ClientRequest: 'Client request',
  InquiredAgain: 'Inquired again',
  Unrouted: 'Waiting for an assignee',
};

export const notificationTypeLabel = (type: LeadNotification['type']) => TYPE_LABELS[type];

/** An empty side of a change, in words: nobody assigned, no interest, no value. */
const EMPTY_SIDE: Record<LeadNotification['type'], string> = {
  Reassignment: 'Unassigned',
  InterestChange: 'No interest',
  StatusChange: 'None',
  FirstContactOverdue: 'None',
  ClientRequest: 'None',
  InquiredAgain: 'None',
  Unrouted: 'None',
};

/**
 * The "old → new" pair, with words for an empty side; null when neither side is known. An interest
 * shows its lookup's label (a deleted lookup's value as stored).
 */
export function notificationChange(
  notification: Pick<LeadNotification, 'type' | 'oldValue' | 'newValue'>,
  interests: readonly { value: string; label: string }[] = [],
) {
  if (!notification.oldValue && !notification.newValue) return null;
  // Not a change of a value: a deadline, or a request, told in a sentence of its own (NotificationItem).
  if (['FirstContactOverdue', 'ClientRequest', 'InquiredAgain', 'Unrouted'].includes(notification.type)) return null;
  const shown = (value: string | null) => {
    if (!value) return EMPTY_SIDE[notification.type];
    if (notification.type !== 'InterestChange') return value;
    return interests.find((i) => i.value === value)?.label ?? value;
  };
  return { from: shown(notification.oldValue), to: shown(notification.newValue) };
}

/** Unread first would reorder the list under the reader's hands: newest first, unread merely highlighted. */
export const unreadCount = (items: Pick<LeadNotification, 'read'>[]) => items.filter((n) => !n.read).length;

/** The follow-up time of a lead due today on the agency's clock, e.g. "14:30"; nothing for a date without a time (midnight). */
export function followUpTime(iso: string | null, timeZone: string, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const { hour, minute } = wallClockIn(date, timeZone);
  if (hour === 0 && minute === 0) return null;
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
