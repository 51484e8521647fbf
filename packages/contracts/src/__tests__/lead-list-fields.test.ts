import type { z } from 'zod';
import { LEAD_LIST_FIELDS, listLeadsQuery, type UrlField } from '../leads/lead.schema';

// The leads screen reads its URL with LEAD_LIST_FIELDS (no zod); the API checks it with listLeadsQuery.
describe('the leads list fields without zod', () => {
  const shape = listLeadsQuery.shape as Record<string, z.ZodType>;
  const fields = LEAD_LIST_FIELDS as Record<string, UrlField>;

  it('name exactly the fields of the list query', () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
  });

  it.each(Object.keys(LEAD_LIST_FIELDS))('%s: the same values pass, and the same default', (key) => {
    const field = fields[key] as UrlField;
    const schema = shape[key] as z.ZodType;
    const passes = (value: unknown) => schema.safeParse(value).success;
    expect(schema.safeParse(undefined).data).toEqual('default' in field ? field.default : undefined);
    if (field.kind === 'choice') {
      for (const value of field.values) expect(passes(value)).toBe(true);
      expect(passes('not-a-choice')).toBe(false);
    }
    if (field.kind === 'id') {
      expect(passes('65a1b2c3d4e5f60718293a4b')).toBe(true);
      expect(passes('65a1b2c3')).toBe(false);
    }
    if (field.kind === 'text') {
      expect(passes('x'.repeat(field.max))).toBe(true);
      expect(passes('x'.repeat(field.max + 1))).toBe(false);
    }
    if (field.kind === 'number') {
      expect(passes(String(field.min))).toBe(true);
      expect(passes(String(field.min - 1))).toBe(false);
      expect(passes('1.5')).toBe(false);
      // The screen offers fewer page sizes than the API takes: each it offers passes.
      for (const size of field.values ?? []) expect(passes(String(size))).toBe(true);
    }
  });
});
