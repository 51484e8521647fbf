/** Letters written right to left (Hebrew, Arabic and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** What turns around in a right-to-left sentence: Latin letters, digits, a phone's "+". */
const TURNS_IN_RTL = /[A-Za-z\u00C0-\u024F0-9+]/;

/** A value its maker isolated already (LRI, RLI or FSI … PDI). */
const ALREADY_ISOLATED = /^[\u2066-\u2068][^]*\u2069$/;

/**
 * A value put into a sentence (a name, a phone, a title), wrapped in Unicode's first-strong
 * isolate (U+2068 … U+2069) when it runs the other way: an Arabic name in an English sentence, a
 * Latin name or a phone in an Arabic one. Otherwise the sentence's punctuation and numbers join
 * the value's run and the line reads out of order ("Undone by 5 :خالد منصور removed"). Values
 * that read the sentence's way stay as they are.
 */
export function isolateValue(value: unknown, language: string | undefined): unknown {
  if (typeof value !== 'string' || ALREADY_ISOLATED.test(value)) return value;
  const against = language === 'ar' ? TURNS_IN_RTL.test(value) : RIGHT_TO_LEFT.test(value);
  return against ? `\u2068${value}\u2069` : value;
}
