import { z } from 'zod';
import { objectId, requiredText } from '../common/primitives';

export const lookupSchema = z.object({ _id: objectId, label: z.string(), value: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

const lookupValue = z
  .string()
  .trim()
  .max(100)
  // Letters of any script: an interest named in Arabic keeps a value people can read ("شقة_بحرية").
  .regex(/^[\p{L}\p{N}_-]*$/u, 'Value may hold letters, digits, "-" and "_" only');

export const createLookupBody = z.object({
  label: requiredText('Label is required', 100),
  /** Derived from the label when omitted. */
  value: lookupValue.optional(),
});
export type CreateLookupBody = z.infer<typeof createLookupBody>;

export const updateLookupBody = z.object({
  label: requiredText('Label is required', 100).optional(),
  value: lookupValue.optional(),
});
export type UpdateLookupBody = z.infer<typeof updateLookupBody>;

/**
 * "Sea View Apartment" -> "sea_view_apartment", "Café" -> "cafe", "شقة بحرية" -> "شقة_بحرية" (letters of
 * any script kept, Arabic diacritics and tatweel dropped); a label with no letter or digit falls back to a stable slug.
 */
export function lookupValueFromLabel(label: string): string {
  const slug = label
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064B-\u0652\u0670\u0640]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  if (slug) return slug.slice(0, 100);
  let hash = 0;
  for (const ch of label.trim()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `interest_${hash.toString(36)}`;
}
