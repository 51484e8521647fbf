import { z } from 'zod';
import { objectId, requiredText } from '../common/primitives';

export const lookupSchema = z.object({ _id: objectId, label: z.string(), value: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

const lookupValue = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/, 'Value may hold letters, digits, "-" and "_" only');

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

/** "Sea View Apartment" -> "sea_view_apartment"; non-Latin labels fall back to a stable slug. */
export function lookupValueFromLabel(label: string): string {
  const slug = label
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug) return slug.slice(0, 100);
  let hash = 0;
  for (const ch of label.trim()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `interest_${hash.toString(36)}`;
}
