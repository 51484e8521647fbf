import {
  canAssignLead,
  canConvertLead,
  canDeleteLead,
  interestLabel,
  isFollowUpToday,
  privacyLabel,
} from './lead-rules';

describe('isFollowUpToday (the "Today" badge)', () => {
  const now = new Date(2025, 5, 15, 12, 0); // 15 June 2025, noon, local time

  it('is true for any time on the same local day', () => {
    expect(isFollowUpToday(new Date(2025, 5, 15, 0, 0).toISOString(), now)).toBe(true);
    expect(isFollowUpToday(new Date(2025, 5, 15, 23, 59).toISOString(), now)).toBe(true);
  });

  it('is false the day before or after, and without a date', () => {
    expect(isFollowUpToday(new Date(2025, 5, 14, 23, 59).toISOString(), now)).toBe(false);
    expect(isFollowUpToday(new Date(2025, 5, 16, 0, 0).toISOString(), now)).toBe(false);
    expect(isFollowUpToday(new Date(2024, 5, 15, 12, 0).toISOString(), now)).toBe(false);
    expect(isFollowUpToday(null, now)).toBe(false);
    expect(isFollowUpToday('not a date', now)).toBe(false);
  });
});

describe('row actions per role', () => {
  const priv = { privacy: 'agent_private' as const };
  const pub = { privacy: 'public' as const };

  it('offers Convert to Public to Admin/CEO on private leads only', () => {
    expect(canConvertLead({ role: 'Admin' }, priv)).toBe(true);
    expect(canConvertLead({ role: 'CEO' }, priv)).toBe(true);
    expect(canConvertLead({ role: 'Admin' }, pub)).toBe(false);
    expect(canConvertLead({ role: 'Manager' }, priv)).toBe(false);
  });

  it('offers Assign to Manager/Supervisor/Admin/CEO on public leads only', () => {
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor'] as const) {
      expect(canAssignLead({ role }, pub)).toBe(true);
      expect(canAssignLead({ role }, priv)).toBe(false);
    }
    expect(canAssignLead({ role: 'Agent' }, pub)).toBe(false);
  });

  it('offers Delete to Admin/CEO only', () => {
    expect(canDeleteLead({ role: 'CEO' })).toBe(true);
    expect(canDeleteLead({ role: 'Admin' })).toBe(true);
    expect(canDeleteLead({ role: 'Manager' })).toBe(false);
    expect(canDeleteLead(null)).toBe(false);
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
