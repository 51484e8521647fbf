import type { SignInState } from '@crm/contracts/zod-free';
import type { useT } from './i18n';

type Translate = ReturnType<typeof useT>['t'];

/**
 * What a list or a picker says beside someone who cannot sign in yet ("Invited", "Sign-in link
 * expired", "Needs a sign-in link"); null for someone who can (or when the answer does not say).
 */
export function signInNote(state: SignInState | undefined, t: Translate): string | null {
  if (state === 'invited') return t('access.invited');
  if (state === 'linkExpired') return t('access.linkExpired');
  if (state === 'needsLink') return t('access.needsLink');
  return null;
}

/** A person in an assign dropdown: "Name (Agent)", and " · Invited" when they cannot sign in yet. */
export function pickerLabel(
  person: { name: string; role?: string | null; signIn?: SignInState },
  t: Translate,
  name = person.name,
): string {
  const role = person.role ? ` (${t(`labels.role.${person.role as 'Agent'}`)})` : '';
  const note = signInNote(person.signIn, t);
  return `${name}${role}${note ? ` · ${note}` : ''}`;
}
