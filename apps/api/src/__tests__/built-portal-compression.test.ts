import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApi, seedDemoInto, signIn, startPortal, type PortalProcess } from '../../test/server-process';

/**
 * Phones on mobile data get compressed bytes: the built server sends the build's precompressed
 * assets (brotli, else gzip) and compresses JSON answers above 1 KB. Checked on the bundle `npm start` runs.
 */
describe('the built portal sends compressed transfers, and allows its own inline script', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-compress-'));
  const webDist = path.join(dataDir, 'web');
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `label ${i}`))};\n`;
  // As the build writes it: a data block, then prefs-init.js inlined (vite/inline-prefs-init.ts).
  const inlineScript = "document.documentElement.setAttribute('data-theme','dark')";
  const indexHtml = `<!doctype html><head><script type="application/json" id="screen-preloads">{"core":{}}</script><script>${inlineScript}</script></head><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>`;
  let portal: PortalProcess;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    const asset = path.join(webDist, 'assets', 'app-1a2b3c.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    buildApi();
    await seedDemoInto(dataDir); // leads to list; production never loads them itself
    portal = await startPortal('built', {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-test-secret-of-enough-length',
      WEB_DIST: webDist,
    });
  }, 180_000);
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string, token?: string) =>
    fetch(`${portal.url}${url}`, {
      headers: { 'Accept-Encoding': acceptEncoding, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends a hashed asset precompressed to a browser accepting %s, cached for a year', async (accepts, encoding) => {
    const res = await get('/assets/app-1a2b3c.js', accepts);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(await res.text()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('compresses a JSON answer above 1 KB, and leaves a tiny one alone', async () => {
    const { body } = await signIn(portal.url, 'ceo@agency.test', 'ceo12345');
    const list = await get('/api/leads?limit=50', 'br, gzip', body.token);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(((await list.json()) as { items: unknown[] }).items.length).toBeGreaterThan(5);

    const health = await get('/api/health', 'br, gzip');
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('allows exactly the inline script of index.html, by its hash, and no other', async () => {
    const res = await get('/leads', 'identity');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(indexHtml);
    const policy = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toMatch(/script-src-attr 'none'/);
  });
});
