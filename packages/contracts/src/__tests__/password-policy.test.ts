import {
  changePasswordBody,
  createUserBody,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  passwordProblem,
  updateUserBody,
} from '../index';

const EMAIL = 'Sara.Ali@agency.test';

describe('passwordProblem', () => {
  it.each([
    ['Quiet-Harbor-42', EMAIL, null],
    ['correct horse battery staple', EMAIL, null],
    ['8chars!x', undefined, null],
    ['Ab1-xyz', EMAIL, PASSWORD_MESSAGES.tooShort],
    ['', EMAIL, PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(201), EMAIL, PASSWORD_MESSAGES.tooLong],
    // bcrypt reads 72 bytes: 72 Latin letters pass, 73 do not; an Arabic letter takes two bytes.
    ['Quiet-Harbor-42-'.repeat(4) + 'Tide-Pool', EMAIL, PASSWORD_MESSAGES.tooManyBytes],
    ['Quiet-Harbor-42-'.repeat(4) + 'Tide-Poo', EMAIL, null],
    ['سر'.repeat(18), EMAIL, null],
    ['سر'.repeat(18) + 'ب', EMAIL, PASSWORD_MESSAGES.tooManyBytes],
    ['aaaaaaaa', EMAIL, PASSWORD_MESSAGES.oneCharacter],
    ['ceo12345', EMAIL, PASSWORD_MESSAGES.published],
    [' AGENT123 ', EMAIL, PASSWORD_MESSAGES.published],
    ['welcome123', EMAIL, PASSWORD_MESSAGES.published],
    ['        ', EMAIL, PASSWORD_MESSAGES.oneCharacter],
    ['\u0000'.repeat(8), EMAIL, PASSWORD_MESSAGES.oneCharacter],
    ['sara.ali@agency.test', EMAIL, PASSWORD_MESSAGES.isEmail],
    [' SARA.ALI@AGENCY.TEST ', EMAIL, PASSWORD_MESSAGES.isEmail],
    ['Sara.Ali', EMAIL, PASSWORD_MESSAGES.isEmail],
    ['sara.ali', ' sara.ali@agency.test ', PASSWORD_MESSAGES.isEmail],
    ['sara.ali', undefined, null],
  ])('%j for %j -> %j', (password, email, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });

  it('needs at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters');
  });
});

describe('the policy in the bodies', () => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('checks a new user password against their email', () => {
    const base = { name: 'Sara', email: EMAIL, role: 'Agent' };
    expect(createUserBody.safeParse(base).success).toBe(true);
    expect(createUserBody.safeParse({ ...base, password: 'Quiet-Harbor-42' }).success).toBe(true);
    expect(issue(createUserBody.safeParse({ ...base, password: 'sara.ali' }))).toEqual([
      `password: ${PASSWORD_MESSAGES.isEmail}`,
    ]);
    expect(issue(createUserBody.safeParse({ ...base, password: 'ceo12345' }))).toEqual([
      `password: ${PASSWORD_MESSAGES.published}`,
    ]);
  });

  it('lets an edit keep the password (empty) and checks a new one', () => {
    expect(updateUserBody.safeParse({ password: '' }).success).toBe(true);
    expect(updateUserBody.safeParse({ name: 'Sara' }).success).toBe(true);
    expect(issue(updateUserBody.safeParse({ password: 'bbbbbbbbb' }))).toEqual([
      `password: ${PASSWORD_MESSAGES.oneCharacter}`,
    ]);
    expect(issue(updateUserBody.safeParse({ email: EMAIL, password: 'sara.ali' }))).toEqual([
      `password: ${PASSWORD_MESSAGES.isEmail}`,
    ]);
  });

  it('checks the new password of a password change', () => {
    expect(
      changePasswordBody.safeParse({ currentPassword: 'Welcome123', newPassword: 'Quiet-Harbor-42' }).success,
    ).toBe(true);
    // Welcome123 was every new user's password in earlier versions: published, whatever its case.
    expect(issue(changePasswordBody.safeParse({ currentPassword: 'Welcome123', newPassword: 'welcome123' }))).toEqual([
      `newPassword: ${PASSWORD_MESSAGES.published}`,
    ]);
    expect(issue(changePasswordBody.safeParse({ currentPassword: '', newPassword: 'short' }))).toEqual([
      'currentPassword: Current password is required',
      `newPassword: ${PASSWORD_MESSAGES.tooShort}`,
    ]);
  });
});
