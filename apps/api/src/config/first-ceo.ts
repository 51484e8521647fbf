import { passwordProblem } from '@crm/contracts';

/**
 * Passwords anyone can read: the demo logins in the README and the seed, the old shared new-user
 * password, and the test suite's. None may ever open a production account.
 */
export const PUBLISHED_PASSWORDS: readonly string[] = [
  'ceo12345',
  'admin123',
  'manager123',
  'super123',
  'agent123',
  'welcome123',
  'default123',
  'secret123',
  'boss12345',
];

/** What is wrong with a production CEO password, or null: the portal's policy plus the published list. */
export function firstCeoProblem(password: string, email: string | undefined): string | null {
  if (PUBLISHED_PASSWORDS.includes(password.trim().toLowerCase()))
    return 'this password is published (README, demo data); choose your own';
  return passwordProblem(password, email);
}
