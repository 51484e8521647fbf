import { junkReason } from '../junk-rows';

describe('junkReason', () => {
  it.each<[string[], string[], string]>([
    [['Total: 12 leads'], [], 'Skipped: a total row ("Total: 12 leads")'],
    [['Grand total', '', '25,000,000'], [], 'Skipped: a total row ("Grand total 25,000,000")'],
    [['', 'TOTAL', '12'], ['12'], 'Skipped: a total row ("TOTAL 12")'],
    [['المجموع: 10'], ['المجموع: 10'], 'Skipped: a total row ("المجموع: 10")'],
    [['الإجمالي', '١٢'], [], 'Skipped: a total row ("الإجمالي ١٢")'],
    [['اجمالى العملاء'], [], 'Skipped: a total row ("اجمالى العملاء")'],
    [['12'], ['12'], 'Skipped: a row with only a number ("12")'],
    [['', '٣٠'], [], 'Skipped: a row with only a number ("٣٠")'],
    [['', 'عملاء اليوم الثاني'], [], 'Skipped: a note, not a record ("عملاء اليوم الثاني")'],
    [['--- Day 2 ---'], ['--- Day 2 ---'], 'Skipped: a note, not a record ("--- Day 2 ---")'],
    [
      ['Note: numbers from the expo'],
      ['Note: numbers from the expo'],
      'Skipped: a note, not a record ("Note: numbers from the expo")',
    ],
  ])('skips %j', (values, fieldValues, reason) => {
    expect(junkReason(values, fieldValues)).toBe(reason);
  });

  it.each<[string[], string[]]>([
    [
      ['Ann', '01001234567'],
      ['Ann', '01001234567'],
    ],
    [
      ['Total Energies Co.', '01001234567'],
      ['Total Energies Co.', '01001234567'],
    ],
    [
      ['مجموعة طلعت مصطفى', '01001234567'],
      ['مجموعة طلعت مصطفى', '01001234567'],
    ],
    [['Count Dracula'], ['Count Dracula']],
    [['', '01001234567'], ['01001234567']],
    [['1001234567'], []], // a phone saved as a number
    [['محمد أحمد محمود عبد الله'], ['محمد أحمد محمود عبد الله']], // a client without a phone: the row's checks report it
    [['total@agency.com'], []],
    [
      ['3', 'Villa', '2'],
      ['3', 'Villa', '2'],
    ],
    [
      ['', '1', '1'],
      ['1', '1'],
    ], // a unit without its title: the row's checks report it
    [['', '', ''], []],
  ])('keeps %j', (values, fieldValues) => {
    expect(junkReason(values, fieldValues)).toBeNull();
  });
});
