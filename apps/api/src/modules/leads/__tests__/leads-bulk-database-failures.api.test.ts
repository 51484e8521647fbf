import {
  MongoBulkWriteError,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoServerError,
  type BulkWriteResult,
} from 'mongodb';
import { errorResponse } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { NotificationModel } from '../../notifications';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';

/**
 * A database that fails under bulk work (issue 31): the answer is a 503 or 413 with a message that
 * says whether anything may have changed, never a 500 "Something went wrong".
 */
const app = makeApp();

/**
 * What the driver threw on mongo-java-server with 100k leads: a bulkWrite that ran for minutes kept
 * the server thread its monitor shared busy, the monitor's heartbeat timed out, the driver cleared
 * the pool and interrupted the command. Built as the driver builds it (bulk/common.ts).
 */
function interruptedBulkWrite() {
  const cutOff = new MongoNetworkError(
    'Connection to 127.0.0.1:27017 interrupted due to server monitor timeout: connection <monitor> to 127.0.0.1:27017 timed out',
    { beforeHandshake: false },
  );
  cutOff.addErrorLabel('PoolRequestedRetry');
  return new MongoBulkWriteError(cutOff, {} as BulkWriteResult);
}

async function setUp(n = 3) {
  const ceo = await createUser('CEO');
  const agent = await createUser('Agent');
  const leads = await Promise.all(Array.from({ length: n }, () => createLead({ assignedTo: agent })));
  return { ceo, ids: leads.map((l) => String(l._id)) };
}

const statusBody = (ids: string[]) => ({ action: 'status', status: 'Qualified', ids });

afterEach(() => jest.restoreAllMocks());

describe('POST /api/leads/bulk when the database fails', () => {
  it('a write cut off by the driver (server monitor timeout) is a 503 saying which leads may have changed', async () => {
    const { ceo, ids } = await setUp();
    jest.spyOn(LeadModel, 'bulkWrite').mockRejectedValueOnce(interruptedBulkWrite());

    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(statusBody(ids)).expect(503);
    expect(errorResponse.parse(res.body)).toEqual({
      code: 'DB_DOWN',
      message:
        'The database stopped answering while changing 3 leads: 3 may have been changed. ' +
        'Reload the list to see which, then try again in a moment.',
      details: { phase: 'write', changed: 0, unsure: 3, unchanged: 0, changedIds: [] },
    });
    expect(await NotificationModel.countDocuments()).toBe(0);
  });

  it('a read that runs out of time (MaxTimeMSExpired) is a 503 saying nothing was changed', async () => {
    const { ceo, ids } = await setUp();
    const timedOut = new MongoServerError({
      message: 'operation exceeded time limit',
      code: 50,
      codeName: 'MaxTimeMSExpired',
    });
    // The query that loads the leads fails as the server answers it.
    const find = LeadModel.find.bind(LeadModel);
    jest.spyOn(LeadModel, 'find').mockImplementationOnce(((...args: Parameters<typeof find>) => {
      const query = find(...args);
      jest.spyOn(query, 'exec').mockRejectedValueOnce(timedOut);
      return query;
    }) as typeof LeadModel.find);
    const write = jest.spyOn(LeadModel, 'bulkWrite');

    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(statusBody(ids)).expect(503);
    expect(res.body).toMatchObject({
      code: 'BUSY',
      message: 'The database took too long to answer, and nothing was changed. Please try again in a moment.',
    });
    expect(write).not.toHaveBeenCalled();
    expect(await LeadModel.countDocuments({ status: 'Qualified' })).toBe(0);
  });

  it('a write over the size limit is a 413 asking for fewer leads', async () => {
    const { ceo, ids } = await setUp();
    jest
      .spyOn(LeadModel, 'bulkWrite')
      .mockRejectedValueOnce(new MongoInvalidArgumentError('Document is larger than the maximum size 16777216'));

    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(statusBody(ids)).expect(413);
    expect(res.body).toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringMatching(
        /^This is more leads than the database takes in one request while changing 3 leads: .* then choose fewer leads\.$/,
      ),
    });
  });

  it('a bug is still a 500 (only database failures are told apart)', async () => {
    const { ceo, ids } = await setUp();
    jest.spyOn(LeadModel, 'bulkWrite').mockRejectedValueOnce(new TypeError('x is not a function'));
    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(statusBody(ids)).expect(500);
    expect(res.body.code).toBe('INTERNAL');
  });
});
