import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { allRoutes, buildPath, type Role, type RouteDef } from '@crm/contracts';
import { buildApi, seedDemoInto, signIn, startPortal, type PortalProcess } from '../../test/server-process';
import {
  claimsWholeGrid,
  dataUrlOf,
  farCornerCell,
  hugeSharedString,
  unknownCellType,
  zipBomb,
} from '../../test/hostile-files';

/**
 * Whatever must never happen is checked against the bundle `npm start` runs, not only the
 * in-process app: the bundle once compiled the User model before the toJSON rules and sent hashes.
 */
const DEMO_LOGINS: Record<Role, [string, string]> = {
  CEO: ['ceo@agency.test', 'ceo12345'],
  Admin: ['admin@agency.test', 'admin123'],
  Manager: ['manager@agency.test', 'manager123'],
  Supervisor: ['supervisor@agency.test', 'super123'],
  Agent: ['agent@agency.test', 'agent123'],
};
const DELETED_EMAIL = 'agent5@agency.test';

/** Text that must never be in an answer. */
const FORBIDDEN = [
  { what: 'a bcrypt hash', pattern: /\$2[aby]?\$\d{2}\$/ },
  { what: 'passwordHash', pattern: /passwordHash/i },
  { what: 'deletedEmail', pattern: /deletedEmail/i },
  { what: 'tokenVersion', pattern: /tokenVersion/i },
  { what: "a sign-in link's hash", pattern: /tokenHash/i },
  { what: 'a stack trace', pattern: /\n\s+at \S|\.ts:\d+:\d+|node_modules/ },
  { what: "a deleted account's email", pattern: new RegExp(DELETED_EMAIL.replace('.', '\\.'), 'i') },
];

/** An xlsx download is checked as the text of its cells. */
async function answerText(res: Response): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('spreadsheetml')) {
    const workbook = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    return workbook.SheetNames.map((name) => XLSX.utils.sheet_to_csv(workbook.Sheets[name]!)).join('\n');
  }
  return res.text();
}

