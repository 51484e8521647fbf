import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { defineRoute, errorResponse, ROLES } from '@crm/contracts';
import { errorHandler } from '../../errors/error-handler';
import { unauthorized } from '../../errors/app-error';
import { createLogger } from '../../lib/logger';
import { mountRoute } from '../mount-route';
import { sniffUploadType } from '../upload';

// What `POST /api/uploads/file` will declare (the units issue adds it); only this test mounts it.
const imageUpload = defineRoute({
  method: 'POST',
  path: '/api/test/uploads/file',
  summary: 'test route: one image',
  roles: ROLES,
  upload: { field: 'file', maxBytes: 1024, accept: ['image/png', 'image/jpeg', 'image/webp'] },
  body: z.object({ caption: z.string().max(20).optional() }),
  response: z.object({ type: z.string(), size: z.number(), name: z.string(), caption: z.string().nullable() }),
  status: 201,
});
const pngOnly = defineRoute({
  method: 'POST',
  path: '/api/test/uploads/png',
  summary: 'test route: PNG only',
  roles: ROLES,
  upload: { field: 'image', maxBytes: 1024, accept: ['image/png'] },
  response: z.object({ type: z.string() }),
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([60, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]);
const SCRIPT = Buffer.from('<svg onload="alert(1)"></svg>');

/** A stand-in for the real authenticate: a bearer "ok" is a signed-in Agent, anything else a 401. */
const fakeAuthenticate: RequestHandler = (req, _res, next) => {
  if (req.headers.authorization !== 'Bearer ok') return next(unauthorized());
  req.user = { _id: '64b000000000000000000001', name: 'A', email: 'a@x.co', role: 'Agent', teamId: null, teamIds: [] };
  next();
};

function makeUploadApp() {
  const app = express();
  mountRoute(app, imageUpload, fakeAuthenticate, ({ file, body }) => ({
    type: file.type,
    size: file.size,
    name: file.originalName,
    caption: body.caption ?? null,
  }));
  mountRoute(app, pngOnly, fakeAuthenticate, ({ file }) => ({ type: file.type }));
  app.use(errorHandler(createLogger('silent'), { explainBugs: true }));
  return app;
}

const app = makeUploadApp();
const upload = (path: string = imageUpload.path) => request(app).post(path).set('Authorization', 'Bearer ok');

describe('routes that take one file (`upload` on the route)', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
  ])('takes %s, handing the handler its type by content, size and name', async (_, bytes, type) => {
    const res = await upload()
      .attach('file', bytes, { filename: 'photo.bin', contentType: 'application/octet-stream' })
      .field('caption', 'Front door')
      .expect(201);
    expect(res.body).toEqual({ type, size: bytes.length, name: 'photo.bin', caption: 'Front door' });
  });

  it('judges by content, not by name or declared type: a script named .png is a 415', async () => {
    const res = await upload().attach('file', SCRIPT, { filename: 'cat.png', contentType: 'image/png' }).expect(415);
    expect(errorResponse.parse(res.body)).toEqual({
      message: 'The file must be a PNG, JPEG or WebP image',
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
  });

  it('refuses an image type the route does not accept with a 415', async () => {
    await upload().attach('file', GIF, 'anim.gif').expect(415);
    const res = await upload(pngOnly.path).attach('image', JPEG, 'photo.jpg').expect(415);
    expect(res.body).toEqual({ message: 'The file must be a PNG image', code: 'FILE_TYPE_NOT_ALLOWED' });
    await upload(pngOnly.path).attach('image', PNG, 'photo.png').expect(200, { type: 'image/png' });
  });

  it('refuses a file over the cap with a 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2000)]);
    const res = await upload().attach('file', big, 'big.png').expect(413);
    expect(errorResponse.parse(res.body)).toEqual({ message: 'The file is too large (max 1 KB)', code: 'TOO_LARGE' });
  });

  it('answers 400 without a file, with a second file, or with the file in another field', async () => {
    const none = await upload().send({ caption: 'no file' }).expect(400);
    expect(none.body).toEqual({ message: 'A file is required', code: 'FILE_REQUIRED' });
    const empty = await upload().attach('file', Buffer.alloc(0), 'empty.png').expect(400);
    expect(empty.body.code).toBe('FILE_REQUIRED');
    const two = await upload().attach('file', PNG, 'a.png').attach('file', PNG, 'b.png').expect(400);
    expect(two.body).toEqual({ message: 'Send one file, in the "file" field', code: 'BAD_REQUEST' });
    await upload().attach('photo', PNG, 'a.png').expect(400);
  });

  it('parses the other form fields with the route body schema', async () => {
    const res = await upload().attach('file', PNG, 'a.png').field('caption', 'x'.repeat(21)).expect(400);
    expect(res.body.code).toBe('VALIDATION');
  });

  it('answers a malformed multipart body with a 400, never a 500', async () => {
    const res = await upload()
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG')
      .expect(400);
    expect(res.body).toEqual({ message: 'The upload could not be read', code: 'BAD_REQUEST' });
  });

  it('reads no file before the caller is signed in: an unsigned oversized upload is a 401, not a 413', async () => {
    const res = await request(app)
      .post(imageUpload.path)
      .attach('file', Buffer.concat([PNG, Buffer.alloc(2000)]), 'big.png')
      .expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});

describe('sniffUploadType', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
    [GIF, null],
    [SCRIPT, null],
    [Buffer.from('RIFF\0\0\0\0WAVEfmt '), null],
    [Buffer.from([0x89, 0x50]), null],
    [Buffer.alloc(0), null],
  ])('%#: recognises the type by its magic bytes', (bytes, type) => {
    expect(sniffUploadType(bytes)).toBe(type);
  });
});
