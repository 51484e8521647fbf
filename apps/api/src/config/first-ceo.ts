import { choosePasswordProblem } from '@crm/contracts/password-strength';
import { PUBLISHED_PASSWORDS } from './published-logins';

/** What is wrong with a production CEO password, or null: the portal's policy plus the published list. */
export function firstCeoProblem(password: string, email: string | undefined, agencyName?: string): string | null {
  if (PUBLISHED_PASSWORDS.includes(password.trim().toLowerCase()))
    return 'this password is published (README, demo data); choose your own';
  return choosePasswordProblem(password, { email, agencyName });
}