describe('the built portal (dist/server.js)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-built-'));
  let portal: PortalProcess;

  beforeAll(async () => {
    buildApi();
    await seedDemoInto(dataDir);
    portal = await startPortal('built', {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-test-secret-of-enough-length',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
  }, 180_000);
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (token: string, method: string, url: string, body?: unknown) =>
    fetch(`${portal.url}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('never answers a hash, a deleted account or a stack trace, on any GET route, for any role', async () => {
    const tokens = {} as Record<Role, string>;
    for (const [role, [email, password]] of Object.entries(DEMO_LOGINS) as [Role, [string, string]][]) {
      const login = await signIn(portal.url, email, password);
      expect(login.status).toBe(200);
      for (const { what, pattern } of FORBIDDEN)
        expect({ what, leaked: pattern.test(JSON.stringify(login.body)) }).toEqual({ what, leaked: false });
      tokens[role] = login.body.token;
    }

    // A deleted account must vanish from every answer (its leads keep the name only).
    const ceo = tokens.CEO;
    const found = (await (await call(ceo, 'GET', `/api/users?search=${DELETED_EMAIL}`)).json()) as {
      items: { _id: string }[];
    };
    expect(found.items).toHaveLength(1);
    expect((await call(ceo, 'DELETE', `/api/users/${found.items[0]!._id}`)).status).toBe(200);

    // Someone invited and not yet signed in: their sign-in link (token or hash) must be in no answer
    // but the one that made it (the users list, the export, people pickers...).
    const invited = await call(ceo, 'POST', '/api/users', {
      name: 'Invited Person',
      email: 'invited@agency.test',
      role: 'Agent',
    });
    expect(invited.status).toBe(201);
    const { token: invitationToken } = ((await invited.json()) as { invitation: { token: string } }).invitation;
    const forbidden = [...FORBIDDEN, { what: 'a sign-in link token', pattern: new RegExp(invitationToken) }];

    // Real ids for the routes that take one.
    const leads = (await (await call(ceo, 'GET', '/api/leads?limit=1')).json()) as { items: { _id: string }[] };
    const teams = (await (await call(ceo, 'GET', '/api/teams')).json()) as { _id: string }[];
    const people = (await (await call(ceo, 'GET', '/api/chats/users?limit=1')).json()) as { items: { _id: string }[] };
    const ids: Record<string, string> = {
      id: leads.items[0]!._id,
      leadId: leads.items[0]!._id,
      userId: people.items[0]!._id,
    };
    const teamIds: Record<string, string> = { ...ids, id: teams[0]!._id };
    const units = (await (await call(ceo, 'GET', '/api/resale-units?limit=1')).json()) as {
      items: { _id: string; images: string[] }[];
    };
    ids.name = units.items[0]!.images[0]!.split('/').pop()!;
    const unitIds: Record<string, string> = { ...ids, id: units.items[0]!._id };
    const idsFor = (path: string) =>
      path.startsWith('/api/teams') ? teamIds : path.startsWith('/api/resale-units') ? unitIds : ids;

    const routes = allRoutes().filter((r: RouteDef) => r.method === 'GET');
    const checked: string[] = [];
    for (const role of Object.keys(tokens) as Role[]) {
      for (const route of routes) {
        const url = buildPath(route.path, idsFor(route.path));
        const res = await call(tokens[role], 'GET', url);
        const text = await answerText(res);
        const label = `${role} GET ${url} -> ${res.status}`;
        expect({ label, serverError: res.status >= 500 }).toEqual({ label, serverError: false });
        for (const { what, pattern } of forbidden)
          expect({ label, what, leaked: pattern.test(text) }).toEqual({ label, what, leaked: false });
        checked.push(label);
      }
    }
    expect(checked).toHaveLength(routes.length * 5);
  }, 120_000);

  it('answers every hostile spreadsheet, imported or previewed, within 2 s with a 4xx or a report, and keeps answering others', async () => {
    const { token } = (await signIn(portal.url, ...DEMO_LOGINS.CEO)).body;
    const rows = [
      ['Name', 'Phone', 'Email', 'Notes'],
      ['Hostile One', '201000000001', 'h1@x.test', 'NOTE_HERE'],
    ];
    const files: Record<string, Buffer> = {
      'dimension claiming the whole grid': claimsWholeGrid(rows),
      'one cell at XFD1048576': farCornerCell(rows),
      'a cell of unknown type': unknownCellType(rows),
      'a 1 MB shared string': hugeSharedString(rows, 'NOTE_HERE', 1_000_000),
      'a 300 MB zip bomb': await zipBomb(rows, 300),
      'a zip bomb lying about its size': await zipBomb(rows, 300, 0.001),
    };
    for (const [what, file] of Object.entries(files)) {
      for (const route of [
        '/api/leads/import',
        '/api/users/import',
        '/api/resale-units/import',
        // The previews read the same files, and store nothing.
        '/api/leads/import/preview',
        '/api/users/import/preview',
        '/api/resale-units/import/preview',
      ]) {
        const started = performance.now();
        const importing = call(token, 'POST', route, { dataUrl: dataUrlOf(file) }).then(async (res) => ({
          status: res.status,
          text: await res.text(),
          ms: performance.now() - started,
        }));
        await new Promise((resolve) => setTimeout(resolve, 30));
        const healthStarted = performance.now();
        const health = await fetch(`${portal.url}/api/health`);
        const healthMs = performance.now() - healthStarted;
        const answer = await importing;
        const label = `${what} -> ${route}: ${answer.status} in ${Math.round(answer.ms)} ms, health in ${Math.round(healthMs)} ms`;
        expect({ label, status: answer.status < 500, fast: answer.ms < 2000 }).toEqual({
          label,
          status: true,
          fast: true,
        });
        expect({ label, health: health.status, healthFast: healthMs < 1000 }).toEqual({
          label,
          health: 200,
          healthFast: true,
        });
        expect(answer.text).not.toMatch(/\n\s+at \S/);
      }
    }
    // The huge note was refused per row, not stored.
    const leads = (await (await call(token, 'GET', '/api/leads?search=Hostile')).json()) as {
      items: { agentFeedback: string }[];
    };
    for (const lead of leads.items) expect(lead.agentFeedback.length).toBeLessThanOrEqual(5000);
  }, 120_000);
});
