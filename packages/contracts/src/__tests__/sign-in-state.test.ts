import { signInStateOf } from '../index';

describe('signInStateOf: whether a person can sign in', () => {
  const now = Date.parse('2026-12-03T10:00:00Z');
  it.each([
    [{ awaitingPassword: false }, 'ready'],
    [{}, 'ready'],
    [{ awaitingPassword: true, invitationExpiresAt: '2026-12-05T10:00:00Z' }, 'invited'],
    [{ awaitingPassword: true, invitationExpiresAt: new Date('2026-12-05T10:00:00Z') }, 'invited'],
    [{ awaitingPassword: true, invitationExpiresAt: '2026-12-03T10:00:00Z' }, 'linkExpired'],
    [{ awaitingPassword: true, invitationExpiresAt: null }, 'needsLink'],
  ])('%j -> %s', (user, state) => {
    expect(signInStateOf(user, now)).toBe(state);
  });
});
