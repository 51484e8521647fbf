import { westernDigits } from '../imports/match-key';

/** Currencies and area units written around a number, which say nothing of its value. */
const NOISE =
  /(egp|usd|us\$|aed|sar|eur|l\.?\s?e\.?|\$|€|ج\.?\s?م\.?|جنيه(?:ا|ات)?(?:\s*مصري)?|m²|m2|sq\.?\s?m|sqm|square\s*met(?:er|re)s?|met(?:er|re)s?|م²|م2|متر(?:ا)?(?:\s*مربع)?|مربع)/g;
const MILLION = /(million|mn|مليون)/;
const THOUSAND = /(thousand|ألف|الف|(?<=\d\s?)k\b)/;

/** A typed number's text with its digits and marks as 0-9, "." and ",", trimmed and lower-cased. */
export const numberText = (input: string) =>
  westernDigits(input)
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',')
    .trim()
    .toLowerCase();

/**
 * A number as people type it in a form or a sheet: Arabic-Indic digits (٢٬٥٠٠٬٠٠٠), thousands
 * separators (1,250,000 / 1 250 000 / ٬), the Arabic decimal mark (٫), a currency (8,500,000 EGP,
 * ٣ مليون جنيه), an area unit (120 m², ١٢٠ م²), "million" and "thousand" in words. Undefined when
 * blank, NaN when it is not a number.
 */
export function readNumber(input: string): number | undefined {
  let text = numberText(input);
  if (!text) return undefined;
  text = text.replace(NOISE, ' ');
  let factor = 1;
  if (MILLION.test(text)) factor = 1e6;
  else if (THOUSAND.test(text)) factor = 1e3;
  text = text.replace(new RegExp(MILLION, 'g'), ' ').replace(new RegExp(THOUSAND, 'g'), ' ');
  text = text.replace(/[\s\u00A0,'’_]+/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return NaN;
  return Math.round(Number(text) * factor * 1e6) / 1e6;
}
