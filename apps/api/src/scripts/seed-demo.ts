import { loadConfig } from '../config/env';
import { connectDb, disconnectDb } from '../db/connect';
import { startDatabase } from '../db/start-database';
import { createLogger } from '../lib/logger';
import { reseedDemo } from '../seed/first-run';
import '../app';

/** Reloads the demo agency into the portal's database (stop `npm start` first: the embedded DB has one owner). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase(config, logger);
  try {
    await connectDb(database.uri);
    await reseedDemo(config, logger);
  } finally {
    await disconnectDb();
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
