import type { z } from 'zod';
import type { SheetRow } from './read-sheet';

/** The first non-empty cell among several accepted header names (any case). */
export const pick = (cells: Record<string, string>, ...names: readonly string[]) =>
  names.map((n) => cells[n.toLowerCase()]).find((v) => v !== undefined && v !== '') ?? '';

/**
 * The columns an import reads, each with the header names it accepts (the first is its usual name).
 * Messages name a column as the sheet titles it, so the user finds it.
 */
export function sheetColumns<Field extends string>(aliases: Record<Field, readonly string[]>) {
  const isField = (name: string): name is Field => Object.hasOwn(aliases, name);
  const value = (row: SheetRow, field: Field) => pick(row.cells, ...aliases[field]);
  const title = (row: SheetRow, field: Field) => {
    const written = aliases[field].map((alias) => row.headers.get(alias.toLowerCase())).find(Boolean);
    return written ?? aliases[field][0] ?? field;
  };
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
  return { value, title, describe };
}
