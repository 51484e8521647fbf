import request from 'supertest';
import { contract } from '@crm/contracts';
import { LookupModel } from '../lookup.model';
import { createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const BASE = '/api/lookups/property-interest';

describe('property-interest lookups', () => {
  it('lets every role read the list', async () => {
    const people = await oneOfEachRole();
    await requestAs(app, people.CEO).post(BASE).send({ label: 'Villa' }).expect(201);
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as const) {
      const res = await requestAs(app, people[role]).get(BASE).expect(200);
      expect(parseAnswer(contract.lookups.listPropertyInterests, res.body).map((l) => l.label)).toEqual(['Villa']);
    }
    await request(app).get(BASE).expect(401);
  });

  it.each(['Manager', 'Supervisor', 'Agent'] as const)('refuses a %s every write with a 403', async (role) => {
    const people = await oneOfEachRole();
    const lookup = await LookupModel.create({ kind: 'property-interest', label: 'Villa', value: 'villa' });
    const as = requestAs(app, people[role]);
    expect((await as.post(BASE).send({ label: 'Loft' })).status).toBe(403);
    expect((await as.put(`${BASE}/${lookup._id}`).send({ label: 'X' })).status).toBe(403);
    expect((await as.delete(`${BASE}/${lookup._id}`)).status).toBe(403);
    expect(await LookupModel.countDocuments()).toBe(1);
  });

  it('derives the value from the label, edits and deletes', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const created = await as.post(BASE).send({ label: 'Sea View Chalet' }).expect(201);
    expect(created.body).toMatchObject({ label: 'Sea View Chalet', value: 'sea_view_chalet' });
    // An Arabic label keeps a value people can read, which a lead filter URL carries as is.
    const arabic = await as.post(BASE).send({ label: 'شقة بحرية' }).expect(201);
    expect(arabic.body.value).toBe('شقة_بحرية');
    await as.delete(`${BASE}/${arabic.body._id}`).expect(200);
    const explicit = await as.post(BASE).send({ label: 'Office', value: 'commercial-office' }).expect(201);
    expect(explicit.body.value).toBe('commercial-office');

    const edited = await as.put(`${BASE}/${created.body._id}`).send({ label: 'Chalet', value: 'chalet' }).expect(200);
    expect(parseAnswer(contract.lookups.updatePropertyInterest, edited.body)).toMatchObject({
      label: 'Chalet',
      value: 'chalet',
    });

    await as.delete(`${BASE}/${created.body._id}`).expect(200);
    await as.delete(`${BASE}/${created.body._id}`).expect(404);
    expect((await as.get(BASE)).body.map((l: { label: string }) => l.label)).toEqual(['Office']);
  });

  it('refuses a blank label, a bad value and a duplicate value', async () => {
    const ceo = await createUser('CEO');
    const as = requestAs(app, ceo);
    const blank = await as.post(BASE).send({ label: '  ' }).expect(400);
    expect(blank.body.message).toMatch(/Label is required/);
    await as.post(BASE).send({ label: 'X', value: 'has space' }).expect(400);
    await as.post(BASE).send({ label: 'Villa' }).expect(201);
    const dup = await as.post(BASE).send({ label: 'VILLA!' }).expect(409);
    expect(dup.body.message).toBe('An interest with this value already exists');
    await as.put(`${BASE}/0123456789abcdef01234567`).send({ label: 'X' }).expect(404);
  });
});
