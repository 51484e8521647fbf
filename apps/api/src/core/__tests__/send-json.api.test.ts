import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { defineRoute } from '@crm/contracts';
import { mountRoute } from '../mount-route';
import { compressJsonInline, inlineEncodingFor } from '../send-json';

describe('inlineEncodingFor', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.2', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %p -> %p, asked again from the kept choice', (header, expected) => {
    expect(inlineEncodingFor(header)).toBe(expected);
    expect(inlineEncodingFor(header)).toBe(expected);
  });
});

/** A GET's status, headers and body as they came (not decompressed, as supertest would). */
async function raw(app: express.Express, headers: Record<string, string>) {
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ port, path: '/api/probe', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('JSON answers are compressed as the compression middleware would', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/probe',
    summary: 'test route',
    roles: 'public',
    response: z.object({ items: z.array(z.string()) }),
  });
  const appAnswering = (items: string[]) => {
    const app = express();
    app.use(compression({ threshold: 1024 }));
    compressJsonInline(app);
    mountRoute(
      app,
      route,
      (_req, _res, next) => next(),
      () => ({ items }),
    );
    return app;
  };
  const page = Array.from({ length: 100 }, (_, i) => `lead number ${i} with a name`);
  const json = JSON.stringify({ items: page });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate, br', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['deflate', 'deflate', (b: Buffer) => zlib.inflateSync(b)],
    ['identity', null, (b: Buffer) => b],
  ])('Accept-Encoding %s: %s', async (accepts, encoding, decode) => {
    const res = await raw(appAnswering(page), { 'Accept-Encoding': accepts });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.body).toString('utf8')).toBe(json);
  });

  it('leaves an answer under 1 KB uncompressed', async () => {
    const res = await raw(appAnswering(['one']), { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe('{"items":["one"]}');
  });

  it('streams a big answer through the middleware (compressed all the same)', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => `lead number ${i} with a longer name to fill the page`);
    const res = await raw(appAnswering(big), { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked'); // streamed by the middleware
    expect(JSON.parse(zlib.gunzipSync(res.body).toString('utf8')).items).toHaveLength(5000);
  });

  it('answers a repeated request with a 304 when its ETag still matches', async () => {
    const app = appAnswering(page);
    const first = await request(app).get('/api/probe').set('Accept-Encoding', 'br').expect(200);
    expect(first.headers.etag).toBeDefined();
    await request(app)
      .get('/api/probe')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });
});
