import { can, leadExportQuery, portalNotificationSchema, ROLES, rolesFor, type PortalNotification } from '../index';

describe('leads export permissions', () => {
  it('lets CEO and Admin export leads, and only the CEO read the exports list', () => {
    expect(rolesFor('leads:export')).toEqual(['CEO', 'Admin']);
    expect(ROLES.filter((role) => can({ role }, 'leads:viewExports'))).toEqual(['CEO']);
    expect(can({ role: 'Manager' }, 'leads:export')).toBe(false);
  });
});

describe('leadExportQuery', () => {
  it("takes the list's filters and order, and no paging", () => {
    expect(leadExportQuery.parse({ status: 'FollowUp', search: ' sara ', page: '3', limit: '50' })).toEqual({
      status: 'FollowUp',
      search: 'sara',
      order: 'newest',
    });
    expect(leadExportQuery.safeParse({ status: 'Sleeping' }).success).toBe(false);
  });
});

describe('portalNotificationSchema', () => {
  const base = {
    _id: 'a'.repeat(24),
    changedBy: { name: 'Adel', role: 'Admin' },
    read: false,
    readAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('reads a notice of a leads export, which names no lead', () => {
    const notice = {
      ...base,
      type: 'LeadsExported',
      leadId: null,
      leadHidden: true,
      oldValue: null,
      newValue: null,
      count: 12,
    };
    const parsed: PortalNotification = portalNotificationSchema.parse(notice);
    expect(parsed).toEqual(notice);
    expect(portalNotificationSchema.safeParse({ ...notice, leadId: 'b'.repeat(24), count: undefined }).success).toBe(
      false,
    );
  });

  it('still reads notices about a lead as before', () => {
    const lead = { ...base, leadId: 'b'.repeat(24), type: 'StatusChange', oldValue: 'New', newValue: 'Won' };
    expect(portalNotificationSchema.parse({ ...lead, leadHidden: false, leadName: 'Sara' })).toMatchObject({
      leadName: 'Sara',
    });
    expect(portalNotificationSchema.safeParse({ ...lead, leadId: null, leadHidden: true }).success).toBe(false);
  });
});
