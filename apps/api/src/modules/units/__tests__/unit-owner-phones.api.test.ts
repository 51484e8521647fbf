import { createLogger } from '../../../lib/logger';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { createUnit } from '../../../../test/unit-fixtures';
import { migrateUnitOwnerPhones } from '../unit.phone-migration';
import { UnitModel } from '../unit.model';

const app = makeApp();
const logger = createLogger('silent');
const unitForm = (phone: string) => ({
  title: 'Villa',
  price: 5_000_000,
  area: 300,
  ownerInfo: { name: 'عم سيد', phone, email: '' },
});

describe("a unit owner's phone is kept as every phone is: international", () => {
  it('Add Unit, Edit and the import store "01001234567" and "201225550000" as +20…', async () => {
    const admin = await createUser('Admin');
    const added = await requestAs(app, admin).post('/api/resale-units').send(unitForm('0100 123 4567')).expect(201);
    expect(added.body.ownerInfo.phone).toBe('+201001234567');
    const edited = await requestAs(app, admin)
      .put(`/api/resale-units/${added.body._id}`)
      .send({ ownerInfo: { name: 'عم سيد', phone: '201225550000', email: '' } })
      .expect(200);
    expect(edited.body.ownerInfo.phone).toBe('+201225550000');

    const dataUrl = sheetDataUrl([
      ['Title', 'Price', 'Area', 'Owner phone'],
      ['Flat', '1,000,000', '100', '٠١٠٠١٢٣٤٥٦٨'],
      ['Bad owner phone', '1,000,000', '100', 'call the doorman'],
    ]);
    const report = await requestAs(app, admin).post('/api/resale-units/import').send({ dataUrl }).expect(200);
    expect(report.body).toMatchObject({
      created: 1,
      errors: [{ row: 3, message: 'Owner phone: "call the doorman" is not a valid phone number' }],
    });
    expect((await UnitModel.findOne({ title: 'Flat' }).lean())!.ownerInfo!.phone).toBe('+201001234568');
  });

  it('refuses an owner phone that is not a phone number, at its field', async () => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin).post('/api/resale-units').send(unitForm('12')).expect(400);
    expect(res.body.details).toEqual([{ path: ['ownerInfo', 'phone'], message: 'Please enter a valid phone number' }]);
  });

  it('start-up converts the phones stored as typed, once, keeping "updated" times', async () => {
    const old = new Date('2024-03-01T10:00:00.000Z');
    for (const phone of ['01001234567', '201225550000', '+201112223333', '']) {
      const unit = await createUnit({ title: `Owner ${phone}` });
      await UnitModel.collection.updateOne({ _id: unit._id }, { $set: { 'ownerInfo.phone': phone, updatedAt: old } });
    }
    const [a, b] = await Promise.all([migrateUnitOwnerPhones('EG', logger), migrateUnitOwnerPhones('EG', logger)]);
    expect(a.changed + b.changed).toBe(2);
    const stored = await UnitModel.find().sort({ createdAt: 1 }).lean();
    expect(stored.map((u) => u.ownerInfo?.phone)).toEqual(['+201001234567', '+201225550000', '+201112223333', '']);
    expect(stored.every((u) => u.updatedAt.getTime() === old.getTime())).toBe(true);
    expect(await migrateUnitOwnerPhones('EG', logger)).toEqual({ changed: 0, unreadable: 0 });
  });
});
