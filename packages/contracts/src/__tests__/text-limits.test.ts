import { createCommentBody, createLeadBody, createUserBody, emailAddress, TEXT_LIMITS, updateLeadBody } from '../index';

const long = (n: number) => 'a'.repeat(n);
const emailOf = (length: number) => `${long(length - '@x.test'.length)}@x.test`;

describe('text length caps (forms and imports alike)', () => {
  it.each([
    ['an email of 254 characters', () => emailAddress.safeParse(emailOf(254)), true],
    ['an email of 255 characters', () => emailAddress.safeParse(emailOf(255)), false],
    ['a 10 MB email', () => emailAddress.safeParse(emailOf(10_000_000)), false],
    [
      'a user name of 200 characters',
      () => createUserBody.safeParse({ name: long(200), email: 'a@b.co', role: 'Agent' }),
      true,
    ],
    [
      'a user name of 201 characters',
      () => createUserBody.safeParse({ name: long(201), email: 'a@b.co', role: 'Agent' }),
      false,
    ],
    ['a lead name of 201 characters', () => createLeadBody.safeParse({ name: long(201) }), false],
    ['a phone of 41 characters', () => createLeadBody.safeParse({ name: 'A', phone: '1'.repeat(41) }), false],
    ['follow-up notes of 5,000 characters', () => updateLeadBody.safeParse({ followUpNotes: long(5000) }), true],
    ['follow-up notes of 5,001 characters', () => updateLeadBody.safeParse({ followUpNotes: long(5001) }), false],
    ['feedback of 5,001 characters', () => updateLeadBody.safeParse({ agentFeedback: long(5001) }), false],
    [
      'a comment of 5,001 characters',
      () => createCommentBody.safeParse({ leadId: 'a'.repeat(24), content: long(5001) }),
      false,
    ],
  ])('%s: accepted %s', (_what, parse, accepted) => {
    expect(parse().success).toBe(accepted);
  });

  it('says how long a text may be', () => {
    const result = emailAddress.safeParse(emailOf(300));
    expect(result.error?.issues[0]?.message).toBe(`At most ${TEXT_LIMITS.email} characters`);
  });
});
