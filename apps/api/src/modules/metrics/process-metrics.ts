import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { poolUsage, type PoolUsage } from '../../db/pool-usage';
import { databaseEngineInfo } from './database-engine';
import { bulkLeadJobsInFlight, importsInFlight } from './work-in-flight';

/** A gauge read from the database driver's pool counts at each scrape. */
const poolGauge = (registry: Registry, name: string, help: string, read: (usage: PoolUsage) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read(poolUsage()));
    },
  });

function buildProcessRegistry() {
  const registry = new Registry();
  // Node's own: event-loop lag (nodejs_eventloop_lag_p99_seconds ...), heap, GC, CPU, open handles.
  // Unprefixed, so the usual Node.js dashboards read them as they are.
  collectDefaultMetrics({ register: registry });
  poolGauge(registry, 'crm_mongodb_pool_connections', 'MongoDB connections open in the pool', (u) => u.open);
  poolGauge(
    registry,
    'crm_mongodb_pool_connections_checked_out',
    'MongoDB connections in use by an operation',
    (u) => u.checkedOut,
  );
  poolGauge(
    registry,
    'crm_mongodb_pool_checkouts_waiting',
    'Operations waiting for a MongoDB connection',
    (u) => u.waiting,
  );
  poolGauge(registry, 'crm_mongodb_pool_max_connections', 'The most connections the pool may open', (u) => u.max);
  for (const gauge of [importsInFlight, bulkLeadJobsInFlight, databaseEngineInfo]) registry.registerMetric(gauge);
  return registry;
}

let processRegistry: Registry | undefined;

/**
 * The metrics of the process (shared by every app it builds), registered once: tests build an app
 * per file or per test, and a second registration would throw "already registered".
 */
export const processMetrics = (): Registry => (processRegistry ??= buildProcessRegistry());
