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
        [{ row: 4, message: 'Over 35: 40' }],
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
    });
    expect(save).not.toHaveBeenCalled();
    // Without the mapping, "Full name" is not a Name column: the preview says it misses one.
    expect(await previewImport(plan)).toMatchObject({ missing: ['name'], ready: 0, rows: 3 });
  });
});
