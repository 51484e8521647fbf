import { msUntilNextHourIn } from '@crm/contracts';

/** Spec section 9: the daily follow-up reminder shows at 11:00 agency time, then every day. */
export const REMINDER_HOUR = 11;

/** The reminder's text, exactly as the spec gives it (Arabic: "You have {n} follow-ups today"). */
export const reminderText = (count: number) => `لديك ${count} متابعات اليوم`;

/**
 * Milliseconds from `now` until the next `hour`:00 on the agency's clock (its time zone), strictly
 * after `now` (exactly at 11:00 the next one is tomorrow's). Reckoned on the wall clock, not by
 * adding 24 h, so a daylight-saving change in between still lands on 11:00.
 */
export const msUntilNextReminder = (now: Date, timeZone: string, hour = REMINDER_HOUR): number =>
  msUntilNextHourIn(now, hour, timeZone);
