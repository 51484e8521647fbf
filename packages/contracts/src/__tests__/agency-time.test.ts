import {
  addDays,
  addMonths,
  dayKeyIn,
  dayLabel,
  fromDateTimeLocalIn,
  instantOfWallClock,
  isSameDayIn,
  localDateOf,
  mondayOf,
  monthLabel,
  msUntilNextHourIn,
  startOfLocalDay,
  toDateTimeLocalIn,
  todayRange,
  utcOffsetMinutes,
  wallClockIn,
} from '../common/agency-time';

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();

describe('local days in a zone', () => {
  it('finds local midnight in a zone ahead of UTC', () => {
    expect(iso(startOfLocalDay({ year: 2026, month: 1, day: 15 }, 'Africa/Cairo'))).toBe('2026-01-14T22:00:00.000Z');
  });

  it('puts an instant just after local midnight on the new local day', () => {
    const instant = new Date('2026-01-14T22:30:00Z'); // 00:30 in Cairo
    expect(dayLabel(localDateOf(instant, 'Africa/Cairo'))).toBe('2026-01-15');
    expect(dayLabel(localDateOf(instant, 'UTC'))).toBe('2026-01-14');
    expect(wallClockIn(instant, 'Africa/Cairo')).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('refuses an unknown zone', () => {
    expect(() => wallClockIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('handles half-hour zones', () => {
    expect(utcOffsetMinutes(new Date('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(iso(startOfLocalDay({ year: 2026, month: 6, day: 1 }, 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
  });

  it('starts weeks on Monday and steps the calendar', () => {
    expect(dayLabel(mondayOf({ year: 2026, month: 11, day: 22 }))).toBe('2026-11-16'); // a Sunday
    expect(dayLabel(mondayOf({ year: 2026, month: 11, day: 23 }))).toBe('2026-11-23'); // a Monday
    expect(dayLabel(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    expect(dayLabel(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29');
    expect(monthLabel(addMonths({ year: 2026, month: 1, day: 1 }, -2))).toBe('2025-11');
  });

  it('gives today as a [start, end) range in the zone', () => {
    const range = todayRange('Africa/Cairo', new Date('2026-01-14T23:00:00Z'));
    expect(iso(range.start)).toBe('2026-01-14T22:00:00.000Z');
    expect(iso(range.end)).toBe('2026-01-15T22:00:00.000Z');
  });

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

describe('daylight saving changes', () => {
  // New York 2026: 02:00 EST -> 03:00 EDT on 8 March, 02:00 EDT -> 01:00 EST on 1 November.
  // London 2026: 01:00 GMT -> 02:00 BST on 29 March, 02:00 BST -> 01:00 GMT on 25 October.
  // Cairo 2026: 00:00 -> 01:00 (UTC+3) on Friday 24 April, 24:00 -> 23:00 (UTC+2) on Thursday 29 October.
  it.each([
    ['America/New_York', 2026, 3, 8, '2026-03-08T05:00:00.000Z'],
    ['America/New_York', 2026, 3, 9, '2026-03-09T04:00:00.000Z'],
    ['America/New_York', 2026, 11, 1, '2026-11-01T04:00:00.000Z'],
    ['America/New_York', 2026, 11, 2, '2026-11-02T05:00:00.000Z'],
    ['Europe/London', 2026, 3, 29, '2026-03-29T00:00:00.000Z'],
    ['Europe/London', 2026, 10, 25, '2026-10-24T23:00:00.000Z'],
    // Cairo skips its midnight: the day starts at 01:00.
    ['Africa/Cairo', 2026, 4, 24, '2026-04-23T22:00:00.000Z'],
    ['Africa/Cairo', 2026, 10, 30, '2026-10-29T22:00:00.000Z'],
  ])('%s: %i-%i-%i starts at %s', (zone, year, month, day, start) => {
    expect(iso(startOfLocalDay({ year, month, day }, zone))).toBe(start);
  });

  it.each([
    // Gaps move forward by their length.
    ['America/New_York', 2026, 3, 8, 2, 30, '2026-03-08T07:30:00.000Z'], // 03:30 EDT
    ['Europe/London', 2026, 3, 29, 1, 30, '2026-03-29T01:30:00.000Z'], // 02:30 BST
    ['Africa/Cairo', 2026, 4, 24, 0, 30, '2026-04-23T22:30:00.000Z'], // 01:30 (UTC+3)
    // Overlaps take the earlier instant.
    ['America/New_York', 2026, 11, 1, 1, 30, '2026-11-01T05:30:00.000Z'], // 01:30 EDT
    ['Europe/London', 2026, 10, 25, 1, 30, '2026-10-25T00:30:00.000Z'], // 01:30 BST
    ['Africa/Cairo', 2026, 10, 29, 23, 30, '2026-10-29T20:30:00.000Z'], // 23:30 (UTC+3)
    // Just outside: one instant.
    ['America/New_York', 2026, 11, 1, 2, 0, '2026-11-01T07:00:00.000Z'],
    ['Africa/Cairo', 2026, 10, 29, 22, 59, '2026-10-29T19:59:00.000Z'],
  ])('%s: %i-%i-%i %i:%i is %s', (zone, year, month, day, hour, minute, instant) => {
    expect(iso(instantOfWallClock({ year, month, day, hour, minute }, zone))).toBe(instant);
  });

  it('resolves a repeated time the same way whatever the machine zone (Node reads TZ anew)', () => {
    // The package has no Node types: the test reaches the environment through globalThis.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
    const machineZone = env.TZ;
    try {
      for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Africa/Cairo', 'Asia/Tokyo']) {
        env.TZ = zone;
        const wall = { year: 2026, month: 10, day: 25, hour: 1, minute: 30 };
        expect(iso(instantOfWallClock(wall, 'Europe/London'))).toBe('2026-10-25T00:30:00.000Z');
      }
    } finally {
      if (machineZone === undefined) delete env.TZ;
      else env.TZ = machineZone;
    }
  });

  it('adds calendar days, not 24 h: noon to noon across a change', () => {
    const noon = (day: { year: number; month: number; day: number }, zone: string) =>
      instantOfWallClock({ ...day, hour: 12 }, zone).getTime();
    const ny = { year: 2026, month: 3, day: 7 };
    expect(iso(new Date(noon(addDays(ny, 1), 'America/New_York')))).toBe('2026-03-08T16:00:00.000Z');
    expect(noon(addDays(ny, 1), 'America/New_York') - noon(ny, 'America/New_York')).toBe(23 * HOUR);
    const cairo = { year: 2026, month: 10, day: 29 };
    expect(iso(new Date(noon(addDays(cairo, 1), 'Africa/Cairo')))).toBe('2026-10-30T10:00:00.000Z');
    expect(noon(addDays(cairo, 1), 'Africa/Cairo') - noon(cairo, 'Africa/Cairo')).toBe(25 * HOUR);
  });

  it.each([
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 23],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 25],
    ['Europe/London', '2026-03-29T12:00:00Z', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    ['Europe/London', '2026-10-25T12:00:00Z', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    ['Africa/Cairo', '2026-04-24T12:00:00Z', '2026-04-23T22:00:00.000Z', '2026-04-24T21:00:00.000Z', 23],
    ['Africa/Cairo', '2026-10-29T12:00:00Z', '2026-10-28T21:00:00.000Z', '2026-10-29T22:00:00.000Z', 25],
  ])('%s: today at %s is [%s, %s), %i h', (zone, now, start, end, hours) => {
    const range = todayRange(zone, new Date(now));
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
    expect(range.end.getTime() - range.start.getTime()).toBe(hours * HOUR);
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
    // ... and enters it on 2026-03-08: from 11:00 EST on Mar 7 to 11:00 EDT is 23 h.
    ['2026-03-07T16:00:00Z', 'America/New_York', 23 * HOUR],
    // Cairo: from 11:00 on Thursday 23 April (UTC+2) to 11:00 on Friday (UTC+3) is 23 h,
    ['2026-04-23T09:00:00Z', 'Africa/Cairo', 23 * HOUR],
    // from 11:00 on Thursday 29 October (UTC+3) to 11:00 on Friday (UTC+2), 25 h.
    ['2026-10-29T08:00:00Z', 'Africa/Cairo', 25 * HOUR],
  ])('from %s in %s it is %i ms away', (now, zone, ms) => {
    expect(msUntilNextHourIn(new Date(now), 11, zone)).toBe(ms);
  });
});

describe('datetime-local fields on the agency clock', () => {
  it.each([
    ['2026-12-03T09:00:00Z', 'Africa/Cairo', '2026-12-03T11:00'],
    ['2026-12-03T09:00:00Z', 'Asia/Dubai', '2026-12-03T13:00'],
    ['2026-12-03T09:00:00Z', 'UTC', '2026-12-03T09:00'],
    // 23:30 UTC is already the next day in Cairo.
    ['2026-12-03T23:30:00Z', 'Africa/Cairo', '2026-12-04T01:30'],
    // Cairo in summer time (UTC+3).
    ['2026-06-01T08:15:00Z', 'Africa/Cairo', '2026-06-01T11:15'],
  ])('shows %s in %s as %s', (instant, zone, value) => {
    expect(toDateTimeLocalIn(instant, zone)).toBe(value);
    expect(toDateTimeLocalIn(new Date(instant), zone)).toBe(value);
  });

  it.each([
    ['2026-12-03T11:00', 'Africa/Cairo', '2026-12-03T09:00:00.000Z'],
    ['2026-12-03T11:00', 'Asia/Dubai', '2026-12-03T07:00:00.000Z'],
    ['2026-12-03T11:00:30', 'Africa/Cairo', '2026-12-03T09:00:30.000Z'],
    ['2026-06-01T11:15', 'Africa/Cairo', '2026-06-01T08:15:00.000Z'],
    ['2026-12-04T01:30', 'Africa/Cairo', '2026-12-03T23:30:00.000Z'],
    // Cairo skips 00:00-01:00 on 24 April 2026: 00:30 moves on to 01:30 (UTC+3).
    ['2026-04-24T00:30', 'Africa/Cairo', '2026-04-23T22:30:00.000Z'],
  ])('reads %s typed in %s as %s', (value, zone, instant) => {
    expect(fromDateTimeLocalIn(value, zone)).toBe(instant);
  });

  it('reads what it wrote back as the same minute', () => {
    const value = toDateTimeLocalIn('2026-12-03T09:00:00.000Z', 'Africa/Cairo');
    expect(fromDateTimeLocalIn(value, 'Africa/Cairo')).toBe('2026-12-03T09:00:00.000Z');
  });

  it.each([
    '',
    'tomorrow',
    '2026-12-03',
    '2026-04-31T10:00',
    '2026-02-29T10:00',
    '2026-12-03T24:00',
    '2026-12-03T10:60',
  ])('finds no instant in %j', (value) => {
    expect(fromDateTimeLocalIn(value, 'Africa/Cairo')).toBeNull();
  });

  it('leaves the field empty for no instant or a broken one', () => {
    expect(toDateTimeLocalIn(null, 'Africa/Cairo')).toBe('');
    expect(toDateTimeLocalIn(undefined, 'Africa/Cairo')).toBe('');
    expect(toDateTimeLocalIn('garbage', 'Africa/Cairo')).toBe('');
  });
});
