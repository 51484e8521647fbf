import { startDevDb } from '@crm/devdb';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';

/** The database's name in the embedded MongoDB (with MONGO_URL, the URL names it). */
export const EMBEDDED_DATABASE = 'agency_crm';

/** MONGO_URL when given; otherwise an embedded MongoDB persisted under DATA_DIR. */
export async function startDatabase(config: Config, logger: Logger) {
  const db = await startDevDb({
    persistent: true,
    dataDir: config.dataDir,
    mongoUrl: config.mongoUrl,
    log: (line) => logger.info(line),
    warn: (line) => logger.warn(line), // mongo-java-server: for development only, MONGO_URL for real
  });
  const uri = config.mongoUrl ?? `${db.uri.replace(/\/$/, '')}/${EMBEDDED_DATABASE}`;
  return { uri, engine: db.engine, pid: db.pid, stop: () => db.stop() };
}
