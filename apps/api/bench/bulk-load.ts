import type { BulkLeadsResult } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
import { lagLine, withLag } from './lag';

/** The interest the filtered leads are given (no seeded lead has it). */
const FILTER_INTEREST = 'bulk-load';
/** The most leads one "all that match" request may change (BULK_MAX_MATCHING). */
const BY_FILTER = 5000;
/** Other people's lead list before the bulk change, for this long. */
const BEFORE_MS = 3000;

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? 0;

/** Times other people's GET /api/leads, two in flight (as two colleagues), until `until` settles (or `ms` pass). */
async function sampleList(base: string, tokens: string[], until: Promise<unknown> | number) {
  const times: number[] = [];
  let done = false;
  if (typeof until === 'number') setTimeout(() => (done = true), until);
  else void until.finally(() => (done = true));
  await Promise.all(
    tokens.map(async (token) => {
      while (!done) {
        const t = performance.now();
        const res = await fetch(`${base}/api/leads?limit=10`, { headers: { Authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET /api/leads answered ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

/**
 * Issue 46, item 3: a CEO's "Select all matching" status change on 5,000 leads, and other people's
 * lead list meanwhile (an Admin's and a Manager's, one request after another each): its p95 before
 * and during the change (done when under 300 ms or within 5x of before), the change's own time and
 * the event-loop lag while it runs.
 */
export async function benchBulkLoad({
  base,
  ceo,
  others,
  engine,
  runs = 3,
}: {
  base: string;
  ceo: string;
  others: string[];
  engine: string;
  runs?: number;
}) {
  const byFilter = await LeadModel.find({ propertyInterest: 'apartment', deletedAt: null })
    .select('_id')
    .limit(BY_FILTER)
    .lean();
  await LeadModel.collection.updateMany(
    { _id: { $in: byFilter.map((l) => l._id) } },
    { $set: { propertyInterest: FILTER_INTEREST } },
  );
  const change = (status: string) =>
    fetch(`${base}/api/leads/bulk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ceo}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'status', status, filter: { interest: FILTER_INTEREST } }),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`POST /api/leads/bulk answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as BulkLeadsResult;
    });
  // Untimed: every timed run then changes all of them.
  await change('Contacted');
  for (let run = 0; run < runs; run++) {
    const before = await sampleList(base, others, BEFORE_MS);
    const started = performance.now();
    const { value, lag } = await withLag('bulk status by filter', () => {
      const changing = change(run % 2 ? 'Contacted' : 'Qualified');
      return Promise.all([sampleList(base, others, changing), changing]);
    });
    const [during, report] = value;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (report.changed !== byFilter.length)
      throw new Error(`changed ${report.changed} of ${byFilter.length}: ${JSON.stringify(report.skipped)}`);
    console.log(
      `\nbulk status change by filter, ${report.changed.toLocaleString('en')} leads (${engine}), run ${run + 1}: ` +
        `${seconds} s; ${lagLine(lag)}`,
    );
    console.log(
      `  others' GET /api/leads p95: ${p95(before).toFixed(1)} ms before (${before.length} requests), ` +
        `${p95(during).toFixed(1)} ms during the change (${during.length} requests): ` +
        `${(p95(during) / Math.max(p95(before), 0.001)).toFixed(1)}x; max during ${Math.max(...during).toFixed(0)} ms`,
    );
  }
}
