import express from 'express';
import request from 'supertest';
import {
  MongoBulkWriteError,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  type BulkWriteResult,
} from 'mongodb';
import { errorResponse } from '@crm/contracts';
import { databaseFailureOf } from '../../db/database-errors';
import { createLogger } from '../../lib/logger';
import { errorHandler } from '../error-handler';

const serverError = (code: number, message: string) => new MongoServerError({ message, code });
const interrupted = () => {
  const cutOff = new MongoNetworkError('Connection to 127.0.0.1:27017 interrupted due to server monitor timeout');
  cutOff.addErrorLabel('PoolRequestedRetry');
  return new MongoBulkWriteError(cutOff, {} as BulkWriteResult);
};

describe('database failures any route may meet: a 503 or 413 with a message, never a 500', () => {
  const cases: [string, () => Error, string, number][] = [
    [
      'no server to select',
      () => new MongoServerSelectionError('connect ECONNREFUSED', { type: 'Unknown' } as never),
      'DB_DOWN',
      503,
    ],
    ['a dropped connection', () => new MongoNetworkError('connection closed'), 'DB_DOWN', 503],
    ['a bulk write interrupted with its pool', interrupted, 'DB_DOWN', 503],
    ['a socket timeout', () => new MongoNetworkTimeoutError('connection timed out'), 'BUSY', 503],
    ['MaxTimeMSExpired', () => serverError(50, 'operation exceeded time limit'), 'BUSY', 503],
    ['BSONObjectTooLarge', () => serverError(10334, 'object to insert too large'), 'TOO_LARGE', 413],
    [
      'the driver refusing a document over 16 MB',
      () => new MongoInvalidArgumentError('Document is larger than the maximum size 16777216'),
      'TOO_LARGE',
      413,
    ],
  ];
  const app = express();
  let next: () => Error = () => new Error('unset');
  app.get('/fail', () => {
    throw next();
  });
  app.use(errorHandler(createLogger('silent'), { explainBugs: false }));

  it.each(cases)('%s', async (_name, make, code, status) => {
    next = make;
    const res = await request(app).get('/fail').expect(status);
    expect(errorResponse.strict().parse(res.body)).toMatchObject({ code, message: expect.stringMatching(/database/) });
  });

  it('leaves other server errors alone (a duplicate key is still a 409, anything else a 500)', () => {
    expect(databaseFailureOf(serverError(11000, 'E11000 duplicate key'))).toBeNull();
    expect(databaseFailureOf(serverError(2, 'BadValue'))).toBeNull();
    expect(databaseFailureOf(new MongoInvalidArgumentError('Argument "filter" must be an object'))).toBeNull();
    expect(databaseFailureOf(new Error('bug'))).toBeNull();
  });
});
