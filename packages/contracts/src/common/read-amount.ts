import { numberText, readNumber } from './read-number';

/**
 * An amount as a sheet or a form writes it: in the agency's currency (EGP, in which a budget or a
 * price is stored, never converted), in another currency, or no amount at all.
 */
export type ReadAmount =
  | { kind: 'amount'; value: number }
  /** Written in another currency (ISO code): not stored as EGP, kept as written. */
  | { kind: 'foreign'; currency: string }
  | { kind: 'invalid' };

/**
 * Other currencies as people write them, ISO code first. Checked before EGP's words, as "جنيه
 * استرليني" is a pound sterling and "جنيه" alone an Egyptian pound.
 */
const FOREIGN: readonly [string, RegExp][] = [
  ['GBP', /£|\bgbp\b|sterling|استرليني|إسترليني/],
  ['USD', /\$|\busd\b|\bdollars?\b|دولار/],
  ['EUR', /€|\beur\b|\beuros?\b|يورو/],
  ['AED', /\baed\b|\bdhs?\b|\bdirhams?\b|درهم|دراهم|د\.\s?إ/],
  ['SAR', /\bsar\b|\bsr\b|\briyals?\b|ريال|ر\.\s?س/],
  ['KWD', /\bkwd\b|دينار|د\.\s?ك/],
  ['QAR', /\bqar\b|ر\.\s?ق/],
];

/** EGP as written: "EGP", "LE", "L.E.", "ج.م", "جنيه", "جنيه مصري". */
const EGP = /\begp\b|\bl\.?\s?e\b\.?|ج\.?\s?م\.?|جنيه(?:ا|ات)?(?:\s*مصري)?/g;

/** Scale words and suffixes, as in "2.5M", "850K", "٣ مليون", "850 ألف", "1.2 مليار". */
const SCALES: readonly [number, RegExp][] = [
  [1e9, /\bbillions?\b|(?<=\d\s?)bn\b|\bbn\b|مليار(?:ات)?|(?<=\d\s?)b\b/g],
  [1e6, /\bmillions?\b|(?<=\d\s?)mn\b|\bmn\b|\bmio\b|مليون|ملايين|(?<=\d\s?)m\b/g],
  [1e3, /\bthousands?\b|ألف|الف|آلاف|(?<=\d\s?)k\b/g],
];

/**
 * A money amount as people write it in a sheet: "2.5M", "4m", "850K", "٣ مليون", "850 ألف", "1.2
 * مليار", "2,500,000", "٢٬٥٠٠٬٠٠٠", "EGP 2,500,000", "3 مليون جنيه". An amount in another currency
 * ("$250,000", "USD 250000", "1,500,000 AED", "٥٠٠ ألف ريال", "€90k") is `foreign`: the agency works
 * in EGP and converting at a guessed rate would store a wrong budget. Undefined when blank.
 */
export function readAmount(input: string): ReadAmount | undefined {
  let text = numberText(input);
  if (!text) return undefined;
  const foreign = FOREIGN.find(([, pattern]) => pattern.test(text));
  if (foreign) return /\d/.test(text) ? { kind: 'foreign', currency: foreign[0] } : { kind: 'invalid' };
  text = text.replace(EGP, ' ');
  let factor = 1;
  for (const [scale, pattern] of SCALES) {
    if (text.match(pattern)) {
      factor = scale;
      text = text.replace(pattern, ' ');
      break;
    }
  }
  const value = readNumber(text);
  if (value === undefined || Number.isNaN(value)) return { kind: 'invalid' };
  return { kind: 'amount', value: Math.round(value * factor * 100) / 100 };
}
