import { Types } from 'mongoose';
import { contract } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';
import { LeadModel } from '../../leads';
import { UnitModel } from '../../units';
import { UserModel } from '../../users';
import { ImportBatchModel } from '../import-batch.model';
import { interruptAbandonedImports } from '../import-tracking';

const app = makeApp();

const leadsSheet = sheetDataUrl([
  ['اسم العميل', 'رقم الموبايل'],
  ['عمر خالد', '01001234561'],
  ['Omar Khaled', '01001234562'],
  ['منى سعيد', '01001234563'],
]);

async function importLeadsAs(user: { _id: unknown }, dataUrl = leadsSheet) {
  const res = await requestAs(app, user)
    .post('/api/leads/import')
    .send({ dataUrl, fileName: 'عملاء قدامى.xlsx' })
    .expect(200);
  return parseAnswer(contract.leads.importXlsx, res.body);
}

const undo = (user: { _id: unknown }, id: string) => requestAs(app, user).post(`/api/imports/${id}/undo`);

/** Moves an import and the leads it wrote back in time, as if it ran `hours` ago. */
async function ranHoursAgo(id: string, hours: number) {
  const then = new Date(Date.now() - hours * 3_600_000);
  await ImportBatchModel.updateOne({ _id: id }, { $set: { startedAt: then, finishedAt: then } });
  await LeadModel.updateMany(
    { importBatchId: id },
    { $set: { createdAt: then, updatedAt: then } },
    { timestamps: false },
  );
}

