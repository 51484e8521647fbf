import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from '../auth/roles';

/**
 * What the whole agency shares: the zone in which "today" and the daily reminder are reckoned, and
 * its country (DEFAULT_COUNTRY), in which phones are shown in their national form.
 */
export const agencySettings = z.object({ timeZone: z.string(), defaultCountry: z.string().length(2) });
export type AgencySettings = z.infer<typeof agencySettings>;

export const settingsContract = {
  get: defineRoute({
    method: 'GET',
    path: '/api/settings',
    summary: "The agency's settings (its time zone, APP_TIMEZONE, and country, DEFAULT_COUNTRY)",
    roles: ROLES,
    response: agencySettings,
  }),
};
