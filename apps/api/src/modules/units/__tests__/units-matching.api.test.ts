import { contract } from '@crm/contracts';
import { LeadModel } from '../../leads';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { createUnit } from '../../../../test/unit-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const withBudget = async (lead: { _id: unknown }, budget: number | null) =>
  LeadModel.updateOne({ _id: lead._id }, { $set: { budget } });

describe('matching both ways', () => {
  it("a unit lists the visible leads whose interest is its type and whose budget covers its price or a plan's down payment", async () => {
    const agent = await createUser('Agent');
    const villa = await createUnit({
      title: 'Villa',
      propertyType: 'villa',
      price: 9_000_000,
      area: 300,
      paymentPlans: [{ name: 'Long', downPayment: 1_000_000, monthly: 80_000, years: 8 }],
    });
    const rich = await createLead({ name: 'Rich', propertyInterest: 'villa', assignedTo: agent });
    const planOnly = await createLead({ name: 'Plan only', propertyInterest: 'villa', assignedTo: agent });
    const short = await createLead({ name: 'Too short', propertyInterest: 'villa', assignedTo: agent });
    const flat = await createLead({ name: 'Wants a flat', propertyInterest: 'apartment', assignedTo: agent });
    const noBudget = await createLead({ name: 'No budget', propertyInterest: 'villa', assignedTo: agent });
    const hidden = await createLead({
      name: 'Not mine',
      propertyInterest: 'villa',
      assignedTo: await createUser('Agent'),
      privacy: 'agent_private',
    });
    await withBudget(rich, 10_000_000);
    await withBudget(planOnly, 1_200_000);
    await withBudget(short, 900_000);
    await withBudget(flat, 20_000_000);
    await withBudget(hidden, 20_000_000);
    void noBudget;
    const res = await requestAs(app, agent).get(`/api/resale-units/${villa._id}/matches`).expect(200);
    const page = parseAnswer(contract.units.matches, res.body);
    expect(page.items.map((l) => l.name)).toEqual(['Rich', 'Plan only']);
    expect(page.total).toBe(2);
    await requestAs(app, agent).get('/api/resale-units/0123456789abcdef01234567/matches').expect(404);
  });

  it('a lead lists the units on the market that fit it, cheapest first', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Client', propertyInterest: 'apartment', assignedTo: agent });
    await withBudget(lead, 2_000_000);
    await createUnit({ title: 'Cheap', propertyType: 'apartment', price: 1_500_000, area: 100 });
    await createUnit({
      title: 'Via plan',
      propertyType: 'apartment',
      price: 4_000_000,
      area: 150,
      paymentPlans: [{ name: 'P', downPayment: 800_000, monthly: 50_000, years: 6 }],
    });
    await createUnit({ title: 'Too dear', propertyType: 'apartment', price: 5_000_000, area: 150 });
    await createUnit({ title: 'A villa', propertyType: 'villa', price: 1_000_000, area: 150 });
    await createUnit({ title: 'Sold', propertyType: 'apartment', price: 1_000_000, area: 90, status: 'sold' });
    await createUnit({ title: 'Archived', propertyType: 'apartment', price: 1_000_000, area: 90, archived: true });
    const res = await requestAs(app, agent).get(`/api/resale-units/for-lead/${lead._id}`).expect(200);
    expect(parseAnswer(contract.units.forLead, res.body).items.map((u) => u.title)).toEqual(['Cheap', 'Via plan']);
  });

  it('refuses a lead the caller cannot see (404), and gives nothing for a lead without a budget', async () => {
    const lead = await createLead({
      propertyInterest: 'apartment',
      assignedTo: await createUser('Agent'),
      privacy: 'agent_private',
    });
    await withBudget(lead, 5_000_000);
    await createUnit({ propertyType: 'apartment', price: 1 });
    await requestAs(app, await createUser('Agent'))
      .get(`/api/resale-units/for-lead/${lead._id}`)
      .expect(404);
    const own = await createUser('Agent');
    const noBudget = await createLead({ propertyInterest: 'apartment', assignedTo: own });
    const res = await requestAs(app, own).get(`/api/resale-units/for-lead/${noBudget._id}`).expect(200);
    expect(res.body.items).toEqual([]);
  });

  it('a lead keeps a budget set through the API (null clears it)', async () => {
    const agent = await createUser('Agent');
    const created = await requestAs(app, agent)
      .post('/api/leads')
      .send({ name: 'Budgeted', budget: '3000000' })
      .expect(201);
    expect(created.body.budget).toBe(3_000_000);
    const cleared = await requestAs(app, agent)
      .put(`/api/leads/${created.body._id}`)
      .send({ budget: null })
      .expect(200);
    expect(cleared.body.budget).toBeNull();
    await requestAs(app, agent).put(`/api/leads/${created.body._id}`).send({ budget: -1 }).expect(400);
  });

  it('a lead lists the units it was linked to as an inquiry (sold and archived too), and a hidden lead is 404', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Asker', assignedTo: agent, privacy: 'agent_private' });
    const other = await createLead({ name: 'Other', assignedTo: agent });
    const first = await createUnit({ title: 'First asked', status: 'sold' });
    const second = await createUnit({ title: 'Then asked', archived: true });
    const otherUnit = await createUnit({ title: 'Asked by another' });
    await createUnit({ title: 'Never asked' });
    const link = (unit: { _id: unknown }, leadId: unknown) =>
      requestAs(app, agent)
        .post(`/api/resale-units/${String(unit._id)}/inquiry`)
        .send({ leadId: String(leadId) })
        .expect(200);
    await link(first, lead._id);
    await link(second, lead._id);
    await link(otherUnit, other._id);
    const res = await requestAs(app, agent).get(`/api/resale-units/for-lead/${lead._id}/inquiries`).expect(200);
    const page = parseAnswer(contract.units.inquiredBy, res.body);
    expect(page.items.map((u) => u.title)).toEqual(['Then asked', 'First asked']);
    expect(page.total).toBe(2);
    await requestAs(app, await createUser('Agent'))
      .get(`/api/resale-units/for-lead/${lead._id}/inquiries`)
      .expect(404);
    await requestAs(app, agent).get('/api/resale-units/for-lead/not-an-id/inquiries').expect(400);
  });
});

