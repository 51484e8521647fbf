import { ApiError } from '../../../lib/api-error';
import { duplicateWarning, emptyLeadForm, leadFormFields, toCreateLeadBody } from './lead-form';

const TEAM = 'a'.repeat(24);
const USER = 'b'.repeat(24);

describe('lead form', () => {
  it('shows the team to CEO/Admin/Manager, the assignee to CEO/Admin, the source to all but Manager/Supervisor', () => {
    expect(leadFormFields('Admin')).toEqual({ team: true, assignee: true, source: true });
    expect(leadFormFields('Manager')).toEqual({ team: true, assignee: false, source: false });
    expect(leadFormFields('Supervisor')).toEqual({ team: false, assignee: false, source: false });
    expect(leadFormFields('Agent')).toEqual({ team: false, assignee: false, source: true });
  });

  it('builds the body with trimmed values and only the fields the role may set', () => {
    const values = {
      ...emptyLeadForm(),
      name: '  Sara  ',
      phone: '0100',
      email: ' s@a.test ',
      teamId: TEAM,
      assignedTo: USER,
      source: 'Campaign' as const,
      propertyInterest: 'villa',
    };
    const typed = (value: string) => (value ? 'instant' : null);
    expect(toCreateLeadBody(values, leadFormFields('CEO'), typed)).toEqual({
      name: 'Sara',
      phone: '0100',
      email: 's@a.test',
      status: 'New',
      propertyInterest: 'villa',
      source: 'Campaign',
      teamId: TEAM,
      assignedTo: USER,
    });
    expect(toCreateLeadBody(values, leadFormFields('Supervisor'), typed, true)).toEqual({
      name: 'Sara',
      phone: '0100',
      email: 's@a.test',
      status: 'New',
      propertyInterest: 'villa',
      allowDuplicate: true,
    });
  });

  it("sends a FollowUp's reminder as the instant it was typed for, and no reminder with another status", () => {
    const values = { ...emptyLeadForm(), name: 'Hala', status: 'FollowUp' as const, followUpDate: '2026-12-03T11:00' };
    const cairo = (typed: string) => (typed === '2026-12-03T11:00' ? '2026-12-03T09:00:00.000Z' : null);
    expect(toCreateLeadBody(values, leadFormFields('Agent'), cairo).followUpDate).toBe('2026-12-03T09:00:00.000Z');
    expect(toCreateLeadBody({ ...values, status: 'New' }, leadFormFields('Agent'), cairo)).not.toHaveProperty(
      'followUpDate',
    );
  });

  it('recognises the duplicate-phone answer', () => {
    const dup = new ApiError(409, {
      message: 'A lead with this phone already exists',
      code: 'LEAD_DUPLICATE_PHONE',
      details: { leadId: null, owner: null },
    });
    expect(duplicateWarning(dup)).toEqual({
      message: 'A lead with this phone already exists',
      owner: null,
      leadId: null,
      withColleague: false,
    });
    // A colleague's client: no "Add anyway" (the dialog offers to ask the Supervisor).
    const colleague = new ApiError(409, {
      message: 'This client is already with a colleague.',
      code: 'LEAD_WITH_COLLEAGUE',
    });
    expect(duplicateWarning(colleague)).toMatchObject({ withColleague: true, leadId: null });
    // Another conflict is not a duplicate phone, whatever its status says.
    expect(duplicateWarning(new ApiError(409, { message: 'Taken', code: 'USER_EMAIL_TAKEN' }))).toBeNull();
    expect(duplicateWarning(new ApiError(400, { message: 'Please choose a team' }))).toBeNull();
    expect(duplicateWarning(new Error('x'))).toBeNull();
  });
});
