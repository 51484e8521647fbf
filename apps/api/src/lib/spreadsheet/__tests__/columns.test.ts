import { z } from 'zod';
import { matchKey } from '@crm/contracts';
import { sheetColumns } from '../columns';
import type { SheetRow } from '../read-sheet';

const columns = sheetColumns({
  name: { en: ['Name', 'Full name'], ar: ['الاسم'] },
  email: ['Email', 'E-mail'],
  notes: ['Notes'],
});
const schema = z.object({
  name: z.string().min(1, 'Name is required').max(5, 'At most 5 characters'),
  email: z.email('Please enter a valid email'),
  notes: z.string().max(3),
});
/** A row as readSheet gives it: cells and headers keyed by `matchKey`. */
const rowWith = (headers: string[], cells: Record<string, string>): SheetRow => ({
  row: 2,
  cells: Object.fromEntries(Object.entries(cells).map(([header, value]) => [matchKey(header), value])),
  headers: new Map(headers.map((h) => [matchKey(h), h])),
  values: headers.map((h) => cells[h] ?? ''),
});
const messageFor = (row: SheetRow, input: Record<string, string>) =>
  columns.describe(row, schema.safeParse(input).error!);

describe('sheetColumns', () => {
  const row = rowWith(['FULL NAME', 'e-mail', 'Notes'], { 'full name': 'Ann', 'e-mail': 'a@x.com', notes: '' });

  it('reads a column under any of its names, in any case', () => {
    expect(columns.value(row, 'name')).toBe('Ann');
    expect(columns.value(row, 'email')).toBe('a@x.com');
    expect(columns.title(row, 'name')).toBe('FULL NAME');
    expect(columns.title(rowWith([], {}), 'name')).toBe('Name');
  });

  it('reads a column whatever its spacing, punctuation or Arabic letter forms', () => {
    const arabic = rowWith(['الإسم '], { 'الإسم ': 'ليلى' });
    expect(columns.value(arabic, 'name')).toBe('ليلى');
    expect(columns.title(arabic, 'name')).toBe('الإسم ');
    expect(columns.value(rowWith(['E mail'], { 'E mail': 'b@x.com' }), 'email')).toBe('b@x.com');
  });

  it('refuses a sheet with none of the columns it needs, naming the headers it has', () => {
    const rows = [rowWith(['Customer ID', 'City'], { 'Customer ID': '1', City: 'Giza' })];
    expect(() => columns.requireAny(rows[0]?.headers, 'name', 'email')).toThrow(
      "No Name or Email column found. The sheet's headers: Customer ID, City",
    );
    expect(() => columns.requireAny(rowWith(['Full name'], {}).headers, 'name', 'email')).not.toThrow();
  });

  it('keeps a message that names its column, and prefixes the column as written to one that does not', () => {
    const ok = { name: 'Ann', email: 'a@x.com', notes: '' };
    expect(messageFor(row, { ...ok, name: '' })).toBe('Name is required');
    expect(messageFor(row, { ...ok, email: 'nope' })).toBe('Please enter a valid email');
    expect(messageFor(row, { ...ok, name: 'Annabelle' })).toBe('FULL NAME: At most 5 characters');
    expect(messageFor(row, { ...ok, notes: 'long' })).toMatch(/^Notes: Too big/);
  });
});
