import { sheetColumns } from '../columns';
import { previewImport, runImport } from '../run-import';
import { dataUrlOf, plainWorkbook } from '../../../../test/hostile-files';
import { importReport } from '../../../../test/import-report';

const columns = sheetColumns({ name: ['Name'], age: ['Age', 'العمر'] });
const plainPlan = { columns, required: ['name'], present: (doc: unknown) => doc as Record<string, string> };

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
      ...plainPlan,
      dataUrl,
      maxRows: 10,
      load: async (rows) => ({ count: rows.length }),
      parseRow: (row, context) => {
        expect(context.count).toBe(4);
        const age = Number(row.cells.age);
        // Rows over 35 are kept with a warning; the last of them is refused by the save, its warning dropped.
        if (Number.isNaN(age)) return { error: 'Age must be a number' };
        return { doc: { name: row.cells.name, age }, ...(age > 35 && { warnings: [`Over 35: ${age}`] }) };
      },
      save: async (accepted) => {
        saved.push(...accepted.slice(0, 2).map((a) => a.doc));
        // The last accepted row loses a race for a unique key while saving.
        return [{ row: accepted.at(-1)!.row, message: 'Skipped: taken' }];
      },
    });
    // Run without a batch (modules/imports' trackImport gives one): the report has no batchId.
    expect(report).toEqual({
      ...importReport(
        2,
        [
          { row: 3, message: 'Age must be a number' },
          { row: 5, message: 'Skipped: taken' },
        ],
        { warnings: [{ row: 4, message: 'Over 35: 40' }] },
      ),
      batchId: undefined,
    });
    expect(saved).toEqual([
      { name: 'Ann', age: 30 },
      { name: 'Cy', age: 40 },
    ]);
  });

  it('previews what it would import, re-mapped as asked, without saving', async () => {
    const dataUrl = dataUrlOf(
      plainWorkbook([
        ['Full name', 'العمر', 'Ref'],
        ['Ann', 30, 'x'],
        ['Bob', 'old', 'y'],
        ['Cy', 'old', 'z'],
      ]),
    );
    const save = jest.fn();
    const plan = {
      ...plainPlan,
      dataUrl,
      maxRows: 10,
      load: async () => null,
      parseRow: (row: { cells: Record<string, string | undefined> }) => {
        const age = Number(row.cells.age);
        // Every value it does not know is counted, on refused rows too, for the person to map.
        const unknown = [{ field: 'age', value: row.cells.age ?? '' }];
        return Number.isNaN(age)
          ? { error: 'Age must be a number', unknown }
          : { doc: { name: row.cells.name ?? '', age: String(age) }, warnings: ['Young'], unknown };
      },
      valueChoices: () => ({ age: { options: [{ value: '40', label: 'Forty' }], canCreate: false } }),
      save,
    };
    const preview = await previewImport({ ...plan, mapping: { 'Full name': 'name', Ref: '' } });
    expect(preview).toEqual({
      columns: [
        { header: 'Full name', field: 'name' },
        { header: 'العمر', field: 'age' },
        { header: 'Ref', field: null },
      ],
      fields: ['name', 'age'],
      missing: [],
      sample: [{ row: 2, values: { name: 'Ann', age: '30' } }],
      rows: 3,
      ready: 1,
      errors: [
        { row: 3, message: 'Age must be a number' },
        { row: 4, message: 'Age must be a number' },
      ],
      warnings: [{ row: 2, message: 'Young' }],
      // Most frequent first.
      unknownValues: [
        {
          field: 'age',
          values: [
            { value: 'old', count: 2 },
            { value: '30', count: 1 },
          ],
          options: [{ value: '40', label: 'Forty' }],
          canCreate: false,
        },
      ],
      skippedRows: [],
      headerRow: 1,
      headerCandidates: [
        { row: 1, values: ['Full name', 'العمر', 'Ref'] },
        { row: 2, values: ['Ann', '30', 'x'] },
        { row: 3, values: ['Bob', 'old', 'y'] },
        { row: 4, values: ['Cy', 'old', 'z'] },
      ],
    });
    expect(save).not.toHaveBeenCalled();
    // Without the mapping, "Full name" is not a Name column: the preview says it misses one.
    expect(await previewImport(plan)).toMatchObject({ missing: ['name'], ready: 0, rows: 3 });
  });

  it('reads under titles, and skips totals and notes without counting them as errors', async () => {
    const dataUrl = dataUrlOf(
      plainWorkbook([
        ['Walk-ins, Q1'],
        [],
        ['#', 'Name', 'Age'],
        [1, 'Ann', 30],
        ['', 'Friday visitors:'],
        [2, 'Bob', 40],
        ['#', 'name', 'AGE'],
        ['Total: 2'],
      ]),
    );
    const saved: unknown[] = [];
    const plan = {
      ...plainPlan,
      dataUrl,
      maxRows: 10,
      load: async () => null,
      parseRow: (row: { cells: Record<string, string | undefined> }) => ({
        doc: { name: row.cells.name ?? '', age: row.cells.age ?? '' },
      }),
      save: async (accepted: { doc: unknown }[]) => {
        saved.push(...accepted.map((a) => a.doc));
        return [];
      },
    };
    const skippedRows = [
      { row: 5, reason: 'Skipped: a note, not a record ("Friday visitors:")' },
      { row: 7, reason: 'Skipped: the header row again' },
      { row: 8, reason: 'Skipped: a total row ("Total: 2")' },
    ];
    expect(await previewImport(plan)).toMatchObject({ headerRow: 3, rows: 2, ready: 2, errors: [], skippedRows });
    expect(await runImport(plan)).toEqual({ created: 2, skipped: 0, errors: [], warnings: [], skippedRows });
    expect(saved).toEqual([
      { name: 'Ann', age: '30' },
      { name: 'Bob', age: '40' },
    ]);
    // The person may choose another header row: the rows above it are not read.
    expect(await previewImport({ ...plan, headerRow: 5 })).toMatchObject({
      headerRow: 5,
      missing: ['name'],
    });
  });
});
