import { LEAD_STATUSES } from '@crm/contracts';
import { canEditFollowUp, fromDateTimeLocal, toDateTimeLocal } from './follow-up';

describe('canEditFollowUp', () => {
  it('allows the reminder and notes only in FollowUp, Contacted and Qualified', () => {
    const editable = LEAD_STATUSES.filter(canEditFollowUp);
    expect(editable).toEqual(['Contacted', 'FollowUp', 'Qualified']);
  });
});

describe('datetime-local conversion', () => {
  it('turns local wall time into an ISO instant and back', () => {
    const iso = fromDateTimeLocal('2025-03-09T14:05');
    expect(iso).toBe(new Date(2025, 2, 9, 14, 5).toISOString());
    expect(toDateTimeLocal(iso)).toBe('2025-03-09T14:05');
  });

  it('shows an ISO instant in local time, padded', () => {
    expect(toDateTimeLocal(new Date(2025, 0, 2, 3, 4).toISOString())).toBe('2025-01-02T03:04');
  });

  it('treats empty or malformed values as no reminder', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('tomorrow')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('garbage')).toBe('');
  });
});
