import type { AddressInfo } from 'node:net';
import http, { type RequestListener, type Server } from 'node:http';
import mongoose from 'mongoose';
import { coreWaitOutside, readingNow, type WaitReading } from './core-wait';

export interface Scenario {
  name: string;
  path: string;
  token: string;
  /** A list page: its `find` must use an index (the bench fails on a collection scan where the engine can explain). */
  list?: boolean;
  /** Extra request headers (an If-None-Match for a poll). */
  headers?: Record<string, string>;
}

export interface Result {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  roundTrips: number;
  /** p95 of the time a request spends outside the database (latency minus its commands' durations), one at a time. */
  ownP95: number;
  /**
   * The same without the client and the wire: from the server having read the request's headers to
   * its answer handed to the socket, minus the database's time. The API's own cost (target < 2 ms).
   */
  serverOwnP95?: number;
  /**
   * The same, less the time the API's thread waited for a core outside the database's spans
   * (core-wait.ts): what is left is the API's work, not the database engine's use of shared cores.
   */
  serverOnCoreP95?: number | null;
}

/** The last request the server finished (see `timedServer`): from its headers read to its answer handed to the socket. */
let lastServed: { from: WaitReading; to: WaitReading } = { from: readingNow(), to: readingNow() };

/** A server for `app` that times each request from its headers read to its answer handed to the socket. */
export function timedServer(app: RequestListener): Server {
  return http.createServer((req, res) => {
    const from = readingNow();
    res.once('finish', () => (lastServed = { from, to: readingNow() }));
    app(req, res);
  });
}

/** The server's time over the last request it finished. */
export const lastServerTime = () => lastServed.to.at - lastServed.from.at;

/**
 * The server's time over the last request it finished less its database commands' time and, where
 * the kernel says (core-wait.ts), less the time the API's thread waited for a core outside them.
 */
export function lastServerOwn(log: Pick<CommandLog, 'dbMs' | 'spans' | 'readings'>) {
  const ownMs = Math.max(0, lastServerTime() - log.dbMs);
  const waited = coreWaitOutside(log.spans, lastServed.from, lastServed.to, log.readings);
  return { ownMs, onCoreMs: waited === null ? null : Math.max(0, ownMs - waited) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface CommandLog {
  count: number;
  /** Milliseconds the database was busy with this work: the union of its commands' start-to-reply spans (parallel ones overlap). */
  dbMs: number;
  commands: Record<string, unknown>[];
  /** Each command's start-to-reply span (performance.now()). */
  spans: [number, number][];
  /** At each command's start and reply: the time and this thread's wait for a core so far (core-wait.ts). */
  readings: WaitReading[];
}

function unionLength(spans: [number, number][]) {
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** Database commands sent while `fn` runs, with when they ran (the driver's command monitoring; needs monitorCommands). */
export async function logCommands(fn: () => Promise<unknown>): Promise<CommandLog> {
  const spans: [number, number][] = [];
  const log: CommandLog = { count: 0, dbMs: 0, commands: [], spans, readings: [] };
  const started = new Map<number, number>();
  const client = mongoose.connection.getClient();
  const onStarted = (event: { requestId: number; command: Record<string, unknown> }) => {
    log.count++;
    log.commands.push(event.command);
    const reading = readingNow();
    log.readings.push(reading);
    started.set(event.requestId, reading.at);
  };
  const onEnded = (event: { requestId: number }) => {
    const from = started.get(event.requestId);
    const reading = readingNow();
    log.readings.push(reading);
    if (from !== undefined) spans.push([from, reading.at]);
  };
  client.on('commandStarted', onStarted);
  client.on('commandSucceeded', onEnded);
  client.on('commandFailed', onEnded);
  try {
    await fn();
  } finally {
    client.off('commandStarted', onStarted);
    client.off('commandSucceeded', onEnded);
    client.off('commandFailed', onEnded);
  }
  log.dbMs = unionLength([...spans]);
  return log;
}

export const countRoundTrips = async (fn: () => Promise<unknown>) => (await logCommands(fn)).count;

export function baseUrl(server: Server) {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function hit(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  // A 304 is a poll's answer when nothing changed.
  if (!res.ok && res.status !== 304) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * The API's own cost: requests one at a time, each one's latency (and the server's time over it)
 * minus the time its database commands took; p95 of each.
 */
async function ownCostP95(url: string, token: string, requests: number, headers?: Record<string, string>) {
  const own: number[] = [];
  const serverOwn: number[] = [];
  const onCore: number[] = [];
  let waitsKnown = true;
  for (let i = 0; i < requests; i++) {
    let latency = 0;
    const log = await logCommands(async () => {
      const t0 = performance.now();
      await hit(url, token, headers);
      latency = performance.now() - t0;
    });
    own.push(Math.max(0, latency - log.dbMs));
    const { ownMs, onCoreMs } = lastServerOwn(log);
    serverOwn.push(ownMs);
    if (onCoreMs === null) waitsKnown = false;
    else onCore.push(onCoreMs);
  }
  const p95 = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      95,
    );
  return { ownP95: p95(own), serverOwnP95: p95(serverOwn), serverOnCoreP95: waitsKnown ? p95(onCore) : null };
}

/**
 * Warms up, then sends `requests` requests with `concurrency` in flight (latencies in ms), then
 * `ownSamples` one at a time for the own cost (default: as many, at most 50).
 */
export async function measure(
  base: string,
  scenario: Scenario,
  requests = 300,
  { concurrency = 4, ownSamples = Math.min(requests, 50) }: { concurrency?: number; ownSamples?: number } = {},
): Promise<Result> {
  const url = base + scenario.path;
  for (let i = 0; i < 20; i++) await hit(url, scenario.token, scenario.headers);
  const started = performance.now();
  const latencies = await throughputRun(url, scenario, requests, concurrency);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // The own cost is sampled once the throughput run has warmed the route's code (its JIT), as it
  // runs all day in a live portal: 20 requests leave it half-compiled, at 2 to 3 times its cost.
  const roundTrips = await countRoundTrips(() => hit(url, scenario.token, scenario.headers));
  const { ownP95, serverOwnP95, serverOnCoreP95 } = await ownCostP95(url, scenario.token, ownSamples, scenario.headers);
  return {
    name: scenario.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    roundTrips,
    ownP95,
    serverOwnP95,
    serverOnCoreP95,
  };
}

/**
 * Every scenario's throughput run once, unmeasured: a fresh database engine (a JVM's JIT) and a fresh
 * API are several times slower over their first few hundred requests than from then on.
 */
export async function warmUp(base: string, scenarios: Scenario[], requests = 300) {
  for (const scenario of scenarios) await throughputRun(base + scenario.path, scenario, requests, 4);
}

/** `requests` requests with `concurrency` in flight; each one's latency (ms). */
async function throughputRun(url: string, scenario: Scenario, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        await hit(url, scenario.token, scenario.headers);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

export function printResults(title: string, results: Result[]) {
  console.log(`\n${title}`);
  console.log(
    '| endpoint | p50 ms | p95 ms | p99 ms | req/s | DB round trips | own p95 ms (with client) | API own p95 ms (server, target < 2) | API own p95 ms, less waits for a core |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.roundTrips} | ${r.ownP95.toFixed(2)} | ${r.serverOwnP95?.toFixed(2) ?? '-'} | ${r.serverOnCoreP95?.toFixed(2) ?? '-'} |`,
    );
  }
}
