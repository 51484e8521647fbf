import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { LeadModel } from '../lead.model';

const app = makeApp();
const PHONE = '+201007776655';

/** A team with a Supervisor and two Agents; the first Agent holds a private client. */
async function brokerage() {
  const team = await createTeam('Cairo Sales');
  const supervisor = await createUser('Supervisor', { teamId: team._id, name: 'Youssef Nabil' });
  const holder = await createUser('Agent', { teamId: team._id, name: 'Omar Khaled' });
  const colleague = await createUser('Agent', { teamId: team._id, name: 'Laila Hassan' });
  const client = await createLead({
    name: 'عميل عمر',
    phone: PHONE,
    assignedTo: holder,
    createdBy: holder,
    teamId: team._id,
    privacy: 'agent_private',
  });
  return { team, supervisor, holder, colleague, client };
}

describe("a colleague's client (issue 45: ownership)", () => {
  it("refuses an Agent's Add Lead of a colleague's client, also with allowDuplicate, and stores nothing", async () => {
    const { colleague } = await brokerage();
    for (const body of [
      { name: 'نفس العميل', phone: '٠١٠٠ ٧٧٧ ٦٦٥٥' },
      { name: 'نفس العميل', phone: '01007776655', allowDuplicate: true },
    ]) {
      const res = await requestAs(app, colleague).post('/api/leads').send(body).expect(409);
      expect(res.body).toMatchObject({
        code: 'LEAD_WITH_COLLEAGUE',
        message: 'This client is already with a colleague. You can ask your Supervisor to assign it to you.',
        details: { leadId: null, owner: null },
      });
    }
    expect(await LeadModel.countDocuments({ phone: PHONE })).toBe(1);
  });

  it('lets the Supervisor, a Manager of the team and the Admin add anyway within their scope', async () => {
    const { team, supervisor } = await brokerage();
    const manager = await createUser('Manager', { teamIds: [team._id] });
    const admin = await createUser('Admin');
    await requestAs(app, supervisor)
      .post('/api/leads')
      .send({ name: 'Copy', phone: PHONE, allowDuplicate: true })
      .expect(201);
    await requestAs(app, manager)
      .post('/api/leads')
      .send({ name: 'Copy', phone: PHONE, teamId: String(team._id), allowDuplicate: true })
      .expect(201);
    await requestAs(app, admin)
      .post('/api/leads')
      .send({ name: 'Copy', phone: PHONE, allowDuplicate: true })
      .expect(201);
    expect(await LeadModel.countDocuments({ phone: PHONE })).toBe(4);
  });

  it("keeps an Agent's own duplicate a plain duplicate warning (their own client, seen)", async () => {
    const { holder } = await brokerage();
    const res = await requestAs(app, holder).post('/api/leads').send({ name: 'Again', phone: PHONE }).expect(409);
    expect(res.body.code).toBe('LEAD_DUPLICATE_PHONE');
  });

  it("asks the Agent's Supervisors for the client, who see the request in their notifications", async () => {
    const { supervisor, colleague, client } = await brokerage();
    const asked = await requestAs(app, colleague)
      .post('/api/leads/client-requests')
      .send({ phone: '0100 777 6655' })
      .expect(200);
    expect(asked.body).toEqual({ notified: 1 });

    const notices = await requestAs(app, supervisor).get('/api/leads/notifications').expect(200);
    const request = notices.body.items.find((n: { type: string }) => n.type === 'ClientRequest');
    expect(request).toMatchObject({
      leadId: String(client._id),
      changedBy: { name: 'Laila Hassan', role: 'Agent' },
      newValue: PHONE,
      read: false,
    });
    // The Agent who asked is not told of their own request.
    const own = await requestAs(app, colleague).get('/api/leads/notifications').expect(200);
    expect(own.body.items.some((n: { type: string }) => n.type === 'ClientRequest')).toBe(false);
  });

  it('asks the Admins when the Agent has no Supervisor', async () => {
    const lone = await createUser('Agent', { name: 'Lone Agent' });
    const holder = await createUser('Agent');
    await createLead({ phone: PHONE, assignedTo: holder, createdBy: holder, privacy: 'agent_private' });
    await createUser('Admin');
    await createUser('Admin');
    const asked = await requestAs(app, lone).post('/api/leads/client-requests').send({ phone: PHONE }).expect(200);
    expect(asked.body).toEqual({ notified: 2 });
  });

  it('refuses a request for a phone nobody holds or a client the Agent sees, and anyone but an Agent', async () => {
    const { holder, supervisor } = await brokerage();
    const nobody = await requestAs(app, holder)
      .post('/api/leads/client-requests')
      .send({ phone: '01112223334' })
      .expect(400);
    expect(nobody.body.code).toBe('CLIENT_REQUEST_INVALID');
    // Their own client: nothing to ask.
    await requestAs(app, holder).post('/api/leads/client-requests').send({ phone: PHONE }).expect(400);
    await requestAs(app, holder).post('/api/leads/client-requests').send({ phone: 'abc' }).expect(400);
    await requestAs(app, holder).post('/api/leads/client-requests').send({}).expect(400);
    await requestAs(app, supervisor).post('/api/leads/client-requests').send({ phone: PHONE }).expect(403);
  });
});
