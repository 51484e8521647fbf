import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from '../auth/roles';

/** What the whole agency shares: the zone in which "today" and the daily reminder are reckoned. */
export const agencySettings = z.object({ timeZone: z.string() });
export type AgencySettings = z.infer<typeof agencySettings>;

export const settingsContract = {
  get: defineRoute({
    method: 'GET',
    path: '/api/settings',
    summary: "The agency's settings (its time zone, APP_TIMEZONE)",
    roles: ROLES,
    response: agencySettings,
  }),
};
