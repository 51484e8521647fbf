import { contract, type Role } from '@crm/contracts';
import { UnitModel } from '../unit.model';
import { CommentModel } from '../../comments';
import { createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { createUnit } from '../../../../test/unit-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const NO_SUCH = '0123456789abcdef01234567';
const FORM = {
  title: 'Nile view',
  price: '3,000,000',
  area: '150',
  bedrooms: '3',
  location: { city: 'Cairo', district: 'Garden City', address: '1 Corniche' },
  features: { garden: true, elevator: true },
  paymentOptions: { cash: true, installment: true, installmentDetails: 'Flexible' },
  paymentPlans: [
    { name: '5 years', downPayment: '300000', monthly: '45000', years: '5' },
    { name: 'Blank numbers', downPayment: '', monthly: '' },
  ],
  ownerInfo: { name: 'Owner', phone: '+20 100 555 1234', email: 'Owner@Mail.test' },
};

describe('POST /api/resale-units', () => {
  it.each(['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as Role[])('a %s adds a unit', async (role) => {
    const user = await createUser(role);
    const res = await requestAs(app, user).post('/api/resale-units').send(FORM).expect(201);
    const unit = parseAnswer(contract.units.create, res.body);
    expect(unit).toMatchObject({
      title: 'Nile view',
      price: 3_000_000,
      area: 150,
      pricePerMeter: 20_000,
      bedrooms: 3,
      status: 'available',
      isFeatured: false,
      archived: false,
      createdBy: { _id: String(user._id) },
      // Kept as every phone is: international.
      ownerInfo: { name: 'Owner', phone: '+201005551234', email: 'owner@mail.test' },
      features: { garden: true, elevator: true, pool: false },
    });
    expect(unit.paymentPlans).toEqual([
      { name: '5 years', downPayment: 300_000, monthly: 45_000, years: 5 },
      { name: 'Blank numbers', downPayment: 0, monthly: 0, years: 0 },
    ]);
  });

  it('derives pricePerMeter, never taking it (or status, flags) from the client', async () => {
    const agent = await createUser('Agent');
    const res = await requestAs(app, agent)
      .post('/api/resale-units')
      .send({ ...FORM, pricePerMeter: 1, status: 'sold', isFeatured: true, archived: true, createdBy: NO_SUCH })
      .expect(201);
    expect(res.body).toMatchObject({ pricePerMeter: 20_000, status: 'available', isFeatured: false, archived: false });
    expect(res.body.createdBy._id).toBe(String(agent._id));
  });

  it.each([
    [{ price: 1, area: 1 }, 'Title is required'],
    [{ title: 'T', area: 1 }, 'Price is required'],
    [{ title: 'T', price: 1 }, 'Area is required'],
    [{ title: 'T', price: 1, area: 0 }, 'Area must be more than 0'],
    [{ title: 'T', price: -5, area: 1 }, 'Must be 0 or more'],
    [{ title: 'T', price: 1, area: 1, images: ['javascript:alert(1)'] }, 'An image must be'],
    [{ title: 'T'.repeat(201), price: 1, area: 1 }, 'At most 200 characters'],
    [{ title: { $gt: '' }, price: 1, area: 1 }, 'Must be text'],
  ])('refuses %j (400: %s), storing nothing', async (body, message) => {
    const agent = await createUser('Agent');
    const res = await requestAs(app, agent).post('/api/resale-units').send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await UnitModel.countDocuments()).toBe(0);
  });
});

describe('GET /api/resale-units/:id', () => {
  it('answers the unit; 404 "Unit not found" for an unknown id, 400 for a malformed one', async () => {
    const agent = await createUser('Agent');
    const unit = await createUnit({ title: 'Seen' });
    const res = await requestAs(app, agent).get(`/api/resale-units/${unit._id}`).expect(200);
    expect(parseAnswer(contract.units.get, res.body).title).toBe('Seen');
    const missing = await requestAs(app, agent).get(`/api/resale-units/${NO_SUCH}`).expect(404);
    expect(missing.body).toMatchObject({ message: 'Unit not found', code: 'UNIT_NOT_FOUND' });
    await requestAs(app, agent).get('/api/resale-units/not-an-id').expect(400);
  });

  it('shows the owner to CEO/Admin/Manager, the creator and the assignee only', async () => {
    const p = await oneOfEachRole();
    const creator = await createUser('Agent');
    const assignee = await createUser('Agent');
    const unit = await createUnit({
      ownerInfo: { name: 'Mona', phone: '0100' },
      createdBy: creator,
      assignedTo: assignee,
    });
    const ownerSeenBy = async (user: { _id: unknown }) =>
      (await requestAs(app, user).get(`/api/resale-units/${unit._id}`).expect(200)).body.ownerInfo;
    for (const user of [p.CEO, p.Admin, p.Manager, creator, assignee])
      expect(await ownerSeenBy(user)).toMatchObject({ name: 'Mona' });
    for (const user of [p.Supervisor, p.Agent]) expect(await ownerSeenBy(user)).toBeNull();
    const list = await requestAs(app, p.Agent).get('/api/resale-units').expect(200);
    expect(list.body.items[0].ownerInfo).toBeNull();
  });
});

