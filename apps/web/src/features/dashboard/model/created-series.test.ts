import { bucketTick, bucketTitle, createdWindowQuery, parseBucket, seriesTotal } from './created-series';

describe('chart windows', () => {
  it('asks for 30 days, 12 weeks or 12 months', () => {
    expect(createdWindowQuery('day')).toEqual({ groupBy: 'day', days: 30 });
    expect(createdWindowQuery('week')).toEqual({ groupBy: 'week', weeks: 12 });
    expect(createdWindowQuery('month')).toEqual({ groupBy: 'month', months: 12 });
  });
});

describe('bucket labels', () => {
  it('reads day, week and month labels as local dates', () => {
    expect(parseBucket('2025-03-09')).toEqual(new Date(2025, 2, 9));
    expect(parseBucket('2025-12')).toEqual(new Date(2025, 11, 1));
    expect(parseBucket('soon')).toBeNull();
  });

  it('formats ticks and tooltip titles per grouping', () => {
    expect(bucketTick('2025-03-09', 'day', { locale: 'en-GB' })).toBe('9 Mar');
    expect(bucketTick('2025-03-10', 'week', { locale: 'en-GB', first: true })).toBe('10 Mar');
    expect(bucketTick('2025-03', 'month', { locale: 'en-GB' })).toBe('Mar');
    expect(bucketTick('2025-03', 'month', { locale: 'en-GB', first: true })).toBe('Mar 2025');
    expect(bucketTick('2026-01', 'month', { locale: 'en-GB' })).toBe('Jan 2026');
    expect(bucketTitle('2025-03-10', 'week', 'en-GB')).toBe('Week of 10 Mar 2025');
    expect(bucketTitle('2025-03', 'month', 'en-GB')).toBe('March 2025');
    expect(bucketTitle('2025-03-09', 'day', 'en-GB')).toBe('Sun, 9 Mar 2025');
    expect(bucketTick('weird', 'day')).toBe('weird');
  });

  it('adds up a series', () => {
    expect(seriesTotal([{ count: 2 }, { count: 0 }, { count: 5 }])).toBe(7);
  });
});
