import { readAmount } from '../common/read-amount';

describe('readAmount: amounts as people write them', () => {
  it.each([
    ['2.5M', 2_500_000],
    ['8.5M', 8_500_000],
    ['4m', 4_000_000],
    ['850K', 850_000],
    ['850k EGP', 850_000],
    ['٣ مليون', 3_000_000],
    ['3 ملايين جنيه', 3_000_000],
    ['850 ألف', 850_000],
    ['٨٥٠ الف جنيه', 850_000],
    ['1.2 مليار', 1_200_000_000],
    ['١٫٢ مليار', 1_200_000_000],
    ['2,500,000', 2_500_000],
    ['٢٬٥٠٠٬٠٠٠', 2_500_000],
    ['2 500 000', 2_500_000],
    ['EGP 2,500,000', 2_500_000],
    ['2,500,000 ج.م', 2_500_000],
    ['LE 1.5 million', 1_500_000],
    ['1,500,000 L.E.', 1_500_000],
    ['3 مليون جنيه مصري', 3_000_000],
    ['1.5bn', 1_500_000_000],
    ['0', 0],
  ])('%s -> %d EGP', (input, value) => {
    expect(readAmount(input)).toEqual({ kind: 'amount', value });
  });

  it.each([
    ['$250,000', 'USD'],
    ['USD 250000', 'USD'],
    ['250k $', 'USD'],
    ['1,500,000 AED', 'AED'],
    ['١٬٥٠٠٬٠٠٠ درهم', 'AED'],
    ['900,000 SAR', 'SAR'],
    ['٥٠٠ ألف ر.س', 'SAR'],
    ['500 ألف ريال', 'SAR'],
    ['€90k', 'EUR'],
    ['£120,000', 'GBP'],
    ['200 ألف جنيه استرليني', 'GBP'],
  ])('%s is in %s, not EGP', (input, currency) => {
    expect(readAmount(input)).toEqual({ kind: 'foreign', currency });
  });

  it.each(['call me', 'about 2 or 3M', 'TBD', 'USD', 'مليون'])('%s is no amount', (input) => {
    expect(readAmount(input)).toEqual({ kind: 'invalid' });
  });

  it('a blank cell is no value', () => {
    expect(readAmount('  ')).toBeUndefined();
  });
});
