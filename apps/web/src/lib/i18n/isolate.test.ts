import { isolateValue } from './isolate';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateValue', () => {
  it.each([
    ['en', 'خالد منصور', `${FSI}خالد منصور${PDI}`],
    ['en', 'Laila Hassan', 'Laila Hassan'],
    ['en', '+20 100 777 6655', '+20 100 777 6655'],
    ['ar', 'Laila Hassan', `${FSI}Laila Hassan${PDI}`],
    ['ar', '+20 100 777 6655', `${FSI}+20 100 777 6655${PDI}`],
    ['ar', 'خالد منصور', 'خالد منصور'],
    ['ar', 5, 5],
    ['ar', `${FSI}Laila${PDI}`, `${FSI}Laila${PDI}`],
  ])('in %s, %s', (language, value, shown) => {
    expect(isolateValue(value, language)).toBe(shown);
  });

  it('keeps the order of a mixed line in the sentence around it', () => {
    const line = `Undone by ${String(isolateValue('خالد منصور', 'en'))}: 5 removed`;
    // The name is one unit: the colon and the count stay after it, in the English order.
    expect(line).toBe(`Undone by ${FSI}خالد منصور${PDI}: 5 removed`);
  });
});
