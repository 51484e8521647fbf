/**
 * `npm run bench:own`: the API's own cost per request on the ordinary reads (latency minus the
 * database's time, one request at a time), p50 and p95, on a modest agency in a fresh database.
 *
 * OWN_USERS (500), OWN_TEAMS (25), OWN_LEADS (15000): the agency's size. OWN_REQUESTS (200): requests
 * per endpoint and round; OWN_ROUNDS (3): rounds, the table quoting each figure's median over them.
 * Besides the harness's API, the requests go to an app of their own in this process, timed from the
 * moment the server has read a request's headers until its answer is handed to the socket: "server
 * own" is that time minus the database's, the API's cost without the client's and the wire's.
 * OWN_LOG=1: with the request log on (pino-http, written to /dev/null), as outside tests.
 *
 * OWN_ONLY=regex: only the endpoints whose name matches. The CPU column is the whole process's CPU
 * time per request (the in-process client, the API and the driver): a loaded machine inflates it
 * less than wall time.
 * "API busy" is the API thread's event-loop busy time over a request sent from a client in another
 * thread (bench/api-busy.ts): nothing subtracted, but on a machine whose cores the database shares it
 * also counts the time the API thread waits for a core (its socket writes wake the database).
 * It ends with one bare read through Mongoose and the driver: what a database round trip costs here
 * outside the database, before any HTTP or API work.
 * OWN_PROFILE=file.cpuprofile: CPU-profiles the measured requests only (not the seeding), writes the
 * profile and prints the functions and files with the most self time.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { LeadModel } from '../src/modules/leads';
import { UserModel } from '../src/modules/users';
import { runBench, startBench } from './harness';
import { baseUrl, lastServerOwn, logCommands, timedServer } from './measure';
import { startBusyClient } from './api-busy';

type BusyClient = ReturnType<typeof startBusyClient>;
import { createdStatsScenarios } from './created-stats';
import { seedAgency, seedStaffLeads } from './seed';
import { socketRoundTrips } from './socket-floor';

interface Endpoint {
  name: string;
  path: string;
  token: string;
}

const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function hit(url: string, token: string) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const percentiles = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The app as harness.ts builds it, on a server that times each request it handles. */
function startTimedApi() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const logging = process.env.OWN_LOG === '1';
  const logger = pino(
    { level: logging ? 'info' : 'silent', redact: ['req.headers.authorization', 'password', 'passwordHash'] },
    pino.destination('/dev/null'),
  );
  const app = createApp({ config: { ...config, isTest: !logging }, logger });
  const server = timedServer(app).listen(0);
  return { base: baseUrl(server), close: () => server.close() };
}

/** One request at a time: each one's latency, and that latency minus its database commands' time. */
async function ownCost(base: string, endpoint: Endpoint, requests: number, client: BusyClient) {
  const url = base + endpoint.path;
  for (let i = 0; i < 20; i++) await hit(url, endpoint.token);
  const busy: number[] = [];
  for (let i = 0; i < requests; i++) busy.push(await client.busyMs(url, { Authorization: `Bearer ${endpoint.token}` }));
  const own: number[] = [];
  const serverOwn: number[] = [];
  const onCore: number[] = [];
  const latency: number[] = [];
  const db: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < requests; i++) {
    let took = 0;
    const cpu0 = process.cpuUsage();
    const log = await logCommands(async () => {
      const t0 = performance.now();
      await hit(url, endpoint.token);
      took = performance.now() - t0;
    });
    const used = process.cpuUsage(cpu0);
    cpu.push((used.user + used.system) / 1000);
    latency.push(took);
    db.push(log.dbMs);
    own.push(Math.max(0, took - log.dbMs));
    const { ownMs, onCoreMs } = lastServerOwn(log);
    serverOwn.push(ownMs);
    // Left out where the kernel does not say (not Linux): the column then reads '-'.
    if (onCoreMs !== null) onCore.push(onCoreMs);
  }
  for (const list of [own, serverOwn, onCore, latency, db, cpu, busy]) list.sort((a, b) => a - b);
  return {
    ownP50: percentile(own, 50),
    ownP95: percentile(own, 95),
    serverOwnP50: percentile(serverOwn, 50),
    serverOwnP95: percentile(serverOwn, 95),
    onCoreP50: onCore.length ? percentile(onCore, 50) : NaN,
    onCoreP95: onCore.length ? percentile(onCore, 95) : NaN,
    latencyP50: percentile(latency, 50),
    dbP50: percentile(db, 50),
    cpuP50: percentile(cpu, 50),
    busyP50: percentile(busy, 50),
    busyP95: percentile(busy, 95),
  };
}

