import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { contract, MAX_UPLOAD_BYTES } from '@crm/contracts';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { createUser, requestAs, testConfig } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { DISPLAY_SIZE, THUMB_SIZE } from '../upload.service';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-uploads-'));
const appWith = (uploadStorage: 'disk' | 'gridfs') =>
  createApp({ config: { ...testConfig, uploadDir, uploadStorage }, logger: createLogger('silent') });
const app = appWith('disk');

afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** A photo as a phone takes it: big, with EXIF naming where it was taken. */
const photo = (format: 'png' | 'jpeg', width = 2400, height = 1800) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).withExif({
    IFD0: { Make: 'PhoneCo', Model: 'X' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 0/1' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const upload = (user: { _id: unknown }, bytes: Buffer, filename: string, on = app) =>
  requestAs(on, user).post('/api/uploads/file').attach('file', bytes, filename);

const binary = (r: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = r as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
};
const fetchPhoto = (on: typeof app, url: string) => request(on).get(url).buffer(true).parse(binary);

describe('POST /api/uploads/file', () => {
  it.each(['png', 'jpeg'] as const)('stores a %s resized, with a thumbnail, EXIF and GPS gone', async (format) => {
    const agent = await createUser('Agent');
    const original = await photo(format);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(agent, original, `holiday.${format === 'png' ? 'png' : 'jpg'}`).expect(201);
    const { path: photoPath, thumbnail } = parseAnswer(contract.uploads.upload, res.body);
    expect(photoPath).toMatch(/^\/api\/uploads\/[a-f\d]{32}\.webp$/);
    expect(thumbnail).toBe(photoPath.replace('.webp', '.thumb.webp'));

    const served = await fetchPhoto(app, photoPath).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: DISPLAY_SIZE, height: 1200 });
    expect(meta.exif).toBeUndefined();

    const thumb = await sharp((await fetchPhoto(app, thumbnail).expect(200)).body as Buffer).metadata();
    expect(thumb).toMatchObject({ width: THUMB_SIZE.width, height: THUMB_SIZE.height });
    expect(thumb.exif).toBeUndefined();
  });

  it('keeps a small photo its size (no enlarging)', async () => {
    const res = await upload(await createUser('Agent'), await photo('png', 300, 200), 'small.png').expect(201);
    const meta = await sharp((await fetchPhoto(app, res.body.path).expect(200)).body as Buffer).metadata();
    expect(meta).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly'), 'photo.png', 415, 'FILE_TYPE_NOT_ALLOWED'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      'logo.svg',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    ['HTML named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 415, 'FILE_TYPE_NOT_ALLOWED'],
    [
      'PNG magic bytes with garbage behind them',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]),
      'broken.png',
      415,
      'IMAGE_UNREADABLE',
    ],
    [
      'an oversize file',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES + 10)]),
      'huge.jpg',
      413,
      'TOO_LARGE',
    ],
  ])('refuses %s (file %#), storing nothing', async (_what, bytes, name, status, code) => {
    const before = fs.readdirSync(uploadDir).length;
    const res = await upload(await createUser('Agent'), bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(fs.readdirSync(uploadDir).length).toBe(before);
  });

  it('400 without a file, 401 without a session', async () => {
    const res = await requestAs(app, await createUser('Agent'))
      .post('/api/uploads/file')
      .field('other', 'x');
    expect(res.status).toBe(400);
    await request(app)
      .post('/api/uploads/file')
      .attach('file', await photo('png', 10, 10), 'a.png')
      .expect(401);
  });
});

describe('GET /api/uploads/:name', () => {
  it('404 for a name never stored; 400 for a name the server never gives (paths, other types)', async () => {
    const missing = await request(app)
      .get(`/api/uploads/${'a'.repeat(32)}.webp`)
      .expect(404);
    expect(missing.body.code).toBe('UPLOAD_NOT_FOUND');
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.svg', `${'a'.repeat(32)}.html`]) {
      await request(app).get(`/api/uploads/${name}`).expect(400);
    }
  });
});

describe('UPLOAD_STORAGE=gridfs', () => {
  it('stores photos in MongoDB: one instance stores, another serves the same bytes', async () => {
    const [one, two] = [appWith('gridfs'), appWith('gridfs')];
    const before = fs.readdirSync(uploadDir).length;
    const res = await upload(await createUser('Agent'), await photo('jpeg', 800, 600), 'a.jpg', one).expect(201);
    const fromOne = await fetchPhoto(one, res.body.path).expect(200);
    const fromTwo = await fetchPhoto(two, res.body.path).expect(200);
    expect(Buffer.compare(fromOne.body as Buffer, fromTwo.body as Buffer)).toBe(0);
    expect(fromTwo.headers['x-content-type-options']).toBe('nosniff');
    await fetchPhoto(two, res.body.thumbnail).expect(200);
    expect(fs.readdirSync(uploadDir).length).toBe(before);
    await request(two)
      .get(`/api/uploads/${'b'.repeat(32)}.webp`)
      .expect(404);
  });
});
