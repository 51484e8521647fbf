import { PASSWORD_TIPS, PASSWORD_WARNINGS } from '@crm/contracts/zod-free';

/**
 * Why a password is too easy to guess (contracts' password-strength-texts.ts, the API's own words),
 * translated where a field or an import report shows them. Arabic in passwords.ar.ts.
 */
const texts = {
  passwordWeak: 'Too easy to guess: {{reason}}',
  passwordWarningStraightRow: PASSWORD_WARNINGS.straightRow,
  passwordWarningKeyPattern: PASSWORD_WARNINGS.keyPattern,
  passwordWarningSimpleRepeat: PASSWORD_WARNINGS.simpleRepeat,
  passwordWarningExtendedRepeat: PASSWORD_WARNINGS.extendedRepeat,
  passwordWarningSequences: PASSWORD_WARNINGS.sequences,
  passwordWarningRecentYears: PASSWORD_WARNINGS.recentYears,
  passwordWarningDates: PASSWORD_WARNINGS.dates,
  passwordWarningTopTen: PASSWORD_WARNINGS.topTen,
  passwordWarningTopHundred: PASSWORD_WARNINGS.topHundred,
  passwordWarningCommon: PASSWORD_WARNINGS.common,
  passwordWarningSimilarToCommon: PASSWORD_WARNINGS.similarToCommon,
  passwordWarningWordByItself: PASSWORD_WARNINGS.wordByItself,
  passwordWarningNamesByThemselves: PASSWORD_WARNINGS.namesByThemselves,
  passwordWarningCommonNames: PASSWORD_WARNINGS.commonNames,
  passwordWarningUserInputs: PASSWORD_WARNINGS.userInputs,
  passwordWarningPwned: PASSWORD_WARNINGS.pwned,
  passwordTipL33t: PASSWORD_TIPS.l33t,
  passwordTipReverseWords: PASSWORD_TIPS.reverseWords,
  passwordTipAllUppercase: PASSWORD_TIPS.allUppercase,
  passwordTipCapitalization: PASSWORD_TIPS.capitalization,
  passwordTipDates: PASSWORD_TIPS.dates,
  passwordTipRecentYears: PASSWORD_TIPS.recentYears,
  passwordTipAssociatedYears: PASSWORD_TIPS.associatedYears,
  passwordTipSequences: PASSWORD_TIPS.sequences,
  passwordTipRepeated: PASSWORD_TIPS.repeated,
  passwordTipLongerKeyboardPattern: PASSWORD_TIPS.longerKeyboardPattern,
  passwordTipAnotherWord: PASSWORD_TIPS.anotherWord,
  passwordTipUseWords: PASSWORD_TIPS.useWords,
  passwordTipNoNeed: PASSWORD_TIPS.noNeed,
  passwordTipPwned: PASSWORD_TIPS.pwned,
};

export const passwordMessagesEn: Record<keyof typeof texts, string> = texts;
