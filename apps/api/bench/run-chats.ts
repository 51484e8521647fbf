/**
 * `npm run bench:chats`: the chats figures alone (the full `npm run bench` ends with them too):
 * 1,000 users, 100k messages, the thread list and its poll, message pages, 200 tabs polling.
 */
import mongoose from 'mongoose';
import { startDevDb } from '@crm/devdb';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { signToken } from '../src/modules/auth/token';
import { baseUrl } from './measure';
import { seedAgency } from './seed';
import { benchChats } from './chats';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  let engine = '';
  const db = await startDevDb({ persistent: false, log: (line) => (engine = line) });
  await mongoose.connect(`${db.uri.replace(/\/$/, '')}/crm_bench_chats_${Date.now()}`, {
    monitorCommands: process.env.BENCH_MONITOR !== '0',
  });
  await Promise.all(Object.values(mongoose.models).map((m) => m.syncIndexes()));
  console.log(`engine: ${engine || db.engine}`);
  const { users } = await seedAgency({ teams: 25, users: 500 });
  const server = createApp({ config, logger: createLogger('silent') }).listen(0);
  await benchChats({
    base: baseUrl(server),
    people: users,
    tokenOf: (user) => signToken({ userId: String(user._id), tokenVersion: 0 }, config.jwtSecret, '1h'),
    engine: db.engine,
    dbPid: db.pid,
  });
  server.close();
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
  await db.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
