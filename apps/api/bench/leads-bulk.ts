import type { BulkLeadsResult } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
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

/**
 * Bulk work on 1,000 leads at once (`POST /api/leads/bulk`): status change, assign, delete and its
 * undo, each timed end to end with the database round trips of one request (constant in the number
 * of leads: one read, one bulkWrite, one notification insert), and checked to have changed all 1,000.
 */
export async function benchBulkUpdate({ base, ceo, assignees, engine, runs = 5 }: BulkBenchInput) {
  const leads = await LeadModel.find({ deletedAt: null, privacy: 'public' }).select('_id').limit(1000).lean();
  const ids = leads.map((l) => String(l._id));
  // `warm`: sets the leads up first (untimed), so that every timed run changes all of them.
  const cases: { name: string; body: (run: number) => unknown; path?: string; warm?: true }[] = [
    {
      name: 'bulk status (1,000 leads)',
      body: (run) => ({ action: 'status', status: run % 2 ? 'Qualified' : 'Contacted', ids }),
      warm: true,
    },
    {
      name: 'bulk assign (1,000 leads)',
      body: (run) => ({ action: 'assign', userId: String(assignees[run % 2]!._id), ids }),
      warm: true,
    },
    { name: 'bulk delete (1,000 leads)', body: () => ({ action: 'delete', ids }) },
    { name: 'bulk restore (1,000 leads)', path: '/api/leads/bulk-restore', body: () => ({ ids }) },
  ];
  const results: Result[] = [];
  for (const c of cases) {
    const latencies: number[] = [];
    let roundTrips = 0;
    let dbMs = 0;
    if (c.warm) await post(base, c.path ?? '/api/leads/bulk', ceo, c.body(1));
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
      if (answer!.changed !== ids.length)
        throw new Error(
          `${c.name} changed ${answer!.changed} of ${ids.length}: ${answer!.skipped.map((k) => `${k.reason} ${k.count}`).join(', ')}`,
        );
      latencies.push(latency);
      roundTrips = log.count;
      dbMs += log.dbMs;
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    results.push({
      name: c.name,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      // Leads changed per second (one request at a time).
      rps: (ids.length * 1000 * latencies.length) / latencies.reduce((a, b) => a + b, 0),
      roundTrips,
      ownP95: Math.max(0, at(0.95) - dbMs / runs),
    });
  }
  printResults(
    `Bulk work on ${ids.length} leads; ${runs} runs each, one at a time (${engine}); req/s column = leads per second`,
    results,
  );
}
