import { WorkingCalendar, type WorkingHours } from '@crm/contracts';
import type { Config } from '../../config/env';

/**
 * Speed-to-lead as the API reckons it: FIRST_CONTACT_SLA working minutes of WORKING_HOURS in the
 * agency zone. One per app (its calendar caches each day's working span).
 */
export interface FirstContactSla {
  slaMinutes: number;
  calendar: WorkingCalendar;
  /** When a lead assigned at `assignedAt` must have been contacted; null without an assignee. */
  dueAt(assignedAt: Date | null): Date | null;
}

export function firstContactSla(settings: {
  firstContactSlaMinutes: number;
  workingHours: WorkingHours;
  timeZone: string;
}): FirstContactSla {
  const calendar = new WorkingCalendar(settings.workingHours, settings.timeZone);
  const slaMinutes = settings.firstContactSlaMinutes;
  return {
    slaMinutes,
    calendar,
    dueAt: (assignedAt) => (assignedAt ? calendar.addWorkingMinutes(assignedAt, slaMinutes) : null),
  };
}

const slaByConfig = new WeakMap<Config, FirstContactSla>();
/** The app's SLA, built once from its config. */
export function slaOf(config: Config): FirstContactSla {
  let sla = slaByConfig.get(config);
  if (!sla) slaByConfig.set(config, (sla = firstContactSla(config)));
  return sla;
}

/**
 * Leads still waiting for their first contact past the deadline: assigned, New, not contacted, not
 * deleted. New only: a lead someone moved on (Contacted, FollowUp...) has been dealt with, even if
 * not by its assignee, and the spec's speed-to-lead is about new leads.
 */
export const overdueClause = (now: Date): Record<string, unknown> => ({
  deletedAt: null,
  status: 'New',
  assignedTo: { $ne: null },
  firstContactAt: null,
  firstContactDueAt: { $lte: now },
});
