import { passwordProblem } from '@crm/contracts';
import { PUBLISHED_PASSWORDS } from './published-logins';

/** What is wrong with a production CEO password, or null: the portal's policy plus the published list. */
export function firstCeoProblem(password: string, email: string | undefined): string | null {
  if (PUBLISHED_PASSWORDS.includes(password.trim().toLowerCase()))
    return 'this password is published (README, demo data); choose your own';
  return passwordProblem(password, email);
}
