/**
 * Why a password is too easy to guess, in English: the texts of the strength estimator's findings
 * (`password-strength.ts`). Kept apart from the estimator, whose dictionaries are large: the API's
 * messages and the web's catalogs read these texts without loading them.
 */

/** zxcvbn's score, 0-4; 3 is "safely unguessable: moderate protection from an offline attack". */
export const MIN_PASSWORD_SCORE = 3;

/** What the estimator found (zxcvbn's warning keys). */
export const PASSWORD_WARNINGS = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: "It contains a name, the email or the agency's name.",
  pwned: 'This password was exposed by a data breach.',
} as const;

/** What would make it stronger (zxcvbn's suggestion keys). */
export const PASSWORD_TIPS = {
  l33t: 'Avoid predictable letter substitutions like "@" for "a".',
  reverseWords: 'Avoid reversed spellings of common words.',
  allUppercase: 'Capitalize some, but not all letters.',
  capitalization: 'Capitalize more than the first letter.',
  dates: 'Avoid dates and years that are associated with you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are associated with you.',
  sequences: 'Avoid common character sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction multiple times.',
  anotherWord: 'Add more words that are less common.',
  useWords: 'Use multiple words, but avoid common phrases.',
  noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  pwned: 'If you use this password elsewhere, you should change it.',
} as const;

export type PasswordWarning = keyof typeof PASSWORD_WARNINGS;
export type PasswordTip = keyof typeof PASSWORD_TIPS;

/** The one reason shown: what was found, else what to do. */
export type PasswordWeakness = { warning: PasswordWarning } | { tip: PasswordTip };

/** Why a password is refused when the estimate finds it easy to guess (the web translates it as a pattern). */
export const weakPasswordMessage = (weakness: PasswordWeakness): string =>
  `Too easy to guess: ${'warning' in weakness ? PASSWORD_WARNINGS[weakness.warning] : PASSWORD_TIPS[weakness.tip]}`;
