import { readSheet } from '../read-sheet';
import { delimitedText, encodeText, textDataUrl, type TextEncoding } from '../../../../test/text-files';

const clients = [
  ['الاسم', 'الموبايل', 'ملاحظات'],
  ['منى سامي', '01001234567', 'تريد شقة; 3 غرف, دور أول'],
  ['خالد "أبو علي"', '+20 110 123 4567', 'سطر أول\nسطر ثان'],
];

const readText = async (bytes: Buffer, type?: string) =>
  (await readSheet(textDataUrl(bytes, type), 10)).rows.map((r) => [r.row, r.values]);

describe('readSheet of a CSV or TSV', () => {
  it.each<[TextEncoding, ',' | ';' | '\t', string]>([
    ['utf-8', ',', 'text/csv'],
    ['utf-8-bom', ';', 'text/csv'],
    ['utf-16le-bom', '\t', 'text/tab-separated-values'],
    ['utf-16be-bom', '\t', 'application/octet-stream'],
    ['windows-1256', ';', 'application/vnd.ms-excel'],
    ['utf-8', '\t', 'text/plain'],
  ])(
    'reads %s with "%s" (sent as %s), quotes, line breaks and phones as written',
    async (encoding, delimiter, type) => {
      const bytes = encodeText(delimitedText(clients, delimiter), encoding);
      expect(await readText(bytes, type)).toEqual([
        [2, ['منى سامي', '01001234567', 'تريد شقة; 3 غرف, دور أول']],
        [3, ['خالد "أبو علي"', '+20 110 123 4567', 'سطر أول\nسطر ثان']],
      ]);
    },
  );

  it('finds the header under titles, and numbers rows as a sheet would', async () => {
    const text = delimitedText([['كشف عملاء معرض سيتي سكيب', '', ''], ['', '', ''], ...clients], ',', '\n');
    const table = await readSheet(textDataUrl(encodeText(text, 'utf-8')), 10, {
      knownHeaders: new Set(['الاسم', 'الموبايل']),
    });
    expect(table.headerRow).toBe(3);
    expect(table.rows.map((r) => r.cells['الموبايل'])).toEqual(['01001234567', '+20 110 123 4567']);
  });

  it('keeps the leading zero Excel guards with ="..." and takes the delimiter "sep=" names', async () => {
    const text = 'sep=;\nName;Phone\nAnn;="01001234567"\n';
    expect(await readText(encodeText(text, 'utf-8'))).toEqual([[2, ['Ann', '01001234567']]]);
  });

  it('refuses binary junk claiming to be a CSV with a 400', async () => {
    const junk = Buffer.alloc(64 * 1024);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) % 256;
    await expect(readText(junk)).rejects.toMatchObject({ status: 400, code: 'SPREADSHEET_REQUIRED' });
  });

  it('reads a huge line and 10 MB of commas within its caps', async () => {
    const hugeLine = Buffer.from(`Name,Notes\nAnn,${'x'.repeat(9 * 1024 * 1024)}\n`);
    const [ann] = (await readSheet(textDataUrl(hugeLine), 10)).rows;
    expect(ann?.values[0]).toBe('Ann');
    expect(ann?.values[1]).toHaveLength(5001);
    const commas = Buffer.alloc(10 * 1024 * 1024 - 16, ',');
    const table = await readSheet(textDataUrl(Buffer.concat([Buffer.from('Name,Phone\n'), commas])), 10);
    expect(table.rows).toEqual([]); // a row of nothing but empty cells is blank
  });

  it('counts rows of a CSV against the cap', async () => {
    const text = delimitedText([['Name'], ['a'], ['b'], ['c']], ',');
    await expect(readSheet(textDataUrl(encodeText(text, 'utf-8')), 2)).rejects.toMatchObject({
      status: 400,
      message: 'The sheet has more than 2 rows; at most 2 can be imported at once',
    });
  });
});
