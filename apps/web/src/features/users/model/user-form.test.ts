import type { User } from '@crm/contracts';
import { emptyUserForm, roleOptionsFor, teamsLabel, toCreateUserBody, toUpdateUserBody } from './user-form';

const valid = { name: 'Sara Ali', email: 'sara@agency.test', password: '' };

describe('create body', () => {
  const teams = { teamId: 't1', teamIds: ['t1', 't2'] };

  it('sends teamIds only for a Manager', () => {
    const body = toCreateUserBody({ ...emptyUserForm(), ...valid, ...teams, role: 'Manager' });
    expect(body).toEqual({ name: 'Sara Ali', email: 'sara@agency.test', role: 'Manager', teamIds: ['t1', 't2'] });
  });

  it('sends teamId for an Agent or Supervisor, and no teamIds', () => {
    const body = toCreateUserBody({ ...emptyUserForm(), ...valid, ...teams, role: 'Agent' });
    expect(body).toEqual({ name: 'Sara Ali', email: 'sara@agency.test', role: 'Agent', teamId: 't1' });
  });

  it('sends no team for CEO/Admin and omits an empty password', () => {
    const body = toCreateUserBody({ ...emptyUserForm(), ...valid, ...teams, role: 'Admin' });
    expect(body).toEqual({ name: 'Sara Ali', email: 'sara@agency.test', role: 'Admin' });
  });

  it('trims name and email and keeps a typed password', () => {
    const body = toCreateUserBody({ ...emptyUserForm(), name: ' Sara ', email: ' s@a.co ', password: 'secret1' });
    expect(body).toMatchObject({ name: 'Sara', email: 's@a.co', password: 'secret1' });
  });
});

describe('edit dialog', () => {
  it('builds the update body with the active flag, a null team and no empty password', () => {
    const body = toUpdateUserBody({ ...emptyUserForm(), ...valid, role: 'Supervisor', active: false });
    expect(body).toEqual({
      name: 'Sara Ali',
      email: 'sara@agency.test',
      role: 'Supervisor',
      active: false,
      teamId: null,
    });
  });
});

describe('CEO accounts', () => {
  it('offers the CEO and Admin roles only to a CEO: an Admin gives the roles below', () => {
    expect(roleOptionsFor('CEO')).toEqual(['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent']);
    expect(roleOptionsFor('Admin')).toEqual(['Manager', 'Supervisor', 'Agent']);
  });
});

describe('team label', () => {
  const ref = (name: string) => ({ _id: name.padEnd(24, '0'), name });
  it('lists a Manager’s teams and an Agent’s team', () => {
    expect(teamsLabel({ role: 'Manager', teamId: null, teamIds: [ref('North'), ref('South')] } as User)).toBe(
      'North, South',
    );
    expect(teamsLabel({ role: 'Agent', teamId: ref('North'), teamIds: [] } as unknown as User)).toBe('North');
    expect(teamsLabel({ role: 'Admin', teamId: null, teamIds: [] } as unknown as User)).toBe('—');
  });
});
