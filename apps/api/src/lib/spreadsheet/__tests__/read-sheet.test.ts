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
    const sheet = await readSheet(dataUrlOf(plainWorkbook(rows)), 10);
    expect(sheet.map((r) => [r.row, { ...r.cells }])).toEqual([
      [2, { name: 'Ann', phone: '201000000001', notes: 'hi' }],
      [4, { name: 'Bob', phone: '201000000002', notes: '' }],
    ]);
    expect(sheet[0]?.headers.get('phone')).toBe('PHONE');
  });

  it('reads .xls files too', async () => {
    const sheet = await readSheet(dataUrlOf(plainWorkbook(rows, 'biff8')), 10);
    expect(sheet.map((r) => r.cells.name)).toEqual(['Ann', 'Bob']);
  });

  it.each([
    ['a dimension claiming the whole grid', claimsWholeGrid],
    ['a cell at XFD1048576', farCornerCell],
  ])('reads only the cells a file holds, whatever it claims: %s', async (_, build) => {
    const started = performance.now();
    const { result, maxLag } = await eventLoopLag(() => readSheet(dataUrlOf(build(rows)), 10));
    expect(result.map((r) => r.cells.name)).toEqual(['Ann', 'Bob']);
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
    const [ann] = await readSheet(dataUrlOf(file), 10);
    expect(ann?.cells.notes).toHaveLength(5001);
  });

  it('reads the first 50 columns only', async () => {
    const header = Array.from({ length: 60 }, (_, c) => `Col ${c}`);
    const [row] = await readSheet(dataUrlOf(plainWorkbook([header, header.map((h) => `${h}!`)])), 10);
    expect(Object.keys(row!.cells)).toHaveLength(50);
    expect(row?.cells['col49']).toBe('Col 49!'); // keyed by matchKey
  });

  it('refuses more rows than allowed, counting only rows with data', async () => {
    const sheet = [['Name'], ['a'], ['b'], ['c']];
    await expect(readSheet(dataUrlOf(plainWorkbook(sheet)), 3)).resolves.toHaveLength(3);
    const blankRowsBetween = [['Name'], [], ['a'], [], [], ['b'], [], ['c']];
    const read = await readSheet(dataUrlOf(plainWorkbook(blankRowsBetween)), 3);
    expect(read.map((r) => r.row)).toEqual([3, 6, 8]);
    await expect(readSheet(dataUrlOf(plainWorkbook(sheet)), 2)).rejects.toMatchObject({
      status: 400,
      message: 'The sheet has more than 2 rows; at most 2 can be imported at once',
    });
  });

  it('stops a reader past its time or memory budget with a 400', async () => {
    const plain = dataUrlOf(plainWorkbook(rows));
    await expect(readSheet(plain, 10, { timeBudgetMs: 1 })).rejects.toMatchObject({
      status: 400,
      message: 'The file is too complex to read',
    });
    const wide = Array.from({ length: 3000 }, (_, r) => Array.from({ length: 30 }, (_, c) => `cell ${r}:${c}`));
    await expect(readSheet(dataUrlOf(plainWorkbook(wide)), 5000, { heapMb: 8 })).rejects.toMatchObject({
      status: 400,
      message: 'The file is too complex to read',
    });
  });

  it('refuses what is not a spreadsheet with a 400', async () => {
    const notAWorkbook = rewrittenWorkbook(rows, (files) => files.clear());
    await expect(readSheet(dataUrlOf(notAWorkbook), 10)).rejects.toMatchObject({ status: 400 });
    await expect(readSheet('data:text/csv;base64,YSxi', 10)).rejects.toMatchObject({
      status: 400,
      message: 'The file must be an .xlsx or .xls spreadsheet',
    });
  });
});
