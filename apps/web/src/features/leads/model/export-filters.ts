import type { LeadExport } from '@crm/contracts';

/**
 * One part of a recorded export's filter, in the order the list's filters read; `value` is as the
 * filter was given (a status or source value, an interest value, a search), or for a team or a
 * person their name then (null: no longer there). Order and sort are not filters: left out.
 */
export type ExportFilterPart =
  | { key: 'search' | 'status' | 'source' | 'interest'; value: string }
  | { key: 'team' | 'assignedTo'; value: string | null }
  | { key: 'followUpsToday' | 'missedFollowUps' | 'firstContactOverdue' };

/** The parts of an export's filter; none for an export of all leads. */
export function exportFilterParts({ filters, filterNames }: Pick<LeadExport, 'filters' | 'filterNames'>) {
  const parts: ExportFilterPart[] = [];
  for (const key of ['search', 'status', 'source', 'interest'] as const) {
    const value = filters[key];
    if (value) parts.push({ key, value });
  }
  if (filters.teamId) parts.push({ key: 'team', value: filterNames.team });
  if (filters.assignedTo) parts.push({ key: 'assignedTo', value: filterNames.assignee });
  if (filters.followups === 'today') parts.push({ key: 'followUpsToday' });
  if (filters.followups === 'missed') parts.push({ key: 'missedFollowUps' });
  if (filters.firstContact === 'overdue') parts.push({ key: 'firstContactOverdue' });
  return parts;
}
