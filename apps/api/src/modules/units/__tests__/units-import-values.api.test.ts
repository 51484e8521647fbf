import { contract } from '@crm/contracts';
import { UnitModel } from '../unit.model';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

const rows = [
  ['العنوان', 'السعر', 'المساحة', 'النوع', 'الحالة'],
  ['شقة التجمع', '٣ مليون', 120, 'روف', 'محجوز مبدئيا'],
  ['فيلا الشيخ زايد', '12.5M', 400, 'villa', 'available'],
];

describe('POST /api/resale-units/import/preview and the value mapping', () => {
  it('lists unknown types and statuses, and imports them as mapped', async () => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin)
      .post('/api/resale-units/import/preview')
      .send({ dataUrl: sheetDataUrl(rows) })
      .expect(200);
    const preview = parseAnswer(contract.units.previewImport, res.body);
    expect(preview).toMatchObject({ ready: 2, errors: [] });
    expect(preview.unknownValues.map((u) => [u.field, u.values])).toEqual([
      ['propertyType', [{ value: 'روف', count: 1 }]],
      ['status', [{ value: 'محجوز مبدئيا', count: 1 }]],
    ]);
    const values = { propertyType: { روف: 'penthouse' }, status: { 'محجوز مبدئيا': 'reserved' } };
    const done = await requestAs(app, admin)
      .post('/api/resale-units/import')
      .send({ dataUrl: sheetDataUrl(rows), values })
      .expect(200);
    expect(parseAnswer(contract.units.importXlsx, done.body)).toMatchObject({ created: 2, warnings: [] });
    expect(await UnitModel.findOne({ title: 'شقة التجمع' }).lean()).toMatchObject({
      propertyType: 'penthouse',
      status: 'reserved',
      price: 3_000_000,
    });
  });

  it('refuses a status mapping from one who may not choose a status (403), and a type it lacks (400)', async () => {
    const manager = await createUser('Manager');
    const send = (values: object, status: number) =>
      requestAs(app, manager)
        .post('/api/resale-units/import')
        .send({ dataUrl: sheetDataUrl(rows), values })
        .expect(status);
    await send({ status: { 'محجوز مبدئيا': 'reserved' } }, 403);
    await send({ propertyType: { روف: 'castle' } }, 400);
    expect(await UnitModel.countDocuments()).toBe(0);
  });
});
