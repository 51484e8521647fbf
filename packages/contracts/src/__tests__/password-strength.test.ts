import { choosePasswordProblem, ownerWords, passwordWeakness } from '../auth/password-strength';
import { PASSWORD_MESSAGES, PASSWORD_TIPS, PASSWORD_WARNINGS, weakPasswordMessage } from '../index';

const SARA = { name: 'Sara Ali', email: 'sara.ali@agency.test', agencyName: 'Nile Realty' };

describe('choosePasswordProblem: the quick rules, then the strength estimate', () => {
  // The list: each was accepted through an invitation before.
  it.each([
    ['ceo12345', PASSWORD_MESSAGES.published],
    ['agent123', PASSWORD_MESSAGES.published],
    ['aaaaaaaa', PASSWORD_MESSAGES.oneCharacter],
    ['        ', PASSWORD_MESSAGES.oneCharacter],
    ['\u0000'.repeat(8), PASSWORD_MESSAGES.oneCharacter],
    ['agency123', weakPasswordMessage({ warning: 'userInputs' })],
    ['Agency2024', weakPasswordMessage({ warning: 'userInputs' })],
    ['Passw0rd!', weakPasswordMessage({ warning: 'similarToCommon' })],
    ['zxcvbnm1', weakPasswordMessage({ warning: 'common' })],
    ['Password123', weakPasswordMessage({ warning: 'common' })],
    ['12345678', weakPasswordMessage({ warning: 'topTen' })],
    ['iloveyou', weakPasswordMessage({ warning: 'topHundred' })],
    ['qwertyuiop', weakPasswordMessage({ warning: 'topHundred' })],
  ])('%j is refused: %s', (password, message) => {
    expect(choosePasswordProblem(password, SARA)).toBe(message);
  });

  it.each([
    'Quiet-Harbor-42',
    'correct horse battery staple',
    'Cairo#Sales7',
    'كلمة سر قوية',
    'a-Better-Pass-9',
    'Admin-Chose-This-7',
  ])('%j may be used', (password) => {
    expect(choosePasswordProblem(password, SARA)).toBeNull();
  });

  it("refuses the person's own name, email and the agency's name, also run together or with digits", () => {
    for (const password of ['SaraAli2024', 'sara.ali99', 'NileRealty1', 'nilerealty2025', 'Nile Realty 2024']) {
      expect(choosePasswordProblem(password, SARA)).toBe(weakPasswordMessage({ warning: 'userInputs' }));
    }
    // The same words are fine for someone else, where they are only words.
    expect(choosePasswordProblem('NileRealty1', { name: 'Omar', email: 'omar@x.test' })).toBeNull();
  });

  it('catches a published demo login dressed up', () => {
    expect(choosePasswordProblem('Agent123!', SARA)).not.toBeNull();
    expect(choosePasswordProblem('Manager1234', SARA)).not.toBeNull();
  });

  it('says why in one sentence of the known texts', () => {
    const reasons = new Set<string>([...Object.values(PASSWORD_WARNINGS), ...Object.values(PASSWORD_TIPS)]);
    for (const password of ['مرحبا1234', 'abcdefgh1', '19901990', 'Summer2026', 'qazwsxed', 'johnsmith']) {
      const weakness = passwordWeakness(password, SARA);
      expect(weakness).not.toBeNull();
      const reason = weakPasswordMessage(weakness!).replace('Too easy to guess: ', '');
      expect(reasons).toContain(reason);
    }
  });
});

describe('ownerWords', () => {
  it('has each word whole, in parts and run together, lower-cased, with the portal words', () => {
    const words = ownerWords(SARA);
    for (const word of [
      'sara ali',
      'sara',
      'ali',
      'saraali',
      'sara.ali@agency.test',
      'sara.ali',
      'nile realty',
      'nilerealty',
    ])
      expect(words).toContain(word);
    expect(words).toContain('agency');
    expect(words).not.toContain('');
  });

  it('reads Arabic names too', () => {
    expect(ownerWords({ name: 'سارة علي' })).toEqual(expect.arrayContaining(['سارة', 'علي', 'سارةعلي']));
  });
});
