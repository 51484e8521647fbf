import { startDevDb } from '@crm/devdb';

/** One MongoDB per test run; each jest worker uses its own database on it (see setup-db.ts). */
export default async function globalSetup() {
  const db = await startDevDb({ persistent: false, log: () => undefined });
  process.env.TEST_MONGO_URI = db.uri;
  (globalThis as { __DEVDB__?: typeof db }).__DEVDB__ = db;
}
