import type { Lead } from './lead.schema';

/**
 * Is a lead overdue for its first contact at `now`? New, assigned, not yet contacted by its assignee,
 * past its deadline. The one rule behind the leads screen's badge; the API's query
 * (`overdueClause`, apps/api lead.first-contact.ts) says the same for MongoDB, deleted leads aside.
 */
export function isFirstContactOverdue(
  lead: Pick<Lead, 'status' | 'assignedTo' | 'firstContactAt' | 'firstContactDueAt'>,
  now: Date,
): boolean {
  return (
    lead.status === 'New' &&
    lead.assignedTo !== null &&
    lead.firstContactAt === null &&
    lead.firstContactDueAt !== null &&
    Date.parse(lead.firstContactDueAt) <= now.getTime()
  );
}
