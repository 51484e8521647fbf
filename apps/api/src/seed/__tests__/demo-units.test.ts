import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { contract, PROPERTY_TYPES, UNIT_STATUSES, WorkingCalendar } from '@crm/contracts';
import { UnitModel } from '../../modules/units';
import { diskStorage } from '../../modules/uploads';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { seedDemoAgency } from '../demo-agency';
import { seedDemoLeads } from '../demo-leads';
import { seedDemoUnits } from '../demo-units';
import { createUser, requestAs, testConfig } from '../../../test/helpers';
import { parseAnswer } from '../../../test/strict';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-demo-units-'));
const calendar = new WorkingCalendar(testConfig.workingHours, testConfig.timeZone);
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

it('seeds units across cities, types and statuses, with photos served, plans, inquiries and top agents', async () => {
  await seedDemoAgency(4);
  await seedDemoLeads(calendar);
  await seedDemoUnits(diskStorage(uploadDir));
  expect(await UnitModel.distinct('status')).toEqual(expect.arrayContaining([...UNIT_STATUSES]));
  expect((await UnitModel.distinct('propertyType')).sort()).toEqual([...PROPERTY_TYPES].sort());
  expect((await UnitModel.distinct('location.city')).length).toBeGreaterThanOrEqual(5);
  expect(await UnitModel.countDocuments({ archived: true })).toBe(2);
  expect(await UnitModel.countDocuments({ 'paymentPlans.1': { $exists: true } })).toBeGreaterThan(0);
  expect(await UnitModel.countDocuments({ 'inquiries.0': { $exists: true } })).toBeGreaterThan(0);

  const app = createApp({
    config: { ...testConfig, uploadDir, uploadStorage: 'disk' },
    logger: createLogger('silent'),
  });
  const ceo = requestAs(app, await createUser('CEO'));
  const list = parseAnswer(contract.units.list, (await ceo.get('/api/resale-units?limit=200').expect(200)).body);
  expect(list.total).toBe(34);
  for (const unit of list.items) expect(unit.pricePerMeter).toBeCloseTo(unit.price / unit.area, 1);
  const photo = list.items[0]!.images[0]!;
  const served = await request(app).get(photo).expect(200);
  expect(served.headers['content-type']).toBe('image/webp');
  const agents = parseAnswer(contract.units.agents, (await ceo.get('/api/resale-units/stats/agents').expect(200)).body);
  expect(agents.length).toBeGreaterThan(0);
  // Matching both ways has something to show: some demo unit fits some demo lead.
  let matched = 0;
  for (const unit of list.items) {
    matched += (await ceo.get(`/api/resale-units/${unit._id}/matches`).expect(200)).body.total;
  }
  expect(matched).toBeGreaterThan(0);
});
