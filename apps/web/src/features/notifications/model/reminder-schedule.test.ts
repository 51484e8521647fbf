import { browserTimeZone } from '../../../lib/agency-time';
import { msUntilNextReminder, reminderText } from './reminder-schedule';

/** These cases are written in the test machine's zone, standing for the agency's. */
const zone = () => browserTimeZone();

const at = (hours: number, minutes = 0, seconds = 0, ms = 0) => new Date(2025, 4, 14, hours, minutes, seconds, ms);
const HOUR = 3_600_000;

describe('the daily reminder schedule', () => {
  it('waits until 11:00 today when it is earlier', () => {
    expect(msUntilNextReminder(at(9), zone())).toBe(2 * HOUR);
    expect(msUntilNextReminder(at(10, 59, 59, 500), zone())).toBe(500);
    expect(msUntilNextReminder(at(0), zone())).toBe(11 * HOUR);
  });

  it('waits until 11:00 tomorrow when it is later', () => {
    expect(msUntilNextReminder(at(11, 0, 0, 1), zone())).toBe(24 * HOUR - 1);
    expect(msUntilNextReminder(at(15, 30), zone())).toBe(19.5 * HOUR);
    expect(msUntilNextReminder(at(23, 59, 59, 999), zone())).toBe(11 * HOUR + 1);
  });

  it('at exactly 11:00 the next reminder is a day away', () => {
    expect(msUntilNextReminder(at(11), zone())).toBe(24 * HOUR);
  });

  it('lands on 11:00 on the agency clock, whatever the day length (DST)', () => {
    for (const day of [new Date(2025, 2, 29, 15), new Date(2025, 9, 25, 15), new Date(2025, 11, 31, 12)]) {
      const next = new Date(day.getTime() + msUntilNextReminder(day, zone()));
      expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([11, 0, 0]);
      expect(next.getDate()).not.toBe(day.getDate());
    }
  });

  describe('across a daylight-saving change (Europe/London)', () => {
    const savedTz = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Europe/London';
    });
    afterAll(() => {
      process.env.TZ = savedTz;
    });

    it('counts the short and the long night, still landing on 11:00', () => {
      // Clocks go forward on 30 March 2025 and back on 26 October 2025.
      expect(msUntilNextReminder(new Date(2025, 2, 29, 15), 'Europe/London')).toBe(19 * HOUR);
      expect(msUntilNextReminder(new Date(2025, 9, 25, 15), 'Europe/London')).toBe(21 * HOUR);
      expect(new Date(new Date(2025, 2, 29, 15).getTime() + 19 * HOUR).getHours()).toBe(11);
    });
  });

  it("counts on the agency's clock, not the browser's", () => {
    // 08:00 UTC is 10:00 in Cairo: the reminder is an hour away there, three hours away in London.
    expect(msUntilNextReminder(new Date('2026-11-23T08:00:00Z'), 'Africa/Cairo')).toBe(HOUR);
    expect(msUntilNextReminder(new Date('2026-11-23T08:00:00Z'), 'Europe/London')).toBe(3 * HOUR);
  });

  it('takes another hour when asked', () => {
    expect(msUntilNextReminder(at(8), zone(), 9)).toBe(HOUR);
  });
});

describe('the reminder text', () => {
  it('is the spec text with the count', () => {
    expect(reminderText(3)).toBe('لديك 3 متابعات اليوم');
    expect(reminderText(0)).toBe('لديك 0 متابعات اليوم');
  });
});
