import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordProblem, PUBLISHED_DEMO_PASSWORDS } from './password-policy';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_TIPS,
  PASSWORD_WARNINGS,
  weakPasswordMessage,
  type PasswordTip,
  type PasswordWarning,
  type PasswordWeakness,
} from './password-strength-texts';

/**
 * The whole password policy: the quick rules (`passwordProblem`) and a strength estimate by
 * zxcvbn-ts with its common and English dictionaries. The dictionaries weigh about 1.5 MB, so this
 * module is its own entry (`@crm/contracts/password-strength`): the API imports it, the web loads it
 * only on a screen where a password is chosen.
 */

/** Whose password it is: their own words are the first an attacker tries. */
export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
  /** AGENCY_NAME: staff reach for it ("Nile Realty 2024"). */
  agencyName?: string | null;
}

/** Words any of this portal's passwords should avoid, whatever the agency is called. */
const PORTAL_WORDS = ['agency', 'crm', 'portal', 'realty', 'estate', 'sales'];

let estimator: ZxcvbnFactory | undefined;
// Built on first use (about 100 ms): a process that never checks a password never pays for it.
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, published: PUBLISHED_DEMO_PASSWORDS },
    graphs: common.adjacencyGraphs,
  }));

/**
 * Each owner word whole, run together and in its parts ("Nile Realty" -> nile realty, nilerealty,
 * nile, realty), then the portal's words. A word's place is its rank: the most telling go first.
 */
export function ownerWords({ name, email, agencyName }: PasswordOwner): string[] {
  const address = email?.trim().toLowerCase() ?? '';
  const texts = [name, agencyName, address.split('@')[0], address].map((text) => text?.trim().toLowerCase() ?? '');
  const partsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  const words = [...texts, ...texts.map((text) => partsOf(text).join('')), ...texts.flatMap(partsOf), ...PORTAL_WORDS];
  return [...new Set(words.filter(Boolean))];
}

const isWarning = (key: string | null): key is PasswordWarning => !!key && key in PASSWORD_WARNINGS;
const isTip = (key: string | undefined): key is PasswordTip => !!key && key in PASSWORD_TIPS;

/** Why a password that passes the quick rules is still too easy to guess, or null when it is not. */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): PasswordWeakness | null {
  const { score, feedback } = zxcvbn().check(password, ownerWords(owner));
  if (score >= MIN_PASSWORD_SCORE) return null;
  if (isWarning(feedback.warning)) return { warning: feedback.warning };
  const tip = feedback.suggestions.find(isTip);
  return { tip: tip ?? 'anotherWord' };
}

/** What is wrong with a new password under the whole policy (English), or null when it may be used. */
export function choosePasswordProblem(password: string, owner: PasswordOwner = {}): string | null {
  const quick = passwordProblem(password, owner.email);
  if (quick) return quick;
  const weakness = passwordWeakness(password, owner);
  return weakness ? weakPasswordMessage(weakness) : null;
}