/** A bare read's own cost: its latency minus its command's start-to-reply span. */
async function driverRead(id: unknown, reads: number) {
  const own: number[] = [];
  const latency: number[] = [];
  for (let i = 0; i < reads + 20; i++) {
    let took = 0;
    const { dbMs } = await logCommands(async () => {
      const t0 = performance.now();
      await UserModel.findById(id).select('name role').lean();
      took = performance.now() - t0;
    });
    if (i < 20) continue;
    own.push(Math.max(0, took - dbMs));
    latency.push(took);
  }
  own.sort((a, b) => a - b);
  latency.sort((a, b) => a - b);
  return { p50: percentile(own, 50), p95: percentile(own, 95), latency: percentiles(latency) };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The profile's self time by function and by file (node_modules packages folded into one line each). */
export function summariseProfile(profile: CpuProfile, top = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const fileOf = (url: string) => {
    if (!url) return '(native/vm)';
    const nm = url.lastIndexOf('node_modules/');
    if (nm >= 0) {
      const parts = url.slice(nm + 'node_modules/'.length).split('/');
      return `npm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
    }
    return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  };
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id)!;
    const file = fileOf(callFrame.url);
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title} (of ${total.toFixed(0)} ms sampled)`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
    }
  };
  print('Self time by file', byFile);
  print('Self time by function', byFunction);
}

runBench(async () => {
  const bench = await startBench('crm_own');
  const t0 = performance.now();
  const { teams, users } = await seedAgency({ teams: envNumber('OWN_TEAMS', 25), users: envNumber('OWN_USERS', 500) });
  const leadCount = envNumber('OWN_LEADS', 15_000);
  await seedStaffLeads(leadCount, users);
  console.log(
    `seeded ${teams.length} teams, ${users.length} users, ${leadCount} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const token = (role: string) => bench.tokenOf(users.find((u) => u.role === role)!);
  const [admin, ceo, manager, agent] = ['Admin', 'CEO', 'Manager', 'Agent'].map(token) as [
    string,
    string,
    string,
    string,
  ];
  const agentUser = users.find((u) => u.role === 'Agent')!;
  const agentsLead = await LeadModel.findOne({ assignedTo: agentUser._id }).select('_id').lean();
  const endpoints: Endpoint[] = [
    // No sign-in, no database, a tiny answer: what any request costs here (HTTP, Express, the client).
    { name: 'GET /api/health (floor: no auth, no database)', path: '/api/health', token: admin },
    { name: 'GET /api/users (10 per page, Admin)', path: '/api/users?limit=10', token: admin },
    { name: 'GET /api/teams (Admin)', path: '/api/teams', token: admin },
    { name: 'GET /api/teams/:id/members (Admin)', path: `/api/teams/${teams[0]!._id}/members`, token: admin },
    { name: 'GET /api/leads/:id (CEO)', path: `/api/leads/${agentsLead!._id}`, token: ceo },
    { name: 'GET /api/leads/:id (Agent, own lead)', path: `/api/leads/${agentsLead!._id}`, token: agent },
    { name: 'GET /api/leads (CEO, 10 per page)', path: '/api/leads', token: ceo },
    { name: 'GET /api/leads (Agent, 10 per page)', path: '/api/leads', token: agent },
    ...createdStatsScenarios({ ceo, manager }),
  ];

  const only = process.env.OWN_ONLY ? new RegExp(process.env.OWN_ONLY) : null;
  if (only) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => only.test(e.name)));
  const api = startTimedApi();
  const client = startBusyClient();
  const requests = envNumber('OWN_REQUESTS', 200);
  const rounds = envNumber('OWN_ROUNDS', 3);
  const profilePath = process.env.OWN_PROFILE;
  const session = profilePath ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const runs = new Map<string, Awaited<ReturnType<typeof ownCost>>[]>();
  for (let round = 0; round < rounds; round++) {
    for (const endpoint of endpoints) {
      const result = await ownCost(api.base, endpoint, requests, client);
      runs.set(endpoint.name, [...(runs.get(endpoint.name) ?? []), result]);
    }
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(profilePath!, JSON.stringify(profile));
    session.disconnect();
    console.log(`\nCPU profile of the measured requests: ${profilePath}`);
    summariseProfile(profile as unknown as CpuProfile);
  }

  console.log(
    `\nAPI own cost, one request at a time: ${users.length} users, ${teams.length} teams, ${leadCount} leads; ` +
      `${requests} requests x ${rounds} rounds, medians over rounds (${bench.db.engine}` +
      `${process.env.OWN_LOG === '1' ? ', request log on' : ''})`,
  );
  console.log(
    '| endpoint | server own p50 ms | server own p95 ms (target < 2) | less waits for a core p50 ms | p95 ms | own p50 ms (with client) | own p95 ms | API busy p50 ms | API busy p95 ms | latency p50 ms | db p50 ms | node CPU p50 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const endpoint of endpoints) {
    const r = runs.get(endpoint.name)!;
    const m = (key: keyof (typeof r)[number]) => {
      const value = median(r.map((x) => x[key]));
      return Number.isFinite(value) ? value.toFixed(2) : '-';
    };
    console.log(
      `| ${endpoint.name} | ${m('serverOwnP50')} | ${m('serverOwnP95')} | ${m('onCoreP50')} | ${m('onCoreP95')} | ${m('ownP50')} | ${m('ownP95')} | ${m('busyP50')} | ${m('busyP95')} | ` +
        `${m('latencyP50')} | ${m('dbP50')} | ${m('cpuP50')} |`,
    );
  }
  // What one database read costs here outside the database, before any HTTP or API work.
  const read = await driverRead(agentUser._id, requests);
  console.log(
    `\nOne read through Mongoose and the driver (findById, lean; no HTTP): own p50 ${read.p50.toFixed(2)} ms, ` +
      `p95 ${read.p95.toFixed(2)} ms (latency minus the command's span); latency ${read.latency}`,
  );
  // The floor under that: the machine's own round trip to the database, no library's work in it.
  const bare = await socketRoundTrips(bench.db.uri, requests + 20);
  console.log(
    bare
      ? `A bare round trip to the database (a ping over a socket, no driver): latency ${percentiles(bare.slice(20).sort((a, b) => a - b))}`
      : 'A bare round trip to the database: not measured (only for a one-host mongodb:// address without TLS)',
  );
  api.close();
  await client.close();
  await bench.stop();
});
