/**
 * Length caps of every text the portal stores, the same for forms and imports: an unbounded field
 * once let a 10 MB email in, which then broke the users export for everyone. Zod-free: the URL
 * fields of list screens (lead-list-fields.ts) cut text to them without loading a schema.
 */
export const TEXT_LIMITS = { name: 200, email: 254, label: 100, phone: 40, search: 100, notes: 5000 } as const;
