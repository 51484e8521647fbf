import { addDays, dayLabel, localDateOf, mondayOf, startOfLocalDay, todayRange, zoneOffsetMs } from '../time-zone';

describe('time zone arithmetic', () => {
  it('finds local midnight in a zone ahead of UTC', () => {
    expect(startOfLocalDay({ year: 2026, month: 1, day: 15 }, 'Africa/Cairo').toISOString()).toBe(
      '2026-01-14T22:00:00.000Z',
    );
  });

  it('finds local midnight in a zone behind UTC and across a DST change', () => {
    // New York springs forward on 2026-03-08: midnight is still EST (-5).
    expect(startOfLocalDay({ year: 2026, month: 3, day: 8 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2026, month: 3, day: 9 }, 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('puts an instant just after local midnight on the new local day', () => {
    const instant = new Date('2026-01-14T22:30:00Z'); // 00:30 in Cairo
    expect(dayLabel(localDateOf(instant, 'Africa/Cairo'))).toBe('2026-01-15');
    expect(dayLabel(localDateOf(instant, 'UTC'))).toBe('2026-01-14');
  });

  it('handles half-hour zones', () => {
    expect(zoneOffsetMs(new Date('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3600_000);
  });

  it('starts weeks on Monday', () => {
    expect(dayLabel(mondayOf({ year: 2026, month: 11, day: 22 }))).toBe('2026-11-16'); // a Sunday
    expect(dayLabel(mondayOf({ year: 2026, month: 11, day: 23 }))).toBe('2026-11-23'); // a Monday
    expect(dayLabel(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
  });

  it('gives today as a [start, end) range in the zone', () => {
    const range = todayRange('Africa/Cairo', new Date('2026-01-14T23:00:00Z'));
    expect(range.start.toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });
});
