import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApi, signIn, startPortal, type PortalProcess } from '../../test/server-process';

/**
 * Several instances of the built portal over one MongoDB, as behind a load balancer: nothing may
 * live in one process. Both start together on an empty database.
 */
describe('the built portal, two instances over one database', () => {
  const dataDirs = [1, 2].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `crm-scale-${n}-`)));
  const mongoUrl = `${process.env.TEST_MONGO_URI!.replace(/\/$/, '')}/scale_out_${Date.now()}`;
  let a: PortalProcess;
  let b: PortalProcess;

  beforeAll(async () => {
    buildApi();
    const env = (dataDir: string) => ({
      MONGO_URL: mongoUrl,
      DATA_DIR: dataDir,
      // Development, so the two instances race to seed the demo agency (production never loads it).
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      JWT_SECRET: 'a-shared-secret-of-enough-length',
      WEB_DIST: path.join(dataDir, 'no-web'),
      UPLOAD_STORAGE: 'gridfs',
    });
    [a, b] = await Promise.all([startPortal('built', env(dataDirs[0]!)), startPortal('built', env(dataDirs[1]!))]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = (portal: PortalProcess, token: string, method: string, url: string, body?: unknown) =>
    fetch(`${portal.url}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('both start, the demo agency exists once, and a token from one works on the other', async () => {
    const { body } = await signIn(a.url, 'ceo@agency.test', 'ceo12345');
    const teams = (await (await call(b, body.token, 'GET', '/api/teams')).json()) as { name: string }[];
    expect(teams.filter((t) => t.name === 'Cairo Sales')).toHaveLength(1);
    const ceos = (await (await call(b, body.token, 'GET', '/api/users?search=ceo%40agency.test')).json()) as {
      items: unknown[];
    };
    expect(ceos.items).toHaveLength(1);
    expect((await call(b, body.token, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('counts failed sign-ins on one instance on the other', async () => {
    const email = 'agent3@agency.test';
    for (let i = 0; i < 6; i++) expect((await signIn(i % 2 ? a.url : b.url, email, 'wrong-password')).status).toBe(401);
    // Six failures from this address spread over both (five are free): it waits on either, the right password included.
    expect((await signIn(a.url, email, 'agent123')).status).toBe(429);
    expect((await signIn(b.url, email, 'agent123')).status).toBe(429);
  });

  it('reads a lead written on one instance at once on the other', async () => {
    const { body } = await signIn(a.url, 'ceo@agency.test', 'ceo12345');
    const created = await call(a, body.token, 'POST', '/api/leads', { name: 'Seen Everywhere', phone: '01001112233' });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    const read = await call(b, body.token, 'GET', `/api/leads/${_id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ name: 'Seen Everywhere' });
  });

  it('serves a photo uploaded through one instance from the other (GridFS), and the demo photos from both', async () => {
    const { body } = await signIn(a.url, 'agent@agency.test', 'agent123');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
    const uploaded = await fetch(`${a.url}/api/uploads/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${body.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { path: photo } = (await uploaded.json()) as { path: string };
    const served = await fetch(`${b.url}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const units = (await (await call(b, body.token, 'GET', '/api/resale-units?limit=1')).json()) as {
      items: { images: string[] }[];
    };
    for (const portal of [a, b]) expect((await fetch(`${portal.url}${units.items[0]!.images[0]!}`)).status).toBe(200);
  });

  it('loses no acknowledged write when one instance stops with SIGTERM while requests flow to both', async () => {
    const { body } = await signIn(b.url, 'ceo@agency.test', 'ceo12345');
    const acknowledged: string[] = [];
    let refused = 0;
    let stopped = false;
    let exitedAt = Infinity;
    // Each lane writes to both instances in turn until well after the stopped one has exited
    // (its graceful drain takes as long as its in-flight requests on a loaded machine).
    const writer = async (lane: number) => {
      let laneRefused = 0;
      const goOn = () => Date.now() < exitedAt + 500 || (laneRefused === 0 && Date.now() < exitedAt + 15_000);
      for (let i = 0; goOn(); i++) {
        const target = (i + lane) % 2 ? a : b;
        const res = await call(target, body.token, 'POST', '/api/leads', { name: `Flow ${lane}-${i}` }).catch(
          () => null,
        );
        if (res?.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
        else if (target === a && stopped) {
          refused++;
          laneRefused++;
        } else throw new Error(`unexpected answer ${res?.status ?? 'none'} from ${target === a ? 'a' : 'b'}`);
      }
    };
    const lanes = Promise.all([0, 1, 2].map(writer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopped = true;
    const exit = a.stop().then((code) => {
      exitedAt = Date.now();
      return code;
    });
    await lanes;
    expect(await exit).toBe(0);
    expect(refused).toBeGreaterThan(0); // requests did reach the stopped instance
    for (const id of acknowledged) expect((await call(b, body.token, 'GET', `/api/leads/${id}`)).status).toBe(200);
    // Enough traffic to mean something (a busy machine acknowledges fewer writes in the window).
    expect(acknowledged.length).toBeGreaterThan(10);
  }, 60_000);
});