describe('PUT /api/resale-units/:id', () => {
  it('lets CEO, Admin and the creator edit; pricePerMeter follows the new price and area', async () => {
    const p = await oneOfEachRole();
    const unit = await createUnit({ price: 1_000_000, area: 100, createdBy: p.Agent });
    for (const user of [p.CEO, p.Admin, p.Agent]) {
      await requestAs(app, user)
        .put(`/api/resale-units/${unit._id}`)
        .send({ title: `By ${user.role}` })
        .expect(200);
    }
    const res = await requestAs(app, p.Agent)
      .put(`/api/resale-units/${unit._id}`)
      .send({ price: '2,400,000', area: '120', features: { pool: true } })
      .expect(200);
    expect(parseAnswer(contract.units.update, res.body)).toMatchObject({
      title: 'By Agent',
      price: 2_400_000,
      area: 120,
      pricePerMeter: 20_000,
      features: { pool: true, garden: false },
    });
  });

  it.each(['Manager', 'Supervisor', 'Agent'] as Role[])(
    "refuses a %s editing someone else's unit (403)",
    async (role) => {
      const unit = await createUnit({ title: 'Theirs', createdBy: await createUser('Agent') });
      const res = await requestAs(app, await createUser(role))
        .put(`/api/resale-units/${unit._id}`)
        .send({ title: 'Mine' })
        .expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect((await UnitModel.findById(unit._id))?.title).toBe('Theirs');
    },
  );

  it('lets only CEO/Admin change the status (403 for the creator)', async () => {
    const agent = await createUser('Agent');
    const unit = await createUnit({ createdBy: agent });
    const res = await requestAs(app, agent).put(`/api/resale-units/${unit._id}`).send({ status: 'sold' }).expect(403);
    expect(res.body.code).toBe('UNIT_STATUS_FORBIDDEN');
    // The form sends the status it has: unchanged, it is no refusal.
    await requestAs(app, agent)
      .put(`/api/resale-units/${unit._id}`)
      .send({ status: 'available', title: 'Ok' })
      .expect(200);
    for (const role of ['CEO', 'Admin'] as Role[]) {
      const ok = await requestAs(app, await createUser(role))
        .put(`/api/resale-units/${unit._id}`)
        .send({ status: 'reserved' })
        .expect(200);
      expect(ok.body.status).toBe('reserved');
    }
  });

  it('404 for an unknown unit, 400 for a bad value', async () => {
    const ceo = await createUser('CEO');
    await requestAs(app, ceo).put(`/api/resale-units/${NO_SUCH}`).send({ title: 'x' }).expect(404);
    const unit = await createUnit();
    await requestAs(app, ceo).put(`/api/resale-units/${unit._id}`).send({ status: 'gone' }).expect(400);
    await requestAs(app, ceo).put(`/api/resale-units/${unit._id}`).send({ area: 0 }).expect(400);
  });
});

describe.each([
  ['feature', 'isFeatured'],
  ['archive', 'archived'],
] as const)('POST /api/resale-units/:id/%s', (action, field) => {
  it('CEO and Admin set and clear it', async () => {
    const unit = await createUnit();
    for (const role of ['CEO', 'Admin'] as Role[]) {
      const as = requestAs(app, await createUser(role));
      const on = await as.post(`/api/resale-units/${unit._id}/${action}`).send({ value: true }).expect(200);
      expect(parseAnswer(contract.units[action], on.body)[field]).toBe(true);
      const off = await as.post(`/api/resale-units/${unit._id}/${action}`).send({ value: false }).expect(200);
      expect(off.body[field]).toBe(false);
    }
  });

  it.each(['Manager', 'Supervisor', 'Agent'] as Role[])('refuses a %s (403), even the creator', async (role) => {
    const user = await createUser(role);
    const unit = await createUnit({ createdBy: user });
    await requestAs(app, user).post(`/api/resale-units/${unit._id}/${action}`).send({ value: true }).expect(403);
    expect((await UnitModel.findById(unit._id))?.[field]).toBe(false);
  });

  it('400 without a boolean value, 404 for an unknown unit', async () => {
    const as = requestAs(app, await createUser('CEO'));
    const unit = await createUnit();
    await as.post(`/api/resale-units/${unit._id}/${action}`).send({ value: 'yes' }).expect(400);
    await as.post(`/api/resale-units/${NO_SUCH}/${action}`).send({ value: true }).expect(404);
  });
});

