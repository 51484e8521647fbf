import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { serveSpa } from '../spa';

/**
 * The installed app (the web build's service worker and manifest): sw.js decides which build a
 * phone runs, so it and the manifest are revalidated on every use, never kept an hour.
 */
describe('serveSpa: the service worker, the manifest and the app shell', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-spa-'));
  const manifest = JSON.stringify({ name: 'Agency CRM', display: 'standalone', start_url: '/' });
  const app = express();

  beforeAll(() => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.mkdirSync(path.join(distDir, 'icons'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(distDir, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
    fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), manifest);
    fs.writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'export {};');
    expect(serveSpa(app, distDir)).toBe(true);
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('sends sw.js as JavaScript, revalidated on every use', async () => {
    const res = await request(app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the manifest as application/manifest+json, revalidated on every use', async () => {
    const res = await request(app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual(JSON.parse(manifest));
  });

  it('answers an unchanged sw.js with 304 when the browser revalidates it', async () => {
    const first = await request(app).get('/sw.js');
    const again = await request(app).get('/sw.js').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('revalidates index.html, asked for by name (the service worker precaches it so) or by any address', async () => {
    for (const url of ['/index.html', '/leads']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the hour for the other public files (icons, the hashed workbox runtime) and a year for hashed assets', async () => {
    const icon = await request(app).get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const runtime = await request(app).get('/workbox-1a2b3c4d.js');
    expect(runtime.headers['cache-control']).toBe('public, max-age=3600');
    const asset = await request(app).get('/assets/app-1a2b3c.js');
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });
});
