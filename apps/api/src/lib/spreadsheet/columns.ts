import { matchKey, type ImportColumn } from '@crm/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { SheetRow } from './read-sheet';

/** The first non-empty cell among several accepted header names (compared by `matchKey`). */
export const pick = (cells: Record<string, string>, ...names: readonly string[]) =>
  names.map((n) => cells[matchKey(n)]).find((v) => v !== undefined && v !== '') ?? '';

/**
 * The columns an import reads, each with the header names it accepts in English and Arabic (the
 * first is its usual name); a header matches whatever its case, spacing, punctuation or Arabic
 * letter forms. Messages name a column as the sheet titles it, so the user finds it.
 */
export function sheetColumns<Field extends string>(table: Record<Field, ImportColumn | readonly string[]>) {
  const namesOf = (names: ImportColumn | readonly string[]): readonly string[] =>
    'en' in names ? [...names.en, ...names.ar] : names;
  const aliases = Object.fromEntries(
    Object.entries<ImportColumn | readonly string[]>(table).map(([field, names]) => [field, namesOf(names)]),
  ) as Record<string, readonly string[]> as Record<Field, readonly string[]>;
  const isField = (name: string): name is Field => Object.hasOwn(aliases, name);
  const value = (row: SheetRow, field: Field) => pick(row.cells, ...aliases[field]);
  const headerOf = (headers: SheetRow['headers'], field: Field) =>
    aliases[field].map((alias) => headers.get(matchKey(alias))).find(Boolean);
  const title = (row: SheetRow, field: Field) => headerOf(row.headers, field) ?? aliases[field][0] ?? field;
  /**
   * The first issue as a report line: its own message when it names the column ("Name is required",
   * "Please enter a valid email"), else prefixed with the column ("Notes: Too big: ...").
   */
  const describe = (row: SheetRow, error: z.ZodError, field?: Field) => {
    const issue = error.issues[0];
    const message = issue?.message ?? 'Invalid value';
    const path = String(issue?.path[0] ?? '');
    const column = field ?? (isField(path) ? path : undefined);
    if (!column) return path ? `${path}: ${message}` : message;
    const names = [title(row, column), aliases[column][0] ?? column].map((n) => n.toLowerCase());
    return names.some((n) => message.toLowerCase().includes(n)) ? message : `${title(row, column)}: ${message}`;
  };
  /** What is missing when none of `fields` has a column ("Name or Phone"), else null. */
  const missingOf = (headers: SheetRow['headers'] | undefined, fields: readonly Field[]) =>
    !headers || fields.some((field) => headerOf(headers, field))
      ? null
      : fields.map((field) => aliases[field][0]).join(' or ');
  /**
   * Refuses a sheet in which none of `fields` has a column (a sheet of other headers would import
   * nothing but errors), naming the headers it has so the person sees why.
   */
  const requireAny = (headers: SheetRow['headers'] | undefined, ...fields: Field[]) => {
    const missing = missingOf(headers, fields);
    if (!missing) return;
    // Named as the sheet writes them, each cut short: a "header" may be a whole pasted paragraph.
    const cut = (header: string) => (header.length > 60 ? `${header.slice(0, 59)}…` : header);
    const all = [...(headers?.values() ?? [])];
    const found = [...all.slice(0, 20).map(cut), ...(all.length > 20 ? ['…'] : [])].join(', ') || 'none';
    throw new AppError('IMPORT_COLUMNS_UNKNOWN', `No ${missing} column found. The sheet's headers: ${found}`);
  };
  const fieldByKey = new Map(
    (Object.keys(aliases) as Field[]).flatMap((field) =>
      aliases[field].map((alias) => [matchKey(alias), field] as const),
    ),
  );
  /** The header names (by `matchKey`) of `names` (all fields when none): to find the header row. */
  const headerKeys = (names: readonly string[] = Object.keys(aliases)) =>
    new Set(names.filter(isField).flatMap((field) => aliases[field].map(matchKey)));
  /** Whether a row's cell key (as read, or re-mapped) is a column this import reads. */
  const isFieldKey = (key: string) => fieldByKey.has(key);
  /** Each header of the sheet, in its order, with the field it fills (null: ignored). */
  const read = (headers: SheetRow['headers']) =>
    [...headers].map(([key, header]) => ({ header, field: fieldByKey.get(key) ?? null }));
  /**
   * The rows as the person re-mapped them after a preview: a header named in `mapping` fills the
   * field it names there ('' ignores it) and takes that field from any column that had it.
   */
  const remap = (rows: readonly SheetRow[], mapping: Record<string, string> | undefined): SheetRow[] => {
    const headers = rows[0]?.headers;
    if (!headers || !mapping || Object.keys(mapping).length === 0) return [...rows];
    const chosen = new Map(Object.entries(mapping).map(([header, field]) => [matchKey(header), field]));
    const taken = new Set<string>([...chosen.values()].filter(isField));
    const keyOf = new Map<string, string | null>();
    for (const [key] of headers) {
      const field = chosen.has(key) ? chosen.get(key)! : (fieldByKey.get(key) ?? null);
      const mine = chosen.has(key) ? field : field && !taken.has(field) ? field : null;
      keyOf.set(key, mine && isField(mine) ? matchKey(aliases[mine][0]!) : null);
    }
    const newHeaders = new Map<string, string>();
    for (const [key, header] of headers) newHeaders.set(keyOf.get(key) ?? `\u0000${key}`, header);
    return rows.map((row) => {
      const cells: Record<string, string> = Object.create(null);
      for (const [key] of headers) cells[keyOf.get(key) ?? `\u0000${key}`] = row.cells[key] ?? '';
      return { ...row, cells, headers: newHeaders };
    });
  };
  return {
    value,
    title,
    describe,
    requireAny,
    missingOf,
    read,
    remap,
    headerKeys,
    isFieldKey,
    fields: Object.keys(aliases) as Field[],
  };
}