describe('matching only what is believable (a blank plan, closed leads, units off the market)', () => {
  it('a plan left blank is no evidence: it does not bring every lead of the type in', async () => {
    const agent = await createUser('Agent');
    const unit = await createUnit({
      propertyType: 'villa',
      price: 9_000_000,
      paymentPlans: [{ name: '', downPayment: 0, monthly: 0, years: 0 }],
    });
    const small = await createLead({ name: 'Small budget', propertyInterest: 'villa', assignedTo: agent });
    await withBudget(small, 500_000);
    const res = await requestAs(app, agent).get(`/api/resale-units/${unit._id}/matches`).expect(200);
    expect(res.body).toMatchObject({ items: [], total: 0 });
    const forLead = await requestAs(app, agent).get(`/api/resale-units/for-lead/${small._id}`).expect(200);
    expect(forLead.body.items).toEqual([]);
  });

  it('Won and Lost leads are not listed, and get no units', async () => {
    const agent = await createUser('Agent');
    const unit = await createUnit({ propertyType: 'apartment', price: 1_000_000 });
    await createUnit({ propertyType: 'apartment', price: 900_000 });
    const open = await createLead({ name: 'Open', propertyInterest: 'apartment', assignedTo: agent });
    const won = await createLead({ name: 'Won', status: 'Won', propertyInterest: 'apartment', assignedTo: agent });
    const lost = await createLead({ name: 'Lost', status: 'Lost', propertyInterest: 'apartment', assignedTo: agent });
    for (const lead of [open, won, lost]) await withBudget(lead, 2_000_000);
    const res = await requestAs(app, agent).get(`/api/resale-units/${unit._id}/matches`).expect(200);
    expect(res.body.items.map((l: { name: string }) => l.name)).toEqual(['Open']);
    for (const closed of [won, lost]) {
      const units = await requestAs(app, agent).get(`/api/resale-units/for-lead/${closed._id}`).expect(200);
      expect(units.body).toMatchObject({ items: [], total: 0 });
    }
  });

  it('a sold, reserved or archived unit fits nobody', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Buyer', propertyInterest: 'apartment', assignedTo: agent });
    await withBudget(lead, 5_000_000);
    for (const off of [{ status: 'sold' as const }, { status: 'reserved' as const }, { archived: true }]) {
      const unit = await createUnit({ propertyType: 'apartment', price: 1_000_000, ...off });
      const res = await requestAs(app, agent).get(`/api/resale-units/${unit._id}/matches`).expect(200);
      expect(res.body).toMatchObject({ items: [], total: 0 });
    }
  });
});
