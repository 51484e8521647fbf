import { choosePasswordProblem, type PasswordOwner } from '@crm/contracts/password-strength';
import { AppError } from '../../errors/app-error';

/** What a password is checked with beside its owner: the agency's name (AGENCY_NAME). */
export interface PasswordWords {
  agencyName: string | null;
}

/**
 * The password policy wherever a person's password is chosen (Add/Edit User, an import's Password
 * column, a sign-in link, a password change): the quick rules and the strength estimate, with the
 * owner's name and email and the agency's name as words to avoid.
 */
export function passwordProblemFor(password: string, owner: Omit<PasswordOwner, 'agencyName'>, words: PasswordWords) {
  return choosePasswordProblem(password, { name: owner.name, email: owner.email, agencyName: words.agencyName });
}

export function assertPasswordAllowed(
  password: string,
  owner: Omit<PasswordOwner, 'agencyName'>,
  words: PasswordWords,
) {
  const problem = passwordProblemFor(password, owner, words);
  if (problem) throw new AppError('PASSWORD_REJECTED', problem);
}
