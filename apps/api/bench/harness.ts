import type { Server } from 'node:http';
import mongoose from 'mongoose';
import { startDevDb } from '@crm/devdb';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { signToken } from '../src/modules/auth';
import { baseUrl, timedServer } from './measure';

/**
 * A fresh database (MONGO_URL, else devdb, named in the output) with the models' indexes, and the
 * API listening in-process: what every bench run starts from and tears down.
 */
export async function startBench(name: string) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  let engineLine = '';
  const db = await startDevDb({
    persistent: false,
    log: (line) => (engineLine = line),
    warn: (line) => console.warn(line),
  });
  await mongoose.connect(`${db.uri.replace(/\/$/, '')}/${name}_${Date.now()}`, {
    monitorCommands: process.env.BENCH_MONITOR !== '0',
  });
  await Promise.all(Object.values(mongoose.models).map((m) => m.syncIndexes()));
  console.log(`engine: ${engineLine || db.engine}`);
  const app = createApp({ config, logger: createLogger(process.env.BENCH_LOG ?? 'silent') });
  const server: Server = timedServer(app).listen(0);
  return {
    db,
    base: baseUrl(server),
    tokenOf: (user: { _id: unknown }) =>
      signToken({ userId: String(user._id), tokenVersion: 0 }, config.jwtSecret, '1h'),
    async stop() {
      server.close();
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      await db.stop();
    },
  };
}

/** Runs a bench's main, exiting non-zero on an error. */
export const runBench = (main: () => Promise<void>) =>
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
