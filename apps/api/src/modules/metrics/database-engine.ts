import { Gauge } from 'prom-client';
import type { DevDbEngine } from '@crm/devdb';

/**
 * Which database the portal runs on. `development_only` marks mongo-java-server, the offline
 * fallback: it scans instead of using indexes and lacks parts of MongoDB, so an agency must not run
 * on it. Empty until server.ts records the engine it started (an app built by a test has none).
 */
export const databaseEngineInfo = new Gauge({
  name: 'crm_db_engine_info',
  help: 'The database engine the portal runs on (1 for the one in use)',
  labelNames: ['engine', 'development_only'] as const,
  registers: [],
});

/** devdb's names, as an operator reads them: `mongod` is MongoDB itself, started by the portal. */
const ENGINE_LABEL: Record<DevDbEngine, string> = {
  mongod: 'mongodb',
  'mongo-java-server': 'mongo-java-server',
  external: 'external',
};

/** Called once at start-up by server.ts, with the engine `startDatabase` reported. */
export function recordDatabaseEngine(engine: DevDbEngine) {
  databaseEngineInfo.reset();
  databaseEngineInfo.set({ engine: ENGINE_LABEL[engine], development_only: String(engine === 'mongo-java-server') }, 1);
}
