import { readSheet } from '../read-sheet';
import {
  claimsWholeGrid,
  dataUrlOf,
  farCornerCell,
  hugeSharedString,
  plainWorkbook,
  rewrittenWorkbook,
  unknownCellType,
} from '../../../../test/hostile-files';

const rows = [
  ['Name', ' PHONE ', 'Notes'],
  ['Ann', 201000000001, 'hi'],
  ['', '', ''],
  ['Bob', '201000000002', ''],
];

/** The largest pause of the event loop while `work` runs, sampled every 10 ms. */
async function eventLoopLag<T>(work: () => Promise<T>) {
  let maxLag = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - last - 10);
    last = now;
  }, 10);
  try {
    return { result: await work(), maxLag };
  } finally {
    clearInterval(probe);
  }
}

describe('readSheet', () => {
  it('keys cells by lower-cased header, drops blank rows and keeps sheet row numbers', async () => {
    const { rows: sheet } = await readSheet(dataUrlOf(plainWorkbook(rows)), 10);
    expect(sheet.map((r) => [r.row, { ...r.cells }])).toEqual([
      [2, { name: 'Ann', phone: '201000000001', notes: 'hi' }],
      [4, { name: 'Bob', phone: '201000000002', notes: '' }],
    ]);
    expect(sheet[0]?.headers.get('phone')).toBe('PHONE');
  });

  it('reads .xls files too', async () => {
    const { rows: sheet } = await readSheet(dataUrlOf(plainWorkbook(rows, 'biff8')), 10);
    expect(sheet.map((r) => r.cells.name)).toEqual(['Ann', 'Bob']);
  });

  it.each([
    ['a dimension claiming the whole grid', claimsWholeGrid],
    ['a cell at XFD1048576', farCornerCell],
  ])('reads only the cells a file holds, whatever it claims: %s', async (_, build) => {
    const started = performance.now();
    const { result, maxLag } = await eventLoopLag(() => readSheet(dataUrlOf(build(rows)), 10));
    expect(result.rows.map((r) => r.cells.name)).toEqual(['Ann', 'Bob']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(maxLag).toBeLessThan(200);
  });

  it('refuses a cell of unknown type with a 400', async () => {
    await expect(readSheet(dataUrlOf(unknownCellType(rows)), 10)).rejects.toMatchObject({
      status: 400,
      message: 'The file could not be read as a spreadsheet',
    });
  });

  it('cuts a huge cell to 5,001 characters', async () => {
    const file = hugeSharedString(
      [
        ['Name', 'Notes'],
        ['Ann', 'HUGE'],
      ],
      'HUGE',
      1_000_000,
    );
    expect(file.length).toBeLessThan(10 * 1024);
    const {
      rows: [ann],
    } = await readSheet(dataUrlOf(file), 10);
    expect(ann?.cells.notes).toHaveLength(5001);
  });

  it('reads the first 50 columns only', async () => {
    const header = Array.from({ length: 60 }, (_, c) => `Col ${c}`);
    const {
      rows: [row],
    } = await readSheet(dataUrlOf(plainWorkbook([header, header.map((h) => `${h}!`)])), 10);
    expect(Object.keys(row!.cells)).toHaveLength(50);
    expect(row?.cells['col49']).toBe('Col 49!'); // keyed by matchKey
  });

  it('refuses more rows than allowed, counting only rows with data', async () => {
    const sheet = [['Name'], ['a'], ['b'], ['c']];
    expect((await readSheet(dataUrlOf(plainWorkbook(sheet)), 3)).rows).toHaveLength(3);
    const blankRowsBetween = [['Name'], [], ['a'], [], [], ['b'], [], ['c']];
    const { rows: read } = await readSheet(dataUrlOf(plainWorkbook(blankRowsBetween)), 3);
    expect(read.map((r) => r.row)).toEqual([3, 6, 8]);
    await expect(readSheet(dataUrlOf(plainWorkbook(sheet)), 2)).rejects.toMatchObject({
      status: 400,
      message: 'The sheet has more than 2 rows; at most 2 can be imported at once',
    });
  });

  it('stops a reader past its time or memory budget with a 400', async () => {
    const plain = dataUrlOf(plainWorkbook(rows));
    await expect(readSheet(plain, 10, { limits: { timeBudgetMs: 1 } })).rejects.toMatchObject({
      status: 400,
      message: 'The file is too complex to read',
    });
    const wide = Array.from({ length: 3000 }, (_, r) => Array.from({ length: 30 }, (_, c) => `cell ${r}:${c}`));
    await expect(readSheet(dataUrlOf(plainWorkbook(wide)), 5000, { limits: { heapMb: 8 } })).rejects.toMatchObject({
      status: 400,
      message: 'The file is too complex to read',
    });
  });

  it('refuses what is not a spreadsheet with a 400', async () => {
    const notAWorkbook = rewrittenWorkbook(rows, (files) => files.clear());
    await expect(readSheet(dataUrlOf(notAWorkbook), 10)).rejects.toMatchObject({ status: 400 });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    for (const dataUrl of [`data:image/png;base64,${png}`, `data:text/csv;base64,${png}`])
      await expect(readSheet(dataUrl, 10)).rejects.toMatchObject({
        status: 400,
        message: 'The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file',
      });
  });

  describe('the header row', () => {
    const known = { knownHeaders: new Set(['name', 'phone', 'الاسم', 'الموبايل']), requiredHeaders: new Set(['name']) };
    const expoSheet = [
      ['كشف عملاء معرض سيتي سكيب'],
      ['التاريخ: 2026-03-01'],
      [],
      ['الاسم', 'الموبايل', 'ملاحظات'],
      ['منى', '01001234567', ''],
      ['خالد', '01101234567', 'VIP'],
    ];

    it('is the first row naming known columns, past titles, a date line and blank rows', async () => {
      const table = await readSheet(dataUrlOf(plainWorkbook(expoSheet)), 10, known);
      expect(table.headerRow).toBe(4);
      expect(table.rows.map((r) => [r.row, r.cells['الاسم']])).toEqual([
        [5, 'منى'],
        [6, 'خالد'],
      ]);
      expect(table.headerCandidates.slice(0, 3)).toEqual([
        { row: 1, values: ['كشف عملاء معرض سيتي سكيب'] },
        { row: 2, values: ['التاريخ: 2026-03-01'] },
        { row: 4, values: ['الاسم', 'الموبايل', 'ملاحظات'] },
      ]);
    });

    it('is the first non-blank row when no row names the columns (the refusal names its cells)', async () => {
      const table = await readSheet(dataUrlOf(plainWorkbook([['Report'], ['Who', 'Where'], ['a', 'b']])), 10, known);
      expect(table.headerRow).toBe(1);
    });

    it('is the row the person chose; a blank or unread one is a 400', async () => {
      const table = await readSheet(dataUrlOf(plainWorkbook(expoSheet)), 10, { ...known, headerRow: 2 });
      expect(table.headerRow).toBe(2);
      expect(table.rows.map((r) => r.row)).toEqual([4, 5, 6]);
      await expect(readSheet(dataUrlOf(plainWorkbook(expoSheet)), 10, { headerRow: 3 })).rejects.toMatchObject({
        status: 400,
        code: 'IMPORT_HEADER_ROW',
      });
    });

    it('offers ten candidates, their cells cut short', async () => {
      const long = 'x'.repeat(500);
      const sheet = [[long], ...Array.from({ length: 15 }, (_, i) => [`title ${i}`])];
      const { headerCandidates } = await readSheet(dataUrlOf(plainWorkbook(sheet)), 20, known);
      expect(headerCandidates).toHaveLength(10);
      expect(headerCandidates[0]?.values[0]).toHaveLength(60);
      // A row chosen far down is offered too, without the rows between.
      const far = await readSheet(dataUrlOf(plainWorkbook(sheet)), 20, { ...known, headerRow: 15 });
      expect(far.headerCandidates.map((c) => c.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15]);
    });
  });
});
