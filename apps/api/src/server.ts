import type { Server, ServerResponse } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { connectDb, disconnectDb } from './db/connect';
import { startDatabase } from './db/start-database';
import { createLogger } from './lib/logger';
import { migrateLeadPhones } from './modules/leads/lead.phone-migration';
import { slaOf } from './modules/leads/lead.first-contact';
import { migrateFirstContactDeadlines } from './modules/leads/lead.first-contact-migration';
import { startFirstContactWatch } from './modules/leads/lead.sla-watch';
import { seedFirstRun } from './seed/first-run';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase(config, logger);
  await connectDb(database.uri);
  await seedFirstRun(config, logger);
  await migrateLeadPhones(config.defaultCountry, logger);
  await migrateFirstContactDeadlines(slaOf(config), logger);
  // Every minute, Supervisors hear of new leads not contacted in time (safe with several instances).
  const stopWatch = startFirstContactWatch(logger);

  const app = createApp({ config, logger });
  const server: Server = app.listen(config.port, () => {
    logger.info(`Agency CRM listening on http://localhost:${config.port}`);
  });
  server.keepAliveTimeout = 5_000;

  let closing = false;
  // While draining, each answer closes its keep-alive connection: a client that keeps sending on
  // one would otherwise hold the server open until the forced exit.
  server.on('request', (_req, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopWatch();
    logger.info({ signal }, 'draining connections');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop accepting, let in-flight requests finish, then close the database cleanly.
    server.close(async () => {
      await disconnectDb().catch(() => undefined);
      await database.stop().catch(() => undefined);
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
