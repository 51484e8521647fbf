/**
 * `npm run bench:bulk`: a 5,000-lead bulk status change by filter over BENCH_LEADS leads (default
 * 15,000, as bench:import), and how other people's lead list answers meanwhile. MONGO_URL points it at a real
 * MongoDB; otherwise devdb.
 */
import { runBench, startBench } from './harness';
import { seedAgency, seedStaffLeads } from './seed';
import { benchBulkLoad } from './bulk-load';

runBench(async () => {
  const bench = await startBench('crm_bench_bulk');
  const { users } = await seedAgency({ teams: 25, users: 500 });
  const leadCount = Number(process.env.BENCH_LEADS ?? 15_000);
  const t0 = performance.now();
  await seedStaffLeads(leadCount, users);
  console.log(`${leadCount} leads seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const token = (role: string) => bench.tokenOf(users.find((u) => u.role === role)!);
  await benchBulkLoad({
    base: bench.base,
    ceo: token('CEO'),
    others: [token('Admin'), token('Manager')],
    engine: bench.db.engine,
  });
  await bench.stop();
});
