import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './object-id';
import { TEXT_LIMITS } from './text-limits';

export * from './object-id';

/** A MongoDB ObjectId as a 24-hex string: malformed ids are a 400, never a cast error. */
export const objectId = z.string().regex(OBJECT_ID_PATTERN, 'Invalid id');

/** Dates travel as ISO strings. */
export const isoDate = z.iso.datetime({ offset: true });

export * from './text-limits';

const atMost = (max: number) => `At most ${max} characters`;

/** Free text up to `max` characters (notes, feedback). */
export const boundedText = (max: number = TEXT_LIMITS.notes) => z.string().max(max, atMost(max));

/** Required text: a missing or blank value gets `message` ("Name is required"), not a type error. */
export const requiredText = (message: string, max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Must be text') })
    .trim()
    .min(1, message)
    .max(max, atMost(max));

export const emailAddress = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, atMost(TEXT_LIMITS.email))
  .toLowerCase()
  .pipe(z.email('Please enter a valid email'));

/** A record by its id and name: a reference to another document, answered with its name in the same request. */
export const namedRecord = z.object({ _id: objectId, name: z.string() });

/** A 10 MB spreadsheet is about 13.4 MB as a base64 data URL inside JSON. */
export const IMPORT_BODY_BYTES = 15_000_000;

/**
 * A value mapping's target that creates the team or interest it names (CEO/Admin only):
 * `new:` alone creates it as the sheet writes it, `new:Name` under that name.
 */
export const IMPORT_CREATE_PREFIX = 'new:';

/**
 * `{ dataUrl, columns?, values? }`: a spreadsheet sent as a data URL (imports of users, leads, units),
 * and how the person re-mapped its columns after the preview: a header as the sheet writes it -> the
 * field it fills, or '' to ignore it (columns not named keep what the import recognised). `values`:
 * field -> a value the sheet writes that the portal does not know (as in the preview's
 * `unknownValues`) -> what it stands for: a known value or a record's id (one of the preview's
 * `options`), '' to leave it empty, or `IMPORT_CREATE_PREFIX` (+ a name) to create it.
 */
export const importBody = z.object({
  dataUrl: z.string().min(1, 'A file is required').max(IMPORT_BODY_BYTES, 'The file is too large (max 10 MB)'),
  columns: z.record(z.string().max(200), z.string().max(40)).optional(),
  values: z
    .record(z.string().max(40), z.record(z.string().max(TEXT_LIMITS.notes), z.string().trim().max(TEXT_LIMITS.name)))
    .optional(),
  /** The file's name as the person chose it, for the Imports list. */
  fileName: z.string().trim().max(200).optional(),
  /** The sheet row (1-based) that holds the headers, as the person chose it; else it is found. */
  headerRow: z.number().int().min(1).max(1_000_000).optional(),
});
export type ImportBody = z.infer<typeof importBody>;

export const importResult = z.object({
  /** The import's batch (Imports list, undo); absent when nothing could be read. */
  batchId: objectId.optional(),
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(
    z.object({
      row: z.number().int(),
      message: z.string(),
      /** The record already on file that this row duplicates, when the importer may see it (a link in the report). */
      existing: namedRecord.optional(),
    }),
  ),
  /** Rows that are not records (a total, a note between rows), skipped and named; not counted as errors. */
  skippedRows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /**
   * Rows imported with something left out: a value the portal does not know (left empty, kept in the
   * notes), an amount in another currency, an assignee two people share.
   */
  warnings: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * What an import would do, before anything is stored: how each header was read (its field, or null
 * when ignored), the fields this import reads, the first rows as they would be stored, every row's
 * problem and the counts. `missing`: the fields the sheet needs one of and has no column for
 * (nothing can be imported until a header is mapped to one of them).
 */
export const importPreview = z.object({
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  fields: z.array(z.string()),
  missing: z.array(z.string()),
  sample: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
  rows: z.number().int(),
  ready: z.number().int(),
  errors: importResult.shape.errors,
  skippedRows: importResult.shape.skippedRows,
  /** The sheet row (1-based) the headers were read from. */
  headerRow: z.number().int(),
  /** The first non-blank rows, any of which the person may choose as the header row (cells cut short). */
  headerCandidates: z.array(z.object({ row: z.number().int(), values: z.array(z.string()) })),
  warnings: importResult.shape.warnings,
  /**
   * Each column whose values the portal does not know: those values with their row counts, and what
   * each may be mapped to (`importBody.values`): `options` (a value or a record's id, with its name;
   * a stored value is shown by the screens' labels), and whether the caller may create one.
   */
  unknownValues: z.array(
    z.object({
      field: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
      canCreate: z.boolean(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** `?lang=`: the language of an import template's headers (the screen's). */
export const importTemplateQuery = z.object({ lang: z.enum(['en', 'ar']).default('en') });

export const idParams = z.object({ id: objectId });

export const okResponse = z.object({ ok: z.literal(true) });
