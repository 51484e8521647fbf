import express from 'express';
import request from 'supertest';
import { ERROR_CODES, errorResponse, type ErrorCode } from '@crm/contracts';
import { createLogger } from '../../lib/logger';
import { AppError } from '../app-error';
import { errorHandler } from '../error-handler';

const table = Object.entries(ERROR_CODES) as [ErrorCode, number][];

describe('AppError', () => {
  const app = express();
  app.get('/throw/:code', (req) => {
    throw new AppError(req.params.code as ErrorCode, `Refused: ${req.params.code}`, { why: 'test' });
  });
  app.use(errorHandler(createLogger('silent'), { explainBugs: false }));

  it.each(table)('%s is answered with %i and its code, message and details', async (code, status) => {
    expect(new AppError(code, 'm').status).toBe(status);
    const res = await request(app).get(`/throw/${code}`).expect(status);
    expect(errorResponse.strict().parse(res.body)).toEqual({
      message: `Refused: ${code}`,
      code,
      details: { why: 'test' },
    });
  });
});

describe('errors that are not AppErrors get a code of the table too', () => {
  const app = express();
  app.post('/json', express.json(), (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/bug', () => {
    throw new Error('secret internals');
  });
  app.use(errorHandler(createLogger('silent'), { explainBugs: false }));

  it.each([
    ['malformed JSON', 'identity', 400, 'BAD_JSON'],
    ['an unsupported content encoding', 'bogus', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('%s', async (_, encoding, status, code) => {
    const res = await request(app)
      .post('/json')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send('{"a": ')
      .expect(status);
    expect(errorResponse.parse(res.body)).toMatchObject({ code });
  });

  it('a bug is a 500 that tells nothing', async () => {
    const res = await request(app).get('/bug').expect(500);
    expect(res.body).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
  });
});
