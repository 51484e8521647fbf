import { z } from 'zod';

/** A MongoDB ObjectId as a 24-hex string: malformed ids are a 400, never a cast error. */
export const objectId = z.string().regex(/^[a-f\d]{24}$/i, 'Invalid id');

/** Dates travel as ISO strings. */
export const isoDate = z.iso.datetime({ offset: true });

/** A trimmed, non-empty string (names, labels). */
/** Required text: a missing or blank value gets `message` ("Name is required"), not a type error. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Must be text') })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

export const emailAddress = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email'));

/** A reference to another document, answered with its name in the same request. */
export const teamRef = z.object({ _id: objectId, name: z.string() });
export type TeamRef = z.infer<typeof teamRef>;

/** `{ dataUrl }`: a spreadsheet sent as a data URL (imports of users, leads, units). */
export const importBody = z.object({
  dataUrl: z.string().min(1, 'A file is required').max(15_000_000, 'The file is too large (max 10 MB)'),
});
export type ImportBody = z.infer<typeof importBody>;

export const importResult = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

export const idParams = z.object({ id: objectId });

export const okResponse = z.object({ ok: z.literal(true) });
