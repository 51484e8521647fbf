import { contract } from '@crm/contracts';
import { UnitModel } from '../unit.model';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { importReport } from '../../../../test/import-report';
import { parseAnswer } from '../../../../test/strict';
import { delimitedText, encodeText, textDataUrl } from '../../../../test/text-files';

const app = makeApp();

describe('POST /api/resale-units/import of sheets as people make them', () => {
  it('reads a semicolon CSV under its title, skips the total, and takes a chosen header row', async () => {
    const rows = [
      ['وحدات إعادة البيع - مارس'],
      ['العنوان', 'السعر', 'المساحة'],
      ['شقة في زايد', '2500000', '120'],
      ['فيلا في التجمع', '9000000', '300'],
      ['الإجمالي', '11500000', ''],
    ];
    const dataUrl = textDataUrl(encodeText(delimitedText(rows, ';'), 'utf-8-bom'));
    const as = requestAs(app, await createUser('CEO'));
    const skippedRows = [{ row: 5, reason: 'Skipped: a total row ("الإجمالي 11500000")' }];
    const preview = await as.post('/api/resale-units/import/preview').send({ dataUrl }).expect(200);
    expect(parseAnswer(contract.units.previewImport, preview.body)).toMatchObject({
      headerRow: 2,
      ready: 2,
      skippedRows,
    });
    const res = await as.post('/api/resale-units/import').send({ dataUrl }).expect(200);
    expect(parseAnswer(contract.units.importXlsx, res.body)).toEqual(importReport(2, [], { skippedRows: skippedRows }));
    expect(await UnitModel.countDocuments()).toBe(2);
    // Row 1 chosen as the header: a title is no column, so the sheet is refused, naming it.
    const refused = await as.post('/api/resale-units/import').send({ dataUrl, headerRow: 1 }).expect(400);
    expect(refused.body.message).toBe("No Title column found. The sheet's headers: وحدات إعادة البيع - مارس");
  });
});
