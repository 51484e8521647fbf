import type { z } from 'zod';
import type { agencySettings } from '@crm/contracts';

/**
 * The agency the tests sign in to (GET /api/settings): in Cairo, UTC+2 in December, while the
 * tests' own clock is Dubai's, UTC+4 (vite.config.ts). A follow-up at 09:00 UTC is 11:00 here.
 */
export const AGENCY_SETTINGS: z.infer<typeof agencySettings> = {
  timeZone: 'Africa/Cairo',
  defaultCountry: 'EG',
  firstContactSlaMinutes: 15,
  // None: first-contact durations are wall-clock minutes unless a test gives working hours.
  workingHours: [],
};
