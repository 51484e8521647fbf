import { formatters } from '../format';

// The tests' own clock is Dubai's (UTC+4); the agency is in Cairo (UTC+2 in December).
const at = '2026-12-03T09:00:00.000Z';

describe('dates and times read on the agency clock', () => {
  it('shows 09:00 UTC as 11:00 in Cairo in every date formatter', () => {
    const fmt = formatters('en-US', 'Africa/Cairo');
    expect(fmt.time(at)).toBe('11:00 AM');
    expect(fmt.dateTime(at)).toBe('Dec 3, 2026, 11:00 AM');
    expect(fmt.dateAs({ hour: 'numeric', minute: '2-digit' })(at)).toBe('11:00 AM');
  });

  it('puts an instant on the agency day, not the browser day', () => {
    // 21:30 UTC on 3 December is 23:30 in Cairo, already 01:30 on the 4th in Dubai.
    const fmt = formatters('en-US', 'Africa/Cairo');
    expect(fmt.date('2026-12-03T21:30:00.000Z')).toBe('Dec 3, 2026');
    expect(fmt.longDate('2026-12-03T21:30:00.000Z')).toBe('Thursday, December 3, 2026');
  });

  it('speaks Arabic on the same clock', () => {
    expect(formatters('ar-EG-u-nu-latn', 'Africa/Cairo').time(at)).toBe('11:00 ص');
  });
});
