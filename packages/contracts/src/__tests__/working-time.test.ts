import { firstContactDueAt, parseWorkingHours, WorkingCalendar } from '../common/working-time';
import { isFirstContactOverdue } from '../leads/first-contact';

const EGYPT_WEEK = parseWorkingHours('Sun-Thu 09:00-18:00');
const due = (at: string, zone = 'Africa/Cairo', hours = EGYPT_WEEK, sla = 15) =>
  firstContactDueAt(new Date(at), sla, hours, zone).toISOString();
const between = (from: string, to: string, zone = 'Africa/Cairo', hours = EGYPT_WEEK) =>
  new WorkingCalendar(hours, zone).workingMinutesBetween(new Date(from), new Date(to));

describe('parseWorkingHours', () => {
  it('reads day ranges, single days and several groups', () => {
    expect(EGYPT_WEEK).toEqual([0, 1, 2, 3, 4].map((day) => ({ day, start: 540, end: 1080 })));
    expect(parseWorkingHours('Sat-Mon 10:00-24:00; wed 08:30-12:00')).toEqual([
      { day: 0, start: 600, end: 1440 },
      { day: 1, start: 600, end: 1440 },
      { day: 3, start: 510, end: 720 },
      { day: 6, start: 600, end: 1440 },
    ]);
  });

  it.each([
    ['', 'no working hours'],
    ['Sun-Thu', 'expected days and hours'],
    ['Sun-Xyz 09:00-18:00', '"Xyz" is not a day'],
    ['Sun-Thu 9-18', 'HH:MM'],
    ['Sun-Thu 18:00-09:00', 'end must be after the start'],
    ['Sun-Thu 09:00-18:00, Mon 10:00-12:00', 'Mon is given twice'],
  ])('refuses %j', (text, message) => {
    expect(() => parseWorkingHours(text)).toThrow(message);
  });
});

describe('first-contact deadline in working time', () => {
  it('Cairo in summer (UTC+3): a lead at 23:00 Wednesday is due 09:15 Thursday', () => {
    expect(due('2024-07-17T20:00:00Z')).toBe('2024-07-18T06:15:00.000Z');
  });

  it('Cairo in winter (UTC+2): the same wall-clock answer', () => {
    expect(due('2024-01-17T21:00:00Z')).toBe('2024-01-18T07:15:00.000Z');
  });

  it("Friday's lead is due Sunday 09:15; a lead inside working hours 15 minutes later", () => {
    expect(due('2024-07-19T07:00:00Z')).toBe('2024-07-21T06:15:00.000Z');
    expect(due('2024-07-21T08:00:00Z')).toBe('2024-07-21T08:15:00.000Z');
  });

  it('carries what is left of the day over a weekend that changes the clock (Cairo DST ends 31 Oct 2024)', () => {
    // Thursday 17:50 (UTC+3): 10 minutes today, 5 on Sunday 09:00 (UTC+2).
    expect(due('2024-10-31T14:50:00Z')).toBe('2024-11-03T07:05:00.000Z');
    // DST starts on Friday 26 April 2024: Thursday 17:55 (UTC+2) -> Sunday 09:10 (UTC+3).
    expect(due('2024-04-25T15:55:00Z')).toBe('2024-04-28T06:10:00.000Z');
  });

  it('a zone far from UTC whose days start on the eve in UTC (Kiritimati, UTC+14, no DST)', () => {
    const week = parseWorkingHours('Mon-Fri 09:00-17:00');
    // Friday 17:00 local: due Monday 09:15 local, which is Sunday in UTC.
    expect(due('2024-07-19T03:00:00Z', 'Pacific/Kiritimati', week)).toBe('2024-07-21T19:15:00.000Z');
    // Friday 08:50 local (Thursday in UTC): due 09:15 the same local day.
    expect(due('2024-07-18T18:50:00Z', 'Pacific/Kiritimati', week)).toBe('2024-07-18T19:15:00.000Z');
  });

  it('a half-hour zone (Kolkata, UTC+5:30) and a deadline longer than a day', () => {
    const week = parseWorkingHours('Mon-Sat 10:00-19:00');
    // Saturday 18:00 local + 120 min: 60 today, 60 on Monday from 10:00.
    expect(due('2024-07-20T12:30:00Z', 'Asia/Kolkata', week, 120)).toBe('2024-07-22T05:30:00.000Z');
    // 9 h a day: 20 h of work from Monday 10:00 ends Wednesday 12:00.
    expect(due('2024-07-22T04:30:00Z', 'Asia/Kolkata', week, 1200)).toBe('2024-07-24T06:30:00.000Z');
  });
});

describe('working minutes between two instants', () => {
  it('counts only working hours of the agency zone', () => {
    // Wednesday 17:50 to Thursday 09:10 (Cairo summer): 10 + 10.
    expect(between('2024-07-17T14:50:00Z', '2024-07-18T06:10:00Z')).toBe(20);
    // A whole week from Sunday 09:00: five days of nine hours.
    expect(between('2024-07-21T06:00:00Z', '2024-07-28T06:00:00Z')).toBe(5 * 540);
    // Friday to Saturday: nothing.
    expect(between('2024-07-19T06:00:00Z', '2024-07-20T15:00:00Z')).toBe(0);
  });

  it('is exact over a DST change and zero when the end is not after the start', () => {
    expect(between('2024-10-31T14:50:00Z', '2024-11-03T07:05:00Z')).toBe(15);
    expect(between('2024-07-18T06:10:00Z', '2024-07-17T14:50:00Z')).toBe(0);
  });

  it('agrees with the deadline it measures (far from UTC)', () => {
    const week = parseWorkingHours('Mon-Fri 09:00-17:00');
    const from = new Date('2024-07-19T03:00:00Z');
    const to = firstContactDueAt(from, 95, week, 'Pacific/Kiritimati');
    expect(new WorkingCalendar(week, 'Pacific/Kiritimati').workingMinutesBetween(from, to)).toBe(95);
  });
});

describe('isFirstContactOverdue', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const lead = {
    status: 'New' as const,
    assignedTo: { _id: '0123456789abcdef01234567', name: 'Amal', email: 'a@x.com', role: 'Agent' as const },
    firstContactAt: null,
    firstContactDueAt: '2026-11-26T09:59:00.000Z',
  };
  it.each([
    ['a New, assigned, uncontacted lead past due', {}, true],
    ['due exactly now', { firstContactDueAt: now.toISOString() }, true],
    ['not yet due', { firstContactDueAt: '2026-11-26T10:01:00.000Z' }, false],
    ['contacted', { firstContactAt: '2026-11-26T09:00:00.000Z' }, false],
    ['moved on from New', { status: 'Contacted' as const }, false],
    ['unassigned', { assignedTo: null, firstContactDueAt: null }, false],
  ])('%s', (_name, change, expected) => {
    expect(isFirstContactOverdue({ ...lead, ...change }, now)).toBe(expected);
  });
});
