import type { BulkLeadsResult } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
import { type Lag, lagLine, withLag } from './lag';
import { logCommands, type Result, printResults } from './measure';

interface BulkBenchInput {
  base: string;
  /** CEO: every action is theirs to take, on every lead. */
  ceo: string;
  /** Two people the leads are handed between (each assign changes every lead). */
  assignees: [{ _id: unknown }, { _id: unknown }];
  engine: string;
  /** How many times each action runs (median and worst of them are printed). */
  runs?: number;
}

async function post(base: string, path: string, token: string, body: unknown): Promise<BulkLeadsResult> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as BulkLeadsResult;
}

/** The interest the "all that match" case's leads are given (no seeded lead has it). */
const FILTER_INTEREST = 'penthouse';
/** The most leads one "all that match" request may change (BULK_MAX_MATCHING). */
const BY_FILTER = 5000;

/**
 * Bulk work on 1,000 leads at once (`POST /api/leads/bulk`): status change, assign, delete and its
 * undo, then a status change on all 5,000 leads a filter matches, each timed end to end with the
 * database round trips of one request (constant in the number of leads: the session's user, one
 * read, one bulkWrite of one updateMany per kind of change, one notification insert) and the
 * event-loop lag while it runs, and checked to have changed every lead.
 */
export async function benchBulkUpdate({ base, ceo, assignees, engine, runs = 5 }: BulkBenchInput) {
  const leads = await LeadModel.find({ deletedAt: null, privacy: 'public' }).select('_id').limit(1000).lean();
  const ids = leads.map((l) => String(l._id));
  // Another 5,000 leads (apartments: the export's villas stay as seeded) that a filter names alone.
  const byFilter = await LeadModel.find({ _id: { $nin: leads.map((l) => l._id) }, propertyInterest: 'apartment' })
    .select('_id')
    .limit(BY_FILTER)
    .lean();
  await LeadModel.collection.updateMany(
    { _id: { $in: byFilter.map((l) => l._id) } },
    { $set: { propertyInterest: FILTER_INTEREST } },
  );
  // Set up untimed, so that every timed run changes all of them: 1,000 leads with one assignee
  // (`setup`, in the database), or the same status (`warm`, a first request).
  await LeadModel.collection.updateMany(
    { _id: { $in: leads.map((l) => l._id) } },
    { $set: { assignedTo: assignees[1]._id } },
  );
  const cases: { name: string; body: (run: number) => unknown; path?: string; warm?: true; leads?: number }[] = [
    {
      name: 'bulk status (1,000 leads)',
      body: (run) => ({ action: 'status', status: run % 2 ? 'Qualified' : 'Contacted', ids }),
      warm: true,
    },
    {
      name: 'bulk assign (1,000 leads)',
      body: (run) => ({ action: 'assign', userId: String(assignees[run % 2]!._id), ids }),
    },
    { name: 'bulk delete (1,000 leads)', body: () => ({ action: 'delete', ids }) },
    { name: 'bulk restore (1,000 leads)', path: '/api/leads/bulk-restore', body: () => ({ ids }) },
    {
      name: `bulk status, all that match a filter (${byFilter.length.toLocaleString('en')} leads)`,
      body: (run) => ({
        action: 'status',
        status: run % 2 ? 'Qualified' : 'Contacted',
        filter: { interest: FILTER_INTEREST },
      }),
      warm: true,
      // 5,000 at the defaults; fewer where BENCH_LEADS leaves fewer apartments.
      leads: byFilter.length,
    },
  ];
  const results: Result[] = [];
  const lags: Lag[] = [];
  for (const c of cases) {
    const latencies: number[] = [];
    let roundTrips = 0;
    let dbMs = 0;
    const expected = c.leads ?? ids.length;
    if (c.warm) await post(base, c.path ?? '/api/leads/bulk', ceo, c.body(1));
    const { lag } = await withLag(c.name, async () => {
      for (let run = 0; run < runs; run++) {
        // Delete and restore alternate so each run has 1,000 leads to change.
        if (c.name.startsWith('bulk delete') && run > 0) await post(base, '/api/leads/bulk-restore', ceo, { ids });
        if (c.name.startsWith('bulk restore')) await post(base, '/api/leads/bulk', ceo, { action: 'delete', ids });
        let answer: BulkLeadsResult | undefined;
        let latency = 0;
        const log = await logCommands(async () => {
          const t0 = performance.now();
          answer = await post(base, c.path ?? '/api/leads/bulk', ceo, c.body(run));
          latency = performance.now() - t0;
        });
        if (answer!.changed !== expected)
          throw new Error(
            `${c.name} changed ${answer!.changed} of ${expected}: ${answer!.skipped.map((k) => `${k.reason} ${k.count}`).join(', ')}`,
          );
        latencies.push(latency);
        roundTrips = log.count;
        dbMs += log.dbMs;
      }
    });
    lags.push(lag);
    console.log(`  ${c.name}: ${lagLine(lag)}`);
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    results.push({
      name: c.name,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      // Leads changed per second (one request at a time).
      rps: (expected * 1000 * latencies.length) / latencies.reduce((a, b) => a + b, 0),
      roundTrips,
      ownP95: Math.max(0, at(0.95) - dbMs / runs),
    });
  }
  printResults(
    `Bulk work on ${ids.length} leads (and ${byFilter.length} by filter); ${runs} runs each, one at a time (${engine}); req/s column = leads per second`,
    results,
  );
  return lags;
}
