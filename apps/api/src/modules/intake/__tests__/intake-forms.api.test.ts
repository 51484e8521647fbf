import request from 'supertest';
import { CampaignModel } from '../../lookups';
import { LeadModel } from '../../leads';
import { NotificationModel } from '../../notifications';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';
import { IntakeDeliveryModel } from '../intake-delivery.model';
import { addSource } from '../../../../test/intake-test-kit';

const app = makeApp();

async function websiteForm() {
  const admin = await createUser('Admin');
  const team = await createTeam('New Capital');
  const campaign = await CampaignModel.create({ name: 'Website spring', channel: 'Other' });
  const source = await addSource(app, admin, {
    kind: 'form',
    name: 'Website form',
    campaignId: String(campaign._id),
    teamId: String(team._id),
  });
  return { admin, team, campaign, source };
}

describe('website forms (issue 47)', () => {
  it('makes a lead of a JSON post, attributed to the source campaign and team, with the rest in its arrival', async () => {
    const { admin, team, campaign, source } = await websiteForm();
    expect(source.key.length).toBeGreaterThanOrEqual(22); // 128 bits or more, base64url
    await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .set('Origin', 'https://www.nile-realty.example')
      .send({
        name: 'منى إبراهيم',
        phone: '٠١٠٠ ٧٧٧ ٦٦٥٥',
        email: 'Mona@Example.com',
        message: 'أريد شقة ثلاث غرف',
        الميزانية: '3,000,000',
        utm_source: 'facebook',
        utm_campaign: 'spring',
      })
      .expect(201)
      .expect('Access-Control-Allow-Origin', '*');
    const lead = await LeadModel.findOne({ phone: '+201007776655' }).lean();
    expect(lead).toMatchObject({
      name: 'منى إبراهيم',
      email: 'mona@example.com',
      source: 'Campaign',
      status: 'New',
      assignedTo: null,
    });
    expect(String(lead!.campaignId)).toBe(String(campaign._id));
    expect(String(lead!.teamId)).toBe(String(team._id));
    const page = await requestAs(app, admin)
      .get(`/api/leads/${String(lead!._id)}`)
      .expect(200);
    expect(page.body.arrival).toEqual({
      source: { _id: source._id, name: 'Website form', kind: 'form' },
      message: 'أريد شقة ثلاث غرف',
      answers: [{ question: 'الميزانية', answer: '3,000,000' }],
      utm: { utm_source: 'facebook', utm_campaign: 'spring' },
      ad: null,
    });
    expect((await historyOf(lead!))[0]).toMatchObject({ kind: 'arrived', actor: null, note: 'Website form' });
    const log = await requestAs(app, admin).get('/api/intake/deliveries').expect(200);
    expect(log.body).toMatchObject({ total: 1, items: [{ status: 'created', lead: { name: 'منى إبراهيم' } }] });
  });

  it('takes a plain HTML form post (urlencoded) and thanks the visitor with a page', async () => {
    const { source } = await websiteForm();
    const res = await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .set('Accept', 'text/html,application/xhtml+xml')
      .type('form')
      .send({ full_name: 'Karim Adel', phone: '+20 122 333 4455', unit_type: 'Villa' })
      .expect(200);
    expect(res.text).toContain('Thank you');
    const lead = await LeadModel.findOne({ phone: '+201223334455' }).select('+arrival').lean();
    expect(lead).toMatchObject({
      name: 'Karim Adel',
      arrival: { answers: [{ question: 'unit_type', answer: 'Villa' }] },
    });
  });

  it('makes no second lead of a repeat inquiry (the phone typed another way): the lead records it and its holder hears', async () => {
    const { source } = await websiteForm();
    const agent = await createUser('Agent', { name: 'Omar Khaled' });
    const client = await createLead({ name: 'Mona', phone: '+201007776655', assignedTo: agent });
    await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .send({ name: 'Mona I.', phone: '0100-777-6655' })
      .expect(201);
    expect(await LeadModel.countDocuments({ phone: '+201007776655' })).toBe(1);
    expect((await historyOf(client))[0]).toMatchObject({ kind: 'inquiry', note: 'Website form' });
    expect(await NotificationModel.findOne({ recipientId: agent._id }).lean()).toMatchObject({
      type: 'InquiredAgain',
      newValue: 'Website form',
      leadId: client._id,
    });
    expect(await IntakeDeliveryModel.findOne().lean()).toMatchObject({ status: 'duplicate', leadId: client._id });
  });

  it('drops a post whose honeypot is filled (answering as if accepted), and refuses an unknown or paused key', async () => {
    const { admin, source } = await websiteForm();
    await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .send({ name: 'Bot', phone: '01001112233', website: 'http://spam.example' })
      .expect(201);
    expect(await LeadModel.countDocuments()).toBe(0);
    expect(await IntakeDeliveryModel.findOne().lean()).toMatchObject({ status: 'ignored' });

    await request(app).post('/api/intake/forms/not-a-key').send({ name: 'X', phone: '01001112234' }).expect(404);
    await requestAs(app, admin).patch(`/api/intake/sources/${source._id}`).send({ paused: true }).expect(200);
    await request(app).post(`/api/intake/forms/${source.key}`).send({ name: 'X', phone: '01001112235' }).expect(404);
    expect(await LeadModel.countDocuments()).toBe(0);
  });

  it('stops the old key at once when the key is rotated', async () => {
    const { admin, source } = await websiteForm();
    const rotated = await requestAs(app, admin)
      .patch(`/api/intake/sources/${source._id}`)
      .send({ rotateKey: true })
      .expect(200);
    expect(rotated.body.key).not.toBe(source.key);
    await request(app).post(`/api/intake/forms/${source.key}`).send({ name: 'A', phone: '01001112236' }).expect(404);
    await request(app)
      .post(`/api/intake/forms/${rotated.body.key}`)
      .send({ name: 'A', phone: '01001112236' })
      .expect(201);
  });

  it('keeps an email that is not an address as typed, not as the lead’s email', async () => {
    const { source } = await websiteForm();
    await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .send({ name: 'Typo', phone: '01002223344', email: 'mona at gmail' })
      .expect(201);
    const lead = await LeadModel.findOne({ phone: '+201002223344' }).lean();
    expect(lead).toMatchObject({
      email: '',
      arrival: { answers: [{ question: 'Email (as typed)', answer: 'mona at gmail' }] },
    });
  });

  it('answers any web site’s preflight, and ignores a post with neither phone nor email', async () => {
    const { source } = await websiteForm();
    await request(app)
      .options(`/api/intake/forms/${source.key}`)
      .set('Origin', 'https://landing.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204)
      .expect('Access-Control-Allow-Origin', '*')
      .expect('Access-Control-Allow-Headers', /Content-Type/);
    await request(app).post(`/api/intake/forms/${source.key}`).send({ name: 'No contact' }).expect(201);
    expect(await IntakeDeliveryModel.findOne().lean()).toMatchObject({
      status: 'ignored',
      reason: 'No phone or email to reach the client',
    });
  });

  it('limits posts per key and address (429 with Retry-After)', async () => {
    const { source } = await websiteForm();
    for (let i = 0; i < 20; i++) {
      await request(app)
        .post(`/api/intake/forms/${source.key}`)
        .send({ name: `P${i}`, email: `p${i}@example.com` })
        .expect(201);
    }
    const refused = await request(app)
      .post(`/api/intake/forms/${source.key}`)
      .send({ name: 'P20', email: 'p20@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await LeadModel.countDocuments()).toBe(20);
  });
});

describe('lead sources and the deliveries log: who may (issue 47)', () => {
  it('refuses Managers, Supervisors and Agents on every route', async () => {
    const { admin, source } = await websiteForm();
    const people = await oneOfEachRole();
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const as = requestAs(app, people[role]);
      await as.get('/api/intake/sources').expect(403);
      await as.post('/api/intake/sources').send({ kind: 'form', name: 'Mine' }).expect(403);
      await as.patch(`/api/intake/sources/${source._id}`).send({ paused: true }).expect(403);
      await as.delete(`/api/intake/sources/${source._id}`).expect(403);
      await as.get('/api/intake/deliveries').expect(403);
      await as.post(`/api/intake/deliveries/${source._id}/retry`).expect(403);
    }
    await requestAs(app, people.CEO).get('/api/intake/sources').expect(200);
    const list = await requestAs(app, admin).get('/api/intake/sources').expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('checks what a source names: a campaign and team that exist, one source per Facebook page', async () => {
    const admin = await createUser('Admin');
    await requestAs(app, admin)
      .post('/api/intake/sources')
      .send({ kind: 'form', name: 'X', campaignId: '0123456789abcdef01234567' })
      .expect(400);
    const page = { kind: 'meta', name: 'Page', pageId: '1234567890', pageAccessToken: 'EAAB'.padEnd(40, 'x') };
    await requestAs(app, admin).post('/api/intake/sources').send(page).expect(201);
    const again = await requestAs(app, admin).post('/api/intake/sources').send(page).expect(409);
    expect(again.body.code).toBe('INTAKE_PAGE_TAKEN');
    await requestAs(app, admin).post('/api/intake/sources').send({ kind: 'form', name: '' }).expect(400);
  });
});
