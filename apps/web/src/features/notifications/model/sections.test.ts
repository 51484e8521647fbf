import type { Lead } from '@crm/contracts';
import { badgeText, notificationsLabel } from './badge';
import { followUpTime, groupFollowUps, notificationChange, notificationTypeLabel, unreadCount } from './sections';

const lead = (name: string, status: Lead['status'], followUpDate: string | null) =>
  ({ _id: name, name, status, followUpDate, phone: '' }) as unknown as Lead;

describe('grouping follow-ups into sections', () => {
  it('puts FollowUp in Follow-ups Today, Contacted and Qualified in Reminders, earliest first', () => {
    const { followUps, reminders } = groupFollowUps([
      lead('Late', 'FollowUp', '2025-05-14T15:00:00.000Z'),
      lead('Qual', 'Qualified', '2025-05-14T09:00:00.000Z'),
      lead('Early', 'FollowUp', '2025-05-14T08:00:00.000Z'),
      lead('Cont', 'Contacted', '2025-05-14T08:30:00.000Z'),
      lead('Won', 'Won', '2025-05-14T08:00:00.000Z'),
      lead('New', 'New', '2025-05-14T08:00:00.000Z'),
    ]);
    expect(followUps.map((l) => l.name)).toEqual(['Early', 'Late']);
    expect(reminders.map((l) => l.name)).toEqual(['Cont', 'Qual']);
  });

  it('keeps both sections empty without leads', () => {
    expect(groupFollowUps([])).toEqual({ followUps: [], reminders: [] });
  });
});

describe('notification text', () => {
  it('labels the four types', () => {
    expect(notificationTypeLabel('Reassignment')).toBe('Assigned');
    expect(notificationTypeLabel('StatusChange')).toBe('Status changed');
    expect(notificationTypeLabel('InterestChange')).toBe('Interest changed');
    expect(notificationTypeLabel('FirstContactOverdue')).toBe('Not contacted in time');
  });

  it('tells a first contact overdue by its deadline, not as a change of value', () => {
    const overdue = { type: 'FirstContactOverdue' as const, oldValue: null, newValue: '2026-11-26T10:00:00.000Z' };
    expect(notificationChange(overdue)).toBeNull();
  });

  it('names empty sides of a change', () => {
    expect(notificationChange({ type: 'Reassignment', oldValue: null, newValue: 'Aya' })).toEqual({
      from: 'Unassigned',
      to: 'Aya',
    });
    expect(notificationChange({ type: 'InterestChange', oldValue: 'Villa', newValue: '' })).toEqual({
      from: 'Villa',
      to: 'No interest',
    });
    // An interest shows its label, never the stored value ("None -> duplex" was what people read).
    const interests = [{ value: 'duplex', label: 'Duplex with garden' }];
    expect(notificationChange({ type: 'InterestChange', oldValue: null, newValue: 'duplex' }, interests)).toEqual({
      from: 'No interest',
      to: 'Duplex with garden',
    });
    expect(notificationChange({ type: 'StatusChange', oldValue: null, newValue: 'Won' })).toEqual({
      from: 'None',
      to: 'Won',
    });
    expect(notificationChange({ type: 'Reassignment', oldValue: null, newValue: null })).toBeNull();
  });

  it('counts unread items', () => {
    expect(unreadCount([{ read: true }, { read: false }, { read: false }])).toBe(2);
  });

  it('shows a follow-up time on the agency clock, and none for a date without a time', () => {
    // 11:30 UTC is 13:30 in Cairo (UTC+2 in December) and 15:30 on the tests' Dubai clock.
    expect(followUpTime('2025-12-14T11:30:00.000Z', 'Africa/Cairo', 'en-GB')).toBe('13:30');
    // Cairo's midnight: a day without a time, though Dubai's clock says 02:00.
    expect(followUpTime('2025-12-13T22:00:00.000Z', 'Africa/Cairo', 'en-GB')).toBeNull();
    // Dubai's midnight is 22:00 in Cairo: a time.
    expect(followUpTime('2025-12-13T20:00:00.000Z', 'Africa/Cairo', 'en-GB')).toBe('22:00');
    expect(followUpTime(null, 'Africa/Cairo', 'en-GB')).toBeNull();
  });
});

describe('the badge', () => {
  it('names the link with the unread count', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(140)).toBe('99+');
  });
});
