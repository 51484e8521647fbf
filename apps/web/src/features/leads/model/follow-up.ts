import { followUpProblem, isFollowUpStatus, type FollowUpChange, type LeadStatus } from '@crm/contracts';

/** Follow-up date and notes are editable only while the status is FollowUp, Contacted or Qualified. */
export const canEditFollowUp = (status: LeadStatus) => isFollowUpStatus(status);

export const FOLLOW_UP_LOCKED_HINT =
  'Set the status to FollowUp, Contacted or Qualified to edit the reminder and notes.';

/** What a follow-up form says at its date field when the contract's rule refuses the change (English: the field translates it). */
const PROBLEM_MESSAGES = {
  FOLLOW_UP_DATE_REQUIRED: 'Please choose when to follow up',
  FOLLOW_UP_NOT_ALLOWED: FOLLOW_UP_LOCKED_HINT,
} as const;

/**
 * The message for a form's follow-up change that the contract's rule (followUpProblem, the one
 * the API applies) refuses, else null: the row prompt, the lead page's form and the bulk dialog
 * ask this before sending.
 */
export function followUpFieldError(change: FollowUpChange): string | null {
  const problem = followUpProblem(change);
  return problem && PROBLEM_MESSAGES[problem];
}
