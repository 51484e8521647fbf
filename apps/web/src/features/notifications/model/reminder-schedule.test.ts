import { msUntilNextReminder, reminderText } from './reminder-schedule';

const CAIRO = 'Africa/Cairo';
/** A time on 14 December 2025 on the agency's clock (Cairo, UTC+2 then); the tests' browser is in Dubai. */
const at = (time: string) => new Date(`2025-12-14T${time}+02:00`);
const HOUR = 3_600_000;

describe('the daily reminder schedule', () => {
  it('waits until 11:00 today when it is earlier', () => {
    expect(msUntilNextReminder(at('09:00'), CAIRO)).toBe(2 * HOUR);
    expect(msUntilNextReminder(at('10:59:59.500'), CAIRO)).toBe(500);
    expect(msUntilNextReminder(at('00:00'), CAIRO)).toBe(11 * HOUR);
  });

  it('waits until 11:00 tomorrow when it is later', () => {
    expect(msUntilNextReminder(at('11:00:00.001'), CAIRO)).toBe(24 * HOUR - 1);
    expect(msUntilNextReminder(at('15:30'), CAIRO)).toBe(19.5 * HOUR);
    expect(msUntilNextReminder(at('23:59:59.999'), CAIRO)).toBe(11 * HOUR + 1);
  });

  it('at exactly 11:00 the next reminder is a day away', () => {
    expect(msUntilNextReminder(at('11:00'), CAIRO)).toBe(24 * HOUR);
  });

  it.each([
    // Cairo moves to UTC+3 at the start of Friday 25 April 2025: a short night.
    ['2025-04-24T15:00:00+02:00', CAIRO, 19 * HOUR, '2025-04-25T08:00:00.000Z'],
    // ... and back to UTC+2 at the end of Thursday 30 October 2025: a long one.
    ['2025-10-30T15:00:00+03:00', CAIRO, 21 * HOUR, '2025-10-31T09:00:00.000Z'],
    // London: forward on 30 March 2025, back on 26 October 2025.
    ['2025-03-29T15:00:00Z', 'Europe/London', 19 * HOUR, '2025-03-30T10:00:00.000Z'],
    ['2025-10-25T15:00:00+01:00', 'Europe/London', 21 * HOUR, '2025-10-26T11:00:00.000Z'],
  ])('from %s in %s: %i ms, to 11:00 there (%s), across a daylight-saving change', (now, zone, ms, next) => {
    expect(msUntilNextReminder(new Date(now), zone)).toBe(ms);
    expect(new Date(new Date(now).getTime() + ms).toISOString()).toBe(next);
  });

  it("counts on the agency's clock, not the browser's", () => {
    // 08:00 UTC is 10:00 in Cairo: the reminder is an hour away there, three hours away in London.
    expect(msUntilNextReminder(new Date('2026-11-23T08:00:00Z'), 'Africa/Cairo')).toBe(HOUR);
    expect(msUntilNextReminder(new Date('2026-11-23T08:00:00Z'), 'Europe/London')).toBe(3 * HOUR);
  });

  it('takes another hour when asked', () => {
    expect(msUntilNextReminder(at('08:00'), CAIRO, 9)).toBe(HOUR);
  });
});

describe('the reminder text', () => {
  it('is the spec text with the count', () => {
    expect(reminderText(3)).toBe('لديك 3 متابعات اليوم');
    expect(reminderText(0)).toBe('لديك 0 متابعات اليوم');
  });
});