describe('POST /api/resale-units/:id/assign', () => {
  it('CEO/Admin assign to an active user other than CEO/Admin', async () => {
    const agent = await createUser('Agent');
    const unit = await createUnit();
    const res = await requestAs(app, await createUser('Admin'))
      .post(`/api/resale-units/${unit._id}/assign`)
      .send({ userId: String(agent._id) })
      .expect(200);
    expect(parseAnswer(contract.units.assign, res.body).assignedTo).toMatchObject({
      _id: String(agent._id),
      name: agent.name,
    });
  });

  it('refuses a CEO, an inactive or an unknown assignee (400)', async () => {
    const as = requestAs(app, await createUser('CEO'));
    const unit = await createUnit();
    for (const target of [await createUser('CEO'), await createUser('Agent', { active: false }), { _id: NO_SUCH }]) {
      const res = await as
        .post(`/api/resale-units/${unit._id}/assign`)
        .send({ userId: String(target._id) })
        .expect(400);
      expect(res.body.code).toBe('UNIT_ASSIGNEE_NOT_ALLOWED');
    }
  });

  it.each(['Manager', 'Supervisor', 'Agent'] as Role[])('refuses a %s (403)', async (role) => {
    const agent = await createUser('Agent');
    const unit = await createUnit();
    await requestAs(app, await createUser(role))
      .post(`/api/resale-units/${unit._id}/assign`)
      .send({ userId: String(agent._id) })
      .expect(403);
    expect((await UnitModel.findById(unit._id))?.assignedTo).toBeNull();
  });
});

describe('POST /api/resale-units/:id/inquiry', () => {
  it("links a lead the caller sees, once, and says so in the lead's feedback log", async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Client', assignedTo: agent, privacy: 'agent_private' });
    const unit = await createUnit({ title: 'Sea view' });
    const as = requestAs(app, agent);
    const res = await as
      .post(`/api/resale-units/${unit._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(200);
    const detail = parseAnswer(contract.units.inquiry, res.body);
    expect(detail.inquiries).toEqual([
      expect.objectContaining({ _id: String(lead._id), name: 'Client', status: 'New' }),
    ]);
    expect(detail.inquiryCount).toBe(1);
    await as
      .post(`/api/resale-units/${unit._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(200);
    // The entry names the unit and links it; the screen words it in the reader's language.
    const log = await as.get(`/api/comments/lead/${lead._id}`).expect(200);
    const notes = parseAnswer(contract.comments.forLead, log.body);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ content: 'Sea view', unitId: String(unit._id) });
    // Another agent sees the unit, not the private lead linked to it.
    const other = await requestAs(app, await createUser('Agent'))
      .get(`/api/resale-units/${unit._id}`)
      .expect(200);
    expect(other.body).toMatchObject({ inquiries: [], inquiryCount: 1 });
  });

  it("refuses a lead the caller cannot see (404 'Lead not found'), linking nothing", async () => {
    const lead = await createLead({ assignedTo: await createUser('Agent'), privacy: 'agent_private' });
    const unit = await createUnit();
    const res = await requestAs(app, await createUser('Agent'))
      .post(`/api/resale-units/${unit._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(404);
    expect(res.body.message).toBe('Lead not found');
    expect((await UnitModel.findById(unit._id))?.inquiries).toHaveLength(0);
    expect(await CommentModel.countDocuments()).toBe(0);
  });

  it('404 for an unknown unit, 400 for a malformed lead id', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead();
    await requestAs(app, ceo)
      .post(`/api/resale-units/${NO_SUCH}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(404);
    const unit = await createUnit();
    await requestAs(app, ceo).post(`/api/resale-units/${unit._id}/inquiry`).send({ leadId: 'x' }).expect(400);
  });
});
