import { can, type Lead, type LeadStatus, type Role } from '@crm/contracts';

type Caller = { role: Role } | null | undefined;

/** Same calendar day in the browser's zone. */
export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The "Today" badge: the follow-up falls on today's local date. */
export function isFollowUpToday(followUpDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!followUpDate) return false;
  const date = new Date(followUpDate);
  return !Number.isNaN(date.getTime()) && isSameLocalDay(date, now);
}

/** `agent_private` (and the legacy 'Private') are private; only `public` is public. */
export const isPublicLead = (lead: Pick<Lead, 'privacy'>) => lead.privacy === 'public';

export const privacyLabel = (lead: Pick<Lead, 'privacy'>) => (isPublicLead(lead) ? 'Public' : 'Private');

/** Convert to Public: Admin/CEO, private leads only. */
export const canConvertLead = (user: Caller, lead: Pick<Lead, 'privacy'>) =>
  can(user, 'leads:convert') && !isPublicLead(lead);

/** Assign: Manager/Supervisor/Admin/CEO, public leads only. */
export const canAssignLead = (user: Caller, lead: Pick<Lead, 'privacy'>) =>
  can(user, 'leads:assign') && isPublicLead(lead);

export const canDeleteLead = (user: Caller) => can(user, 'leads:delete');

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
