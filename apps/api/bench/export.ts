import http from 'node:http';
import { MAX_LEAD_EXPORT_ROWS } from '@crm/contracts';
import { LeadModel } from '../src/modules/leads';
import { type Lag, lagLine, withLag } from './lag';

/**
 * The largest leads export there is (`GET /api/leads/export`): the MAX_LEAD_EXPORT_ROWS (50,000)
 * villas of the seeded leads, by an Admin, timed end to end with the event-loop lag meanwhile (the
 * leads read a batch at a time, the sheet written in a worker). Then an export of every lead, which
 * is over that cap and refused with a 400.
 */
export async function benchExport({ base, admin, engine }: { base: string; admin: string; engine: string }) {
  const get = (query: string) => download(`${base}/api/leads/export${query}`, admin);
  const villas = await LeadModel.countDocuments({ deletedAt: null, propertyInterest: 'villa' });
  const rows = Math.min(villas, MAX_LEAD_EXPORT_ROWS);
  const name = `lead export (${rows.toLocaleString('en')} rows)`;
  const { value: file, lag } = await withLag(name, async () => {
    const res = await get('?interest=villa');
    if (res.status !== 200) throw new Error(`GET /api/leads/export answered ${res.status}: ${res.body.toString()}`);
    return res.body;
  });
  console.log(
    `\n${name} (${engine}): ${(file.length / 1e6).toFixed(1)} MB in ${lag.seconds.toFixed(1)} s; ${lagLine(lag)}`,
  );
  const all = await LeadModel.countDocuments({ deletedAt: null });
  const refused = await get('');
  const { code } = JSON.parse(refused.body.toString()) as { code?: string };
  console.log(
    `  export of all ${all.toLocaleString('en')} leads: ${refused.status} ${code ?? ''} ` +
      `(an export holds at most ${MAX_LEAD_EXPORT_ROWS.toLocaleString('en')})`,
  );
  return [lag] satisfies Lag[];
}

/**
 * A GET through node:http: fetch gives up on an answer whose headers take over 5 minutes, and on
 * mongo-java-server (which scans the comments for each batch of leads) this export can.
 */
function download(url: string, token: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
