import { dayKeyIn, isSameDayIn, msUntilNextHourIn } from '../agency-time';

const HOUR = 3_600_000;

describe("the agency's day", () => {
  it.each([
    // 23:30 UTC is already tomorrow in Cairo (UTC+2) and still today in New York.
    ['2026-11-23T23:30:00Z', '2026-11-24T08:00:00Z', 'Africa/Cairo', true],
    ['2026-11-23T23:30:00Z', '2026-11-23T12:00:00Z', 'Africa/Cairo', false],
    ['2026-11-23T23:30:00Z', '2026-11-23T12:00:00Z', 'America/New_York', true],
    ['2026-11-23T21:59:00Z', '2026-11-23T22:01:00Z', 'Africa/Cairo', false],
  ])('%s and %s are the same day in %s: %s', (a, b, zone, same) => {
    expect(isSameDayIn(new Date(a), new Date(b), zone)).toBe(same);
  });

  it('names the day as the zone sees it', () => {
    expect(dayKeyIn(new Date('2026-11-23T23:30:00Z'), 'Africa/Cairo')).toBe('2026-11-24');
  });
});

describe('the next 11:00 on the agency clock', () => {
  it.each([
    ['2026-11-23T08:00:00Z', 'Africa/Cairo', 1 * HOUR], // 10:00 in Cairo
    ['2026-11-23T09:00:00Z', 'Africa/Cairo', 24 * HOUR], // exactly 11:00: tomorrow's
    ['2026-11-23T10:00:00Z', 'Africa/Cairo', 23 * HOUR],
    ['2026-11-23T08:00:00Z', 'UTC', 3 * HOUR],
    // New York leaves daylight time on 2026-11-01: from 12:00 EDT on Oct 31 to 11:00 EST is 24 h.
    ['2026-10-31T16:00:00Z', 'America/New_York', 24 * HOUR],
    ['2026-10-31T14:00:00Z', 'America/New_York', 1 * HOUR],
  ])('from %s in %s it is %i ms away', (now, zone, ms) => {
    expect(msUntilNextHourIn(new Date(now), 11, zone)).toBe(ms);
  });
});
