/** Arabic counts take six forms (zero, one, two, few, many, other); English two. */
const FORMS = ['_zero', '_one', '_two', '_few', '_many'] as const;

type Texts = { [key: string]: string | Texts };

/**
 * The catalog with every plural form a family lacks filled from its `_other` text. i18next falls back
 * to English for a missing form: "46 leads fit" on an Arabic screen, where Arabic counts 11 to 99 as
 * "many". The Arabic `_other` wording is readable for any count; a family that needs finer grammar
 * writes its own forms.
 */
export function withAllPluralForms<T extends object>(catalog: T): T {
  const fill = (texts: Texts): Texts => {
    const filled: Texts = {};
    for (const [key, value] of Object.entries(texts)) filled[key] = typeof value === 'string' ? value : fill(value);
    for (const [key, value] of Object.entries(texts)) {
      if (typeof value !== 'string' || !key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const form of FORMS) filled[base + form] ??= value;
    }
    return filled;
  };
  return fill(catalog as Texts) as T;
}
