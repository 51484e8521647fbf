import { interestLabel, isFollowUpToday, privacyLabel } from './lead-rules';

describe('isFollowUpToday (the "Today" badge)', () => {
  const CAIRO = 'Africa/Cairo';
  const now = new Date('2025-12-15T12:00:00+02:00'); // noon on 15 December in Cairo

  it('is true for any time on the same agency day', () => {
    expect(isFollowUpToday('2025-12-15T00:00:00+02:00', now, CAIRO)).toBe(true);
    expect(isFollowUpToday('2025-12-15T23:59:00+02:00', now, CAIRO)).toBe(true);
    // 23:30 in Cairo is already 01:30 on the 16th on the browser's (Dubai) clock: the agency's day counts.
    expect(isFollowUpToday('2025-12-15T21:30:00.000Z', now, CAIRO)).toBe(true);
  });

  it('is false the day before or after, and without a date', () => {
    expect(isFollowUpToday('2025-12-14T23:59:00+02:00', now, CAIRO)).toBe(false);
    expect(isFollowUpToday('2025-12-16T00:00:00+02:00', now, CAIRO)).toBe(false);
    expect(isFollowUpToday('2024-12-15T12:00:00+02:00', now, CAIRO)).toBe(false);
    expect(isFollowUpToday(null, now, CAIRO)).toBe(false);
    expect(isFollowUpToday('not a date', now, CAIRO)).toBe(false);
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
