import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from '../auth/roles';

/**
 * What the whole agency shares: the zone in which "today" and the daily reminder are reckoned, and
 * its country (DEFAULT_COUNTRY), in which phones are shown in their national form.
 */
export const agencySettings = z.object({
  timeZone: z.string(),
  defaultCountry: z.string().length(2),
  /** Speed-to-lead: working minutes a new assignee has to contact a lead (FIRST_CONTACT_SLA). */
  firstContactSlaMinutes: z.number().int().positive(),
  /** The agency's working hours (WORKING_HOURS), in which the SLA is reckoned; Sunday = 0. */
  workingHours: z.array(
    z.object({ day: z.number().int().min(0).max(6), start: z.number().int(), end: z.number().int() }),
  ),
});

export const settingsContract = {
  get: defineRoute({
    method: 'GET',
    path: '/api/settings',
    summary:
      "The agency's settings: time zone (APP_TIMEZONE), country (DEFAULT_COUNTRY), first-contact SLA and working hours",
    roles: ROLES,
    response: agencySettings,
  }),
};
