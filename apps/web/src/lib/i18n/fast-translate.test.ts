import { ar } from './ar';
import { en } from './en';
import { fastTranslator } from './fast-translate';
import { i18n } from '.';

/** Every key of a catalog, with its plural suffixes folded into the key they belong to. */
function keysOf(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value as object, `${prefix}${name}.`),
  );
}

const COUNTS = [0, 1, 2, 3, 5, 11, 100, 1.5];

describe('the fast translator', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
  });

  it.each([
    ['en', ['en']],
    ['ar', ['ar', 'en']],
  ])('answers every %s text exactly as i18next does, or leaves it to i18next', (language, chain) => {
    const fast = fastTranslator(i18n, chain);
    const keys = [...new Set([...keysOf(en), ...keysOf(ar)])];
    let answered = 0;
    for (const key of keys) {
      const text = String(
        i18n.getResource(language, 'translation', key) ?? i18n.getResource('en', 'translation', key) ?? '',
      );
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const calls: (Record<string, unknown> | undefined)[] = [
        undefined,
        values,
        ...COUNTS.map((count) => ({ ...values, count })),
      ];
      for (const options of calls) {
        const mine = fast(key, options);
        if (mine === undefined) continue;
        answered += 1;
        expect([key, options, mine]).toEqual([
          key,
          options,
          i18n.t(key as 'common.loading', { ...options, lng: language }),
        ]);
      }
    }
    // Nearly every call is answered without i18next.
    expect(answered).toBeGreaterThan(keys.length * 5);
  });

  it('answers an unknown key with its defaultValue, and leaves other i18next options to i18next', () => {
    const fast = fastTranslator(i18n, ['en']);
    expect(fast('labels.status.Someday', { defaultValue: 'Someday' })).toBe('Someday');
    expect(fast('labels.status.Someday')).toBeUndefined();
    expect(fast('common.loading', { context: 'male' })).toBeUndefined();
    expect(fast('common.selectedCount', { count: '2' })).toBeUndefined();
  });
});
