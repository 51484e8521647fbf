import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import mongoose from 'mongoose';

export interface Scenario {
  name: string;
  path: string;
  token: string;
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
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Database commands sent while `fn` runs (the driver's command monitoring; needs monitorCommands). */
export async function countRoundTrips(fn: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const client = mongoose.connection.getClient();
  const onCommand = () => count++;
  client.on('commandStarted', onCommand);
  try {
    await fn();
  } finally {
    client.off('commandStarted', onCommand);
  }
  return count;
}

export function baseUrl(server: Server) {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function hit(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  // A 304 is a poll's answer when nothing changed.
  if (!res.ok && res.status !== 304) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** Warms up, then sends `requests` requests with `concurrency` in flight; latencies in ms. */
export async function measure(base: string, scenario: Scenario, requests = 300, concurrency = 4): Promise<Result> {
  const url = base + scenario.path;
  for (let i = 0; i < 20; i++) await hit(url, scenario.token, scenario.headers);
  const roundTrips = await countRoundTrips(() => hit(url, scenario.token, scenario.headers));
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        await hit(url, scenario.token, scenario.headers);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    roundTrips,
  };
}

export function printResults(title: string, results: Result[]) {
  console.log(`\n${title}`);
  console.log('| endpoint | p50 ms | p95 ms | p99 ms | req/s | DB round trips |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.roundTrips} |`,
    );
  }
}
