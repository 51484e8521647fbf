/**
 * `npm run bench`: seeds a large agency in a fresh database and prints latency percentiles,
 * throughput and database round trips per request for the heavy endpoints.
 * MONGO_URL points it at a real MongoDB; otherwise it uses devdb (and says which engine).
 */
import { runBench, startBench } from './harness';
import { measure, printResults, type Scenario, warmUp } from './measure';
import { createdStatsScenarios } from './created-stats';
import { seedAgency, seedStaffLeads } from './seed';
import { contractCases, measureContractCost } from './contract-cost';
import { explainScenarios } from './explain';
import { benchChats } from './chats';
import { seedUnits, unitScenarios } from './units';
import { benchBulkUpdate } from './leads-bulk';
import { historyScenarios } from './lead-history';
import { benchImportLoad } from './import-load';
import { benchExport } from './export';
import { type Lag, printLags } from './lag';

runBench(async () => {
  const bench = await startBench('crm_bench');
  const { db } = bench;

  const t0 = performance.now();
  const { teams, users } = await seedAgency({ teams: 25, users: 500 });
  console.log(
    `seeded ${teams.length} teams and ${users.length} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const token = (role: string) => bench.tokenOf(users.find((u) => u.role === role)!);
  const admin = token('Admin');
  const scenarios: Scenario[] = [
    { name: 'GET /api/users (10 per page)', path: '/api/users?limit=10', token: admin },
    { name: 'GET /api/users (200 per page)', path: '/api/users?limit=200', token: admin },
    { name: 'GET /api/users?search=person01&role=Agent', path: '/api/users?search=person01&role=Agent', token: admin },
    { name: 'GET /api/teams', path: '/api/teams', token: admin },
    { name: `GET /api/teams/:id/members`, path: `/api/teams/${teams[0]!._id}/members`, token: admin },
    { name: 'GET /api/teams/my (Manager)', path: '/api/teams/my', token: token('Manager') },
  ];
  await warmUp(bench.base, scenarios);
  const results = [];
  for (const scenario of scenarios) results.push(await measure(bench.base, scenario, 300, { ownSamples: 200 }));
  printResults(
    `500 users, 25 teams; 300 requests per endpoint, 4 in flight, after a warm-up of as many (${db.engine})`,
    results,
  );

  const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
  const t1 = performance.now();
  await seedStaffLeads(leadCount, users);
  console.log(
    `\nseeded ${leadCount} leads and ${leadCount} comments in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  // A 10k-row import by an Admin, timed end to end, and a CEO's lead list meanwhile.
  const lags: Lag[] = await benchImportLoad({ base: bench.base, admin, ceo: token('CEO'), engine: db.engine });

  const ceo = token('CEO');
  const manager = token('Manager');
  const agent = token('Agent');
  const leadScenarios: Scenario[] = [
    { name: 'GET /api/leads (CEO, 10 per page)', path: '/api/leads', token: ceo, list: true },
    { name: 'GET /api/leads (CEO, 50 per page)', path: '/api/leads?limit=50', token: ceo, list: true },
    {
      name: 'GET /api/leads?status=FollowUp&source=Campaign (Manager)',
      path: '/api/leads?status=FollowUp&source=Campaign',
      token: manager,
      list: true,
    },
    { name: 'GET /api/leads?search=mariam&order=az (Agent)', path: '/api/leads?search=mariam&order=az', token: agent },
    { name: 'GET /api/leads?followups=today (CEO)', path: '/api/leads?followups=today', token: ceo, list: true },
    { name: 'GET /api/leads/stats/summary (CEO)', path: '/api/leads/stats/summary', token: ceo },
    ...createdStatsScenarios({ ceo, manager }),
    // Speed to lead: the overdue filter (index firstContactAt + firstContactDueAt) and the dashboard card.
    { name: 'GET /api/leads?firstContact=overdue (CEO)', path: '/api/leads?firstContact=overdue', token: ceo },
    { name: 'GET /api/leads/stats/first-contact (CEO)', path: '/api/leads/stats/first-contact', token: ceo },
    // The lead page's timeline.
    ...(await historyScenarios({ agent, agentId: users.find((u) => u.role === 'Agent')!._id })),
  ];
  const requests = Number(process.env.BENCH_REQUESTS ?? 100);
  const leadResults = [];
  for (const scenario of leadScenarios) leadResults.push(await measure(bench.base, scenario, requests));
  printResults(`${leadCount} leads; ${requests} requests per endpoint, 4 in flight (${db.engine})`, leadResults);

  const agents = users.filter((u) => u.role === 'Agent');
  lags.push(
    ...(await benchBulkUpdate({ base: bench.base, ceo, assignees: [agents[0]!, agents[1]!], engine: db.engine })),
  );
  lags.push(...(await benchExport({ base: bench.base, admin, engine: db.engine })));
  printLags(`Event-loop lag while the heaviest requests run (${db.engine}; sampled every 10 ms)`, lags);

  const unitCount = Number(process.env.BENCH_UNITS ?? 100_000);
  const t3 = performance.now();
  await seedUnits(
    unitCount,
    users.filter((u) => u.role === 'Agent' || u.role === 'Supervisor'),
  );
  console.log(`\nseeded ${unitCount} resale units in ${((performance.now() - t3) / 1000).toFixed(1)} s`);
  const unitResults = [];
  for (const scenario of unitScenarios({ ceo, agent })) unitResults.push(await measure(bench.base, scenario, requests));
  printResults(`${unitCount} resale units; ${requests} requests per endpoint, 4 in flight (${db.engine})`, unitResults);

  await measureContractCost(bench.base, contractCases({ admin, ceo }));
  const scans = await explainScenarios(bench.base, [...scenarios, ...leadScenarios]);
  if (scans.length) {
    console.error(`\nA list query scanned its whole collection: ${scans.join('; ')}`);
    process.exitCode = 1;
  }
  await benchChats({ base: bench.base, people: users, tokenOf: bench.tokenOf, engine: db.engine, dbPid: db.pid });
  await bench.stop();
});
