import {
  MOST_TICKS,
  bucketTick,
  bucketTitle,
  createdWindowQuery,
  parseBucket,
  seriesTotal,
  tickInterval,
} from './created-series';

describe('chart windows', () => {
  it('asks for 30 days, 12 weeks or 12 months', () => {
    expect(createdWindowQuery('day')).toEqual({ groupBy: 'day', days: 30 });
    expect(createdWindowQuery('week')).toEqual({ groupBy: 'week', weeks: 12 });
    expect(createdWindowQuery('month')).toEqual({ groupBy: 'month', months: 12 });
  });
});

describe('bucket labels', () => {
  it('reads day, week and month labels as calendar days', () => {
    expect(parseBucket('2025-03-09')?.toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(parseBucket('2025-12')?.toISOString()).toBe('2025-12-01T00:00:00.000Z');
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

describe('x-axis labels', () => {
  it('shows at most seven, evenly spaced', () => {
    expect(tickInterval(30)).toBe(4); // every 5th day: 6 labels
    expect(tickInterval(12)).toBe(1); // every 2nd week or month: 6 labels
    expect(tickInterval(7)).toBe(0);
    expect(tickInterval(0)).toBe(0);
  });

  it('shows at most four on a phone', () => {
    expect(tickInterval(30, MOST_TICKS.narrow)).toBe(7); // days 1, 9, 17, 25
    expect(tickInterval(12, MOST_TICKS.narrow)).toBe(2); // 4 labels
  });
});
