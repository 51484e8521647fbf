/**
 * `npm run bench`: seeds a large agency in a fresh database and prints latency percentiles,
 * throughput and database round trips per request for the heavy endpoints.
 * MONGO_URL points it at a real MongoDB; otherwise it uses devdb (and says which engine).
 */
import mongoose from 'mongoose';
import { startDevDb } from '@crm/devdb';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { signToken } from '../src/modules/auth/token';
import { baseUrl, measure, printResults, type Scenario } from './measure';
import { seedAgency } from './seed';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  let engine = '';
  const db = await startDevDb({ persistent: false, log: (line) => (engine = line) });
  const uri = `${db.uri.replace(/\/$/, '')}/crm_bench_${Date.now()}`;
  await mongoose.connect(uri, { monitorCommands: true });
  await Promise.all(Object.values(mongoose.models).map((m) => m.syncIndexes()));

  const t0 = performance.now();
  const { teams, users } = await seedAgency({ teams: 25, users: 500 });
  console.log(`engine: ${engine || db.engine}`);
  console.log(
    `seeded ${teams.length} teams and ${users.length} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = createApp({ config, logger: createLogger('silent') });
  const server = app.listen(0);
  const token = (role: string) => {
    const user = users.find((u) => u.role === role)!;
    return signToken(String(user._id), config.jwtSecret, '1h');
  };
  const admin = token('Admin');
  const scenarios: Scenario[] = [
    { name: 'GET /api/users (10 per page)', path: '/api/users?limit=10', token: admin },
    { name: 'GET /api/users (200 per page)', path: '/api/users?limit=200', token: admin },
    { name: 'GET /api/users?search=person01&role=Agent', path: '/api/users?search=person01&role=Agent', token: admin },
    { name: 'GET /api/teams', path: '/api/teams', token: admin },
    { name: `GET /api/teams/:id/members`, path: `/api/teams/${teams[0]!._id}/members`, token: admin },
    { name: 'GET /api/teams/my (Manager)', path: '/api/teams/my', token: token('Manager') },
  ];
  const results = [];
  for (const scenario of scenarios) results.push(await measure(baseUrl(server), scenario));
  printResults(`500 users, 25 teams; 300 requests per endpoint, 4 in flight (${db.engine})`, results);

  server.close();
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
  await db.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
