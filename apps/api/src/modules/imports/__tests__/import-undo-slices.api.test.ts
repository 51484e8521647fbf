import { MongoNetworkError } from 'mongodb';
import { contract, errorResponse } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';
import { WRITE_SLICE } from '../../../lib/write-in-slices';
import { LeadModel } from '../../leads';
import { ImportBatchModel } from '../import-batch.model';

/** The undo of an import larger than one write (issue 46): removed a slice at a time, honestly reported. */
const app = makeApp();
const ROWS = WRITE_SLICE + 50;

async function importLeads(user: { _id: unknown }, first: number) {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `Sliced ${first + i}`,
    `0100${String(first + i).padStart(7, '0')}`,
  ]);
  const res = await requestAs(app, user)
    .post('/api/leads/import')
    .send({ dataUrl: sheetDataUrl([['Name', 'Phone'], ...rows]) })
    .expect(200);
  const report = parseAnswer(contract.leads.importXlsx, res.body);
  expect(report.created).toBe(ROWS);
  return report.batchId!;
}

const undo = (user: { _id: unknown }, id: string) => requestAs(app, user).post(`/api/imports/${id}/undo`);

afterEach(() => jest.restoreAllMocks());

describe('POST /api/imports/:id/undo of a large leads import', () => {
  it('removes every lead in slices, each with its record', async () => {
    const admin = await createUser('Admin');
    const batchId = await importLeads(admin, 0);
    const writes = jest.spyOn(LeadModel, 'updateMany');

    const res = await undo(admin, batchId).expect(200);
    expect(res.body).toMatchObject({ removed: ROWS, kept: 0 });
    expect(writes).toHaveBeenCalledTimes(2);
    expect(await LeadModel.countDocuments({ importBatchId: batchId, deletedAt: { $ne: null } })).toBe(ROWS);
    expect(await LeadModel.countDocuments({ importBatchId: batchId, 'history.kind': 'deleted' })).toBe(ROWS);
  });

  it('a database failing part-way says how many were removed, and undoing again removes the rest', async () => {
    const admin = await createUser('Admin');
    const batchId = await importLeads(admin, 1000);
    const removeThrough = LeadModel.updateMany.bind(LeadModel);
    jest
      .spyOn(LeadModel, 'updateMany')
      .mockImplementationOnce(removeThrough as never)
      .mockImplementationOnce(() => {
        throw new MongoNetworkError('connection closed');
      });

    const res = await undo(admin, batchId).expect(503);
    expect(errorResponse.parse(res.body)).toMatchObject({
      code: 'DB_DOWN',
      message:
        `The database stopped answering while undoing this import: ${WRITE_SLICE} were removed, ` +
        '50 may have been removed. Undo it again to remove the rest.',
      details: { removed: WRITE_SLICE, unsure: 50, notRemoved: 0 },
    });
    expect(await LeadModel.countDocuments({ importBatchId: batchId, deletedAt: { $ne: null } })).toBe(WRITE_SLICE);
    expect((await ImportBatchModel.findById(batchId).lean())!.status).toBe('done');

    jest.restoreAllMocks();
    expect((await undo(admin, batchId).expect(200)).body).toMatchObject({ removed: 50 });
    expect(await LeadModel.countDocuments({ importBatchId: batchId, deletedAt: null })).toBe(0);
  });
});
