import type { LeadSource, LeadStatus } from '@crm/contracts';
import { paths } from '../../../config/paths';

/** The dashboard narrowed to a team or an assignee (from its own query string). */
export interface StatsScope {
  teamId?: string;
  assignedTo?: string;
}

/** What a card or slice opens on the leads screen. */
export type LeadsFilter =
  | { status: LeadStatus }
  | { followups: 'today' }
  | { source: LeadSource }
  | { firstContact: 'overdue' }
  | Record<never, never>;

const clean = (value: string | null) => value?.trim() || undefined;

/** Reads `teamId` and `assignedTo`; blanks are ignored, so `?teamId=` means the whole scope. */
export function readStatsScope(params: URLSearchParams): StatsScope {
  const scope: StatsScope = {};
  const teamId = clean(params.get('teamId'));
  const assignedTo = clean(params.get('assignedTo'));
  if (teamId) scope.teamId = teamId;
  if (assignedTo) scope.assignedTo = assignedTo;
  return scope;
}

export const isScoped = (scope: StatsScope) => Boolean(scope.teamId || scope.assignedTo);

/** `/leads` with the filter, then the dashboard's scope carried over. */
export function leadsHref(scope: StatsScope, filter: LeadsFilter = {}): string {
  return paths.leads.href({
    ...(filter as Record<string, string>),
    teamId: scope.teamId,
    assignedTo: scope.assignedTo,
  });
}
