import { isFollowUpStatus, type LeadStatus } from './lead.constants';

/**
 * The follow-up rules of a lead change, decided once: the API's single and bulk edits, imports and
 * creation ask `followUpProblem`; the web's lead page, row prompt, bulk dialog and offline outbox
 * ask it (or `needsFollowUpDate`) before sending, so none of them can drift from the others.
 */

/** Statuses in which a lead is in someone's follow-up lists only with a date. */
export const needsFollowUpDate = (status: LeadStatus) => status === 'FollowUp';

export const FOLLOW_UP_PROBLEMS = {
  FOLLOW_UP_NOT_ALLOWED:
    'Follow-up date and notes can be set only while the status is FollowUp, Contacted or Qualified',
  FOLLOW_UP_DATE_REQUIRED: 'A follow-up needs a date and time',
} as const;
export type FollowUpProblem = keyof typeof FOLLOW_UP_PROBLEMS;

export interface FollowUpChange {
  /** The status before the change (null for a new lead). */
  statusBefore: LeadStatus | null;
  /** The status the lead has after the change. */
  statusAfter: LeadStatus;
  /** The follow-up date the lead has after the change (null or undefined: none). */
  followUpDateAfter: string | Date | null | undefined;
  /** Whether the change itself sets the follow-up date or notes. */
  setsFollowUp: boolean;
}

/**
 * What is wrong with a change's follow-up, or null. Follow-up fields are set only in follow-up
 * statuses; a lead that becomes FollowUp (or stays FollowUp while its date is cleared) needs a date.
 * A lead already in FollowUp without a date (older data) may still be edited in other fields.
 */
export function followUpProblem(change: FollowUpChange): FollowUpProblem | null {
  if (change.setsFollowUp && !isFollowUpStatus(change.statusAfter)) return 'FOLLOW_UP_NOT_ALLOWED';
  const decidesDate = change.statusBefore !== change.statusAfter || change.setsFollowUp;
  if (decidesDate && needsFollowUpDate(change.statusAfter) && !change.followUpDateAfter)
    return 'FOLLOW_UP_DATE_REQUIRED';
  return null;
}
