import { browserTimeZone } from '../../../lib/agency-time';
import { interestLabel, isFollowUpToday, privacyLabel } from './lead-rules';

describe('isFollowUpToday (the "Today" badge)', () => {
  const now = new Date(2025, 5, 15, 12, 0); // 15 June 2025, noon, local time

  it('is true for any time on the same local day', () => {
    expect(isFollowUpToday(new Date(2025, 5, 15, 0, 0).toISOString(), now, browserTimeZone())).toBe(true);
    expect(isFollowUpToday(new Date(2025, 5, 15, 23, 59).toISOString(), now, browserTimeZone())).toBe(true);
  });

  it('is false the day before or after, and without a date', () => {
    expect(isFollowUpToday(new Date(2025, 5, 14, 23, 59).toISOString(), now, browserTimeZone())).toBe(false);
    expect(isFollowUpToday(new Date(2025, 5, 16, 0, 0).toISOString(), now, browserTimeZone())).toBe(false);
    expect(isFollowUpToday(new Date(2024, 5, 15, 12, 0).toISOString(), now, browserTimeZone())).toBe(false);
    expect(isFollowUpToday(null, now, browserTimeZone())).toBe(false);
    expect(isFollowUpToday('not a date', now, browserTimeZone())).toBe(false);
  });
});

describe("isFollowUpToday counts the agency's day, not the browser's", () => {
  it('puts 08:00 UTC tomorrow on today when the agency is already past midnight', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z'); // 01:30 on the 24th in Cairo
    expect(isFollowUpToday('2026-11-24T08:00:00Z', lateEvening, 'Africa/Cairo')).toBe(true);
    expect(isFollowUpToday('2026-11-24T08:00:00Z', lateEvening, 'America/New_York')).toBe(false);
  });
});

describe('labels', () => {
  it('shows privacy and interest labels', () => {
    expect(privacyLabel({ privacy: 'public' })).toBe('Public');
    expect(privacyLabel({ privacy: 'agent_private' })).toBe('Private');
    const interests = [{ value: 'sea_view', label: 'Sea View' }];
    expect(interestLabel('sea_view', interests)).toBe('Sea View');
    expect(interestLabel('gone', interests)).toBe('gone');
    expect(interestLabel('', interests)).toBe('');
  });
});
