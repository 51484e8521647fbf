/** Spec section 9: the daily follow-up reminder shows at 11:00 local time, then every day. */
export const REMINDER_HOUR = 11;

/** The reminder's text, exactly as the spec gives it (Arabic: "You have {n} follow-ups today"). */
export const reminderText = (count: number) => `لديك ${count} متابعات اليوم`;

/**
 * Milliseconds from `now` until the next `hour`:00 local time, strictly after `now` (exactly at
 * 11:00 the next one is tomorrow's). Built from local calendar fields, not by adding 24 h, so a
 * daylight-saving change in between still lands on 11:00 on the wall clock.
 */
export function msUntilNextReminder(now: Date, hour = REMINDER_HOUR): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}
