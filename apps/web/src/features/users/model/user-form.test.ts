import type { User } from '@crm/contracts';
import {
  NEW_USER_INVALID,
  canDeleteUser,
  canEditUser,
  canSaveUserEdit,
  emptyUserForm,
  isValidEmail,
  roleOptionsFor,
  teamsLabel,
  toCreateUserBody,
  toUpdateUserBody,
  validateNewUser,
} from './user-form';

const valid = { name: 'Sara Ali', email: 'sara@agency.test', password: '' };

describe('new user validation', () => {
  it('accepts a name, a valid email and an empty password (the server default)', () => {
    expect(validateNewUser(valid)).toBeNull();
    expect(validateNewUser({ ...valid, password: 'Quiet-Harbor-42' })).toBeNull();
  });

  it.each([
    ['a blank name', { ...valid, name: '   ' }],
    ['an email without @', { ...valid, email: 'sara.agency.test' }],
    ['an email without a domain dot', { ...valid, email: 'sara@agency' }],
    ['an email with spaces', { ...valid, email: 'sa ra@agency.test' }],
  ])('refuses %s with the exact alert', (_, values) => {
    expect(validateNewUser(values)).toBe('Please fill valid name/email and password >= 6');
    expect(NEW_USER_INVALID).toBe('Please fill valid name/email and password >= 6');
  });

  it.each([
    ['a 7-character password', 'Ab1-xyz', 'Password must be at least 8 characters'],
    ['a common password', 'password1', 'This password is too common. Please choose one that is harder to guess'],
    ['the email', 'sara@agency.test', 'Password must not be your email address or the part before the @'],
  ])("refuses %s with the password policy's message", (_, password, message) => {
    expect(validateNewUser({ ...valid, password })).toBe(message);
  });

  it('checks emails with a simple pattern, ignoring outer spaces', () => {
    expect(isValidEmail(' a@b.co ')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});

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
  it('allows Save only with a name and a valid email', () => {
    expect(canSaveUserEdit(valid)).toBe(true);
    expect(canSaveUserEdit({ ...valid, name: '' })).toBe(false);
    expect(canSaveUserEdit({ ...valid, email: 'nope' })).toBe(false);
  });

  it('treats the new password as optional but held to the policy', () => {
    expect(canSaveUserEdit({ ...valid, password: 'Quiet-Harbor-42' })).toBe(true);
    expect(canSaveUserEdit({ ...valid, password: 'abc' })).toBe(false);
    expect(canSaveUserEdit({ ...valid, password: 'iloveyou' })).toBe(false);
    expect(canSaveUserEdit({ ...valid, password: 'sara@agency.test' })).toBe(false);
  });

  it('builds the update body with the active flag, a null team and no empty password', () => {
    const body = toUpdateUserBody({ ...emptyUserForm(), ...valid, role: 'Supervisor' }, false);
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
  const ceo = { _id: 'c', role: 'CEO' as const };
  const admin = { _id: 'a', role: 'Admin' as const };

  it('offers the CEO role only to a CEO', () => {
    expect(roleOptionsFor('CEO')).toEqual(['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent']);
    expect(roleOptionsFor('Admin')).toEqual(['Admin', 'Manager', 'Supervisor', 'Agent']);
  });

  it('lets only a CEO edit or delete a CEO, and nobody delete themselves', () => {
    expect(canEditUser(admin, ceo)).toBe(false);
    expect(canDeleteUser(admin, ceo)).toBe(false);
    expect(canEditUser(ceo, { role: 'CEO' })).toBe(true);
    expect(canDeleteUser(admin, { _id: 'm', role: 'Manager' })).toBe(true);
    expect(canDeleteUser(admin, admin)).toBe(false);
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
