/**
 * `npm run bench:import`: a 10,000-row lead import over BENCH_LEADS leads (default 15,000), and how a
 * CEO's lead list answers meanwhile. MONGO_URL points it at a real MongoDB; otherwise devdb.
 */
import { runBench, startBench } from './harness';
import { seedAgency, seedStaffLeads } from './seed';
import { benchImportLoad } from './import-load';

runBench(async () => {
  const bench = await startBench('crm_bench_import');
  const { users } = await seedAgency({ teams: 25, users: 500 });
  const leadCount = Number(process.env.BENCH_LEADS ?? 15_000);
  await seedStaffLeads(leadCount, users);
  const token = (role: string) => bench.tokenOf(users.find((u) => u.role === role)!);
  console.log(`${leadCount} leads seeded`);
  await benchImportLoad({ base: bench.base, admin: token('Admin'), ceo: token('CEO'), engine: bench.db.engine });
  await bench.stop();
});
