import { IMPORT_MESSAGES, westernDigits } from '@crm/contracts';

/** "Total: 12 leads", "Grand total", "Sum", "Count of leads" (not "Total Energies Co."). */
const TOTAL_EN =
  /^(grand\s+|sub\s*-?)?(total|sum|count)s?\b(?=\s*($|[:=\-–(]|\d|of\b|leads?\b|clients?\b|rows?\b|units?\b|users?\b))/i;
/** "الإجمالي", "إجمالي العملاء", "المجموع: 10", "مجموع" (not "مجموعة طلعت مصطفى"). */
const TOTAL_AR = /^(ال)?(إجمال[يى]|اجمال[يى]|مجموع|عدد)(?=$|[\s:：=\-–(]|\d)/;
/** A number as a count or a sum is written: "12", "1,234", "٣٠", "2.5" (a phone has more digits). */
const SHORT_NUMBER = /^[+-]?\d{1,3}([,.\s]?\d{3})*([.,]\d+)?$/;
const MAX_COUNT_DIGITS = 6;
/** A banner between rows: "--- Day 2 ---", "*** walk-ins ***", "# notes". */
const DECORATED = /^[-–—*=#•_~]{1,}\s*\S/;
/** More words than a name has, in a column the import reads: a note. */
const NOTE_WORDS = 6;
const PHONE_DIGITS = 7;

/** The row's text as its reason quotes it. */
const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * Why a sheet row is not a record but a summary or a note (then it is skipped and named, not
 * reported as an error), or null for a row to import. `values`: the row's cells in column order;
 * `fieldValues`: those in columns the import reads (a name alone there is a client with details
 * missing, which the row's checks report; a lone text in a column it does not read is a note).
 */
export function junkReason(values: readonly string[], fieldValues: readonly string[]): string | null {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  if (filled.length === 0) return null;
  if (filled.some((v) => v.includes('@'))) return null; // an email: someone to import
  const total = filled.find((v) => TOTAL_EN.test(v) || TOTAL_AR.test(westernDigits(v)));
  if (total) return IMPORT_MESSAGES.skippedTotal(cut(filled.join(' ')));
  if (filled.length > 1) return null;
  const [only = ''] = filled;
  const digits = westernDigits(only);
  if (SHORT_NUMBER.test(digits) && digits.replace(/\D/g, '').length <= MAX_COUNT_DIGITS)
    return IMPORT_MESSAGES.skippedNumber(cut(only));
  if (westernDigits(only).replace(/\D/g, '').length >= PHONE_DIGITS) return null;
  const inFieldColumn = fieldValues.some((v) => v.trim() === only);
  const looksLikeNote =
    !inFieldColumn || only.includes(':') || DECORATED.test(only) || only.split(/\s+/).length > NOTE_WORDS;
  return looksLikeNote ? IMPORT_MESSAGES.skippedNote(cut(only)) : null;
}
