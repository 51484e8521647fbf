import { digitsOnly, phoneInputText } from '../index';

describe('phoneInputText: what a phone field keeps of what was typed or pasted', () => {
  it.each([
    ['+20 (100) 12-34 ab', '+201001234'],
    ['0100 12-34', '01001234'],
    ['01+00', '0100'],
    // Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them.
    ['٠١٠٠ ٧٧٧ ٦٦٥٥', '01007776655'],
    ['۰۱۰۰۷۷۷۶۶۵۵', '01007776655'],
    ['+٢٠ ١٠٠ ٧٧٧ ٦٦٥٥', '+201007776655'],
    // Pasted from an Arabic chat: direction marks around it, a full-width plus.
    ['\u200F+20 100 777 6655\u200E', '+201007776655'],
    ['＋٢٠١٠٠٧٧٧٦٦٥٥', '+201007776655'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => {
    expect(phoneInputText(typed)).toBe(kept);
  });

  it('compares Arabic-Indic digits as digits', () => {
    expect(digitsOnly('٠١٠٠-٧٧٧')).toBe('0100777');
  });
});
