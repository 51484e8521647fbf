import { NEW_PASSWORD_TEXT, newPasswordErrors } from './new-password';

const EMAIL = 'laila.hassan@agency.test';
const ok = { currentPassword: 'Welcome123', newPassword: 'Quiet-Harbor-42', confirmPassword: 'Quiet-Harbor-42' };

describe('newPasswordErrors', () => {
  it('accepts a current password and a good new one typed twice', () => {
    expect(newPasswordErrors(ok, EMAIL)).toEqual({});
  });

  it.each([
    ['no current password', { currentPassword: '' }, { currentPassword: NEW_PASSWORD_TEXT.currentRequired }],
    [
      'a short new password',
      { newPassword: 'Ab1-xyz', confirmPassword: 'Ab1-xyz' },
      { newPassword: 'Password must be at least 8 characters' },
    ],
    [
      'a common one',
      { newPassword: 'Password1', confirmPassword: 'Password1' },
      { newPassword: 'This password is too common. Please choose one that is harder to guess' },
    ],
    [
      'the email name',
      { newPassword: 'Laila.Hassan', confirmPassword: 'Laila.Hassan' },
      { newPassword: 'Password must not be your email address or the part before the @' },
    ],
    ['the current one again', { currentPassword: 'Quiet-Harbor-42' }, { newPassword: NEW_PASSWORD_TEXT.sameAsCurrent }],
    [
      'a different confirmation',
      { confirmPassword: 'Quiet-Harbor-43' },
      { confirmPassword: NEW_PASSWORD_TEXT.mismatch },
    ],
  ])('flags %s', (_, change, errors) => {
    expect(newPasswordErrors({ ...ok, ...change }, EMAIL)).toEqual(errors);
  });
});