describe('imports as batches', () => {
  it('records who imported what, when and its counts; the importer sees their own, CEO and Admin all', async () => {
    const agent = await createUser('Agent');
    const otherAgent = await createUser('Agent');
    const ceo = await createUser('CEO');
    const report = await importLeadsAs(agent);
    expect(report.created).toBe(3);
    expect(report.batchId).toEqual(expect.any(String));
    expect(await LeadModel.countDocuments({ importBatchId: report.batchId })).toBe(3);

    const mine = await requestAs(app, agent).get('/api/imports').expect(200);
    const list = parseAnswer(contract.imports.list, mine.body);
    expect(list.items).toEqual([
      expect.objectContaining({
        _id: report.batchId,
        kind: 'leads',
        fileName: 'عملاء قدامى.xlsx',
        by: { _id: String(agent._id), name: agent.name, role: 'Agent' },
        status: 'done',
        rows: 3,
        created: 3,
        skipped: 0,
        undone: null,
      }),
    ]);
    expect((await requestAs(app, otherAgent).get('/api/imports').expect(200)).body.total).toBe(0);
    expect((await requestAs(app, ceo).get('/api/imports?kind=leads').expect(200)).body.total).toBe(1);
    expect((await requestAs(app, ceo).get('/api/imports?kind=units').expect(200)).body.total).toBe(0);
  });

  it('a preview, and a sheet refused whole, leave no batch', async () => {
    const agent = await createUser('Agent');
    await requestAs(app, agent).post('/api/leads/import/preview').send({ dataUrl: leadsSheet }).expect(200);
    const noKeyColumn = sheetDataUrl([['Budget'], ['5']]);
    await requestAs(app, agent).post('/api/leads/import').send({ dataUrl: noKeyColumn }).expect(400);
    expect(await ImportBatchModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/imports/:id/undo', () => {
  it('removes exactly the leads of its batch that nobody changed since, and names those kept', async () => {
    const agent = await createUser('Agent');
    const before = await requestAs(app, agent).post('/api/leads').send({ name: 'Mine before', phone: '01001234560' });
    expect(before.status).toBe(201);
    const report = await importLeadsAs(agent);
    const other = await importLeadsAs(
      agent,
      sheetDataUrl([
        ['Name', 'Phone'],
        ['Next batch', '01001234569'],
      ]),
    );
    const edited = await LeadModel.findOne({ name: 'منى سعيد' });
    await requestAs(app, agent)
      .put(`/api/leads/${String(edited!._id)}`)
      .send({ status: 'Contacted' })
      .expect(200);

    const res = await undo(agent, report.batchId!).expect(200);
    expect(parseAnswer(contract.imports.undo, res.body)).toEqual({
      removed: 2,
      kept: 1,
      keptRecords: [{ _id: String(edited!._id), name: 'منى سعيد' }],
    });
    const listed = await requestAs(app, agent).get('/api/leads?limit=50').expect(200);
    expect(listed.body.items.map((l: { name: string }) => l.name).sort()).toEqual(
      ['Mine before', 'Next batch', 'منى سعيد'].sort(),
    );
    // Soft: the removed leads are among the deleted ones, each with its history.
    expect(await LeadModel.countDocuments({ importBatchId: report.batchId, deletedAt: { $ne: null } })).toBe(2);
    expect(await LeadModel.countDocuments({ importBatchId: other.batchId, deletedAt: null })).toBe(1);

    const batch = await requestAs(app, agent).get('/api/imports').expect(200);
    const undone = batch.body.items.find((b: { _id: string }) => b._id === report.batchId);
    expect(undone).toMatchObject({ status: 'undone', undone: { removed: 2, kept: 1, by: { name: agent.name } } });

    const again = await undo(agent, report.batchId!).expect(409);
    expect(again.body.message).toBe('This import was already undone');
  });

  it('refuses whoever may not undo it: another Agent or a Manager (404), the importer after a day (403)', async () => {
    const agent = await createUser('Agent');
    const report = await importLeadsAs(agent);
    for (const role of ['Agent', 'Supervisor', 'Manager'] as const) {
      const stranger = await createUser(role);
      const res = await undo(stranger, report.batchId!).expect(404);
      expect(res.body.message).toBe('Import not found');
    }
    await ranHoursAgo(report.batchId!, 25);
    const late = await undo(agent, report.batchId!).expect(403);
    expect(late.body.message).toBe(
      'You can undo your own import for a day after it ran; after that, ask the CEO or an Admin',
    );
    expect(await LeadModel.countDocuments({ importBatchId: report.batchId, deletedAt: null })).toBe(3);

    const admin = await createUser('Admin');
    expect((await undo(admin, report.batchId!).expect(200)).body.removed).toBe(3);
  });

  it('refuses an import that created nothing, is running, or was interrupted', async () => {
    const agent = await createUser('Agent');
    const ceo = await createUser('CEO');
    const nothing = await importLeadsAs(
      agent,
      sheetDataUrl([
        ['Name', 'Phone'],
        ['', 'not a phone'],
      ]),
    );
    expect((await undo(ceo, nothing.batchId!).expect(409)).body.message).toBe('This import created nothing to undo');
    const running = await ImportBatchModel.create({
      kind: 'leads',
      by: { _id: agent._id, name: agent.name, role: 'Agent' },
      status: 'running',
      startedAt: new Date(),
      heartbeatAt: new Date(),
    });
    expect((await undo(ceo, String(running._id)).expect(409)).body.message).toBe('This import is still running');
    await ImportBatchModel.updateOne({ _id: running._id }, { $set: { heartbeatAt: new Date(Date.now() - 120_000) } });
    expect((await undo(ceo, String(running._id)).expect(409)).body.message).toBe(
      'This import was interrupted; none of its rows were kept',
    );
    await undo(ceo, String(new Types.ObjectId())).expect(404);
    await undo(ceo, 'not-an-id').expect(400);
  });

  it('removes a units import from every list, count and page, keeping the unit edited since', async () => {
    const manager = await createUser('Manager');
    const dataUrl = sheetDataUrl([
      ['العنوان', 'السعر', 'المساحة'],
      ['شقة المعادي', '٢٬٥٠٠٬٠٠٠', '120 m²'],
      ['Villa Zayed', '8,500,000 EGP', '300'],
    ]);
    const res = await requestAs(app, manager).post('/api/resale-units/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.units.importXlsx, res.body);
    expect(report.created).toBe(2);
    const [maadi, zayed] = await Promise.all([
      UnitModel.findOne({ title: 'شقة المعادي' }),
      UnitModel.findOne({ title: 'Villa Zayed' }),
    ]);
    await requestAs(app, manager)
      .put(`/api/resale-units/${String(zayed!._id)}`)
      .send({ bedrooms: 4 })
      .expect(200);

    const undone = await undo(manager, report.batchId!).expect(200);
    expect(undone.body).toEqual({
      removed: 1,
      kept: 1,
      keptRecords: [{ _id: String(zayed!._id), name: 'Villa Zayed' }],
    });
    const list = await requestAs(app, manager).get('/api/resale-units?includeArchived=true').expect(200);
    expect(list.body.items.map((u: { title: string }) => u.title)).toEqual(['Villa Zayed']);
    await requestAs(app, manager)
      .get(`/api/resale-units/${String(maadi!._id)}`)
      .expect(404);
    const summary = await requestAs(app, manager).get('/api/resale-units/stats/summary').expect(200);
    expect(summary.body.available).toBe(1);
  });

  it('deletes a users import as Delete User does (their emails free again), keeping an account used since', async () => {
    const admin = await createUser('Admin');
    const dataUrl = sheetDataUrl([
      ['الاسم', 'البريد الإلكتروني', 'الدور'],
      ['Omar Khaled', 'omar.k1@agency.test', 'وكيل'],
      ['Omar Khaled', 'omar.k2@agency.test', 'Agent'],
    ]);
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.users.importXlsx, res.body);
    expect(report.created).toBe(2);
    const used = await UserModel.findOne({ email: 'omar.k2@agency.test' });
    await requestAs(app, admin)
      .put(`/api/users/${String(used!._id)}`)
      .send({ name: 'Omar Khaled (Maadi)' })
      .expect(200);

    const undone = await undo(admin, report.batchId!).expect(200);
    expect(undone.body).toMatchObject({ removed: 1, kept: 1, keptRecords: [{ name: 'Omar Khaled (Maadi)' }] });
    const gone = await UserModel.findOne({ deletedEmail: 'omar.k1@agency.test' });
    expect(gone).toMatchObject({ active: false, tokenVersion: 1 });
    expect(gone!.deletedAt).toBeInstanceOf(Date);
    // The email is free: the same row imports again.
    const again = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    expect(again.body.created).toBe(1);
  });
});

describe('one import at a time per person', () => {
  it('refuses a second import while the first runs, clearly; others may import meanwhile', async () => {
    const agent = await createUser('Agent');
    const colleague = await createUser('Agent');
    await ImportBatchModel.create({
      kind: 'leads',
      by: { _id: agent._id, name: agent.name, role: 'Agent' },
      status: 'running',
      phase: 'checking',
      rows: 10_000,
      done: 2_400,
      startedAt: new Date(),
      heartbeatAt: new Date(),
    });
    const refused = await requestAs(app, agent).post('/api/leads/import').send({ dataUrl: leadsSheet }).expect(409);
    expect(refused.body.message).toBe(
      'You already have an import running. Wait for it to finish before starting another.',
    );
    const current = await requestAs(app, agent).get('/api/imports/current').expect(200);
    expect(parseAnswer(contract.imports.current, current.body).running).toMatchObject({
      status: 'running',
      phase: 'checking',
      rows: 10_000,
      done: 2_400,
    });
    expect((await requestAs(app, colleague).get('/api/imports/current').expect(200)).body).toEqual({ running: null });
    await importLeadsAs(colleague);
  });

  it('of two imports sent at once by the same person, one runs and the other is refused', async () => {
    const agent = await createUser('Agent');
    const rows = [
      ['Name', 'Phone'],
      ...Array.from({ length: 400 }, (_, i) => [`Lead ${i}`, `0100${String(i).padStart(7, '0')}`]),
    ];
    const dataUrl = sheetDataUrl(rows);
    const post = () => requestAs(app, agent).post('/api/leads/import').send({ dataUrl });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await LeadModel.countDocuments()).toBe(400);
  });

  /** A leads import an Agent's process left "running" when it died. */
  const leftRunning = (
    agent: { _id: Types.ObjectId; name: string },
    { startedAgoMs, heartbeatAgoMs }: { startedAgoMs: number; heartbeatAgoMs: number },
  ) =>
    ImportBatchModel.create({
      kind: 'leads',
      by: { _id: agent._id, name: agent.name, role: 'Agent' },
      status: 'running',
      startedAt: new Date(Date.now() - startedAgoMs),
      heartbeatAt: new Date(Date.now() - heartbeatAgoMs),
    });

  it('a server that died mid-import does not block its importer: the batch reads as interrupted', async () => {
    const agent = await createUser('Agent');
    await leftRunning(agent, { startedAgoMs: 600_000, heartbeatAgoMs: 300_000 });
    await importLeadsAs(agent);
    const list = await requestAs(app, agent).get('/api/imports').expect(200);
    expect(list.body.items.map((b: { status: string }) => b.status)).toEqual(['done', 'interrupted']);
  });

  it("a start of the embedded database's one owner reads a batch left running as interrupted at once", async () => {
    const agent = await createUser('Agent');
    // Its heartbeat written a second ago by the process that then died: not yet stale.
    await leftRunning(agent, { startedAgoMs: 5_000, heartbeatAgoMs: 1_000 });
    const statuses = async () =>
      (await requestAs(app, agent).get('/api/imports').expect(200)).body.items.map((b: { status: string }) => b.status);
    expect(await statuses()).toEqual(['running']);
    expect(await interruptAbandonedImports()).toBe(1);
    expect(await statuses()).toEqual(['interrupted']);
    // And the importer may start another at once.
    await importLeadsAs(agent);
  });
});
