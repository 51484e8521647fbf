import { runImport } from '../run-import';
import { dataUrlOf, plainWorkbook } from '../../../../test/hostile-files';
import { importReport } from '../../../../test/import-report';

describe('runImport', () => {
  it('maps rows to docs or errors, saves the docs and reports true counts in row order', async () => {
    const dataUrl = dataUrlOf(
      plainWorkbook([
        ['Name', 'Age'],
        ['Ann', 30],
        ['Bob', 'old'],
        ['Cy', 40],
        ['Dee', 50],
      ]),
    );
    const saved: unknown[] = [];
    const report = await runImport({
      dataUrl,
      maxRows: 10,
      load: async (rows) => ({ count: rows.length }),
      parseRow: (row, context) => {
        expect(context.count).toBe(4);
        const age = Number(row.cells.age);
        return Number.isNaN(age) ? { error: 'Age must be a number' } : { doc: { name: row.cells.name, age } };
      },
      save: async (accepted) => {
        saved.push(...accepted.slice(0, 2).map((a) => a.doc));
        // The last accepted row loses a race for a unique key while saving.
        return [{ row: accepted.at(-1)!.row, message: 'Skipped: taken' }];
      },
    });
    expect(report).toEqual(
      importReport(2, [
        { row: 3, message: 'Age must be a number' },
        { row: 5, message: 'Skipped: taken' },
      ]),
    );
    expect(saved).toEqual([
      { name: 'Ann', age: 30 },
      { name: 'Cy', age: 40 },
    ]);
  });
});
