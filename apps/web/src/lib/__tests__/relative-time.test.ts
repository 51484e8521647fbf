import { relativeTime } from '../relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  it.each([
    ['2026-11-26T11:59:40.000Z', 'just now'],
    ['2026-11-26T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-26T09:00:00.000Z', '3 hours ago'],
    ['2026-11-25T10:00:00.000Z', 'yesterday'],
    ['2026-11-21T12:00:00.000Z', '5 days ago'],
    ['2026-11-05T12:00:00.000Z', '3 weeks ago'],
    ['2025-11-26T12:00:00.000Z', 'last year'],
    ['2026-11-26T14:00:00.000Z', 'in 2 hours'],
  ])('%s is "%s" at noon', (at, text) => {
    expect(relativeTime(at, now, 'en-US')).toBe(text);
  });

  it('speaks Arabic', () => {
    expect(relativeTime('2026-11-26T09:00:00.000Z', now, 'ar-EG-u-nu-latn')).toBe('قبل 3 ساعات');
    expect(relativeTime('2026-11-26T11:59:40.000Z', now, 'ar-EG-u-nu-latn')).toBe('الآن');
  });
});
