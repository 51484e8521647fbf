import { createServer, type Server, type ServerResponse } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { connectDb, disconnectDb } from './db/connect';
import { importsInFlight, importsSettled, rollBackAbandonedImports } from './db/import-journal';
import { startDatabase } from './db/start-database';
import { createLogger } from './lib/logger';
import { migrateLeadPhones, slaOf, migrateFirstContactDeadlines } from './modules/leads';
import { intakeSettingsOf, startIntakeWorker } from './modules/intake';
import { routingSettingsOf, startRerouteWatch } from './modules/routing';
import { notifyBackupProblem, startFirstContactWatch } from './modules/notifications';
import { migrateUnitOwnerPhones } from './modules/units';
import { recordDatabaseEngine } from './modules/metrics';
import { interruptAbandonedImports } from './modules/imports';
import { seedFirstRun } from './seed/first-run';
import { voidSharedPasswords } from './modules/users';
import { startDailyBackups, type BackupProblem } from './modules/backups';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await startDatabase(config, logger);
  recordDatabaseEngine(database.engine);
  await connectDb(database.uri);
  // Imports cut half-way by a process that died are rolled back whole. An embedded database has this
  // process as its one owner, so every journal left is abandoned; on a shared MONGO_URL, only those
  // whose heartbeat stopped, now and every minute (another instance may have died).
  const embedded = database.engine !== 'external';
  const rolledBack = await rollBackAbandonedImports({ all: embedded });
  if (rolledBack) logger.warn(`rolled back ${rolledBack} import(s) cut short by an earlier stop`);
  // This process owns an embedded database alone: a batch still running is one whose process died.
  if (embedded) await interruptAbandonedImports();
  const sweep = setInterval(() => {
    void rollBackAbandonedImports({ all: false }).catch((err: unknown) =>
      logger.error({ err }, 'could not roll back an abandoned import'),
    );
  }, 60_000);
  sweep.unref();
  await seedFirstRun(config, logger);
  await voidSharedPasswords(config.bcryptRounds, logger);
  await migrateLeadPhones(config.defaultCountry, logger);
  await migrateUnitOwnerPhones(config.defaultCountry, logger);
  await migrateFirstContactDeadlines(slaOf(config), logger);
  // Every minute, Supervisors hear of new leads not contacted in time (safe with several instances).
  const stopWatch = startFirstContactWatch(logger);
  // Failed lead deliveries (a form, Meta) are tried again with back-off (safe with several instances).
  const stopIntake = startIntakeWorker(intakeSettingsOf({ config, logger }), logger);
  // Routed leads not contacted in time go to the next eligible person (safe with several instances).
  const stopReroute = startRerouteWatch(routingSettingsOf(config), logger);
  // In production, the daily backup at BACKUP_AT (one instance takes it) and the CEO told of trouble.
  const stopBackups =
    config.env === 'production'
      ? startDailyBackups({ config, onProblem: (problem) => tellOfBackupProblem(problem, logger) }, (err) =>
          logger.error({ err }, 'the daily backup check failed'),
        )
      : () => undefined;

  const app = createApp({ config, logger });
  let draining = false;
  let requestsInFlight = 0;
  const server: Server = createServer((req, res) => {
    // A request that comes in once the drain has begun (a new connection, or a kept-alive one) starts
    // no new work (an import could outlast the drain): a clean 503 with Retry-After, and the
    // connection closes, so a load balancer or a phone tries again rather than seeing a refusal.
    if (draining) return refuseWhileDraining(res);
    requestsInFlight++;
    res.once('close', () => requestsInFlight--);
    app(req, res);
  });
  server.listen(config.port, () => {
    logger.info(`Agency CRM listening on http://localhost:${config.port}`);
  });
  server.keepAliveTimeout = 5_000;

  /**
   * The orderly stop, on SIGTERM/SIGINT/SIGHUP (`npm start` passes them on; a Ctrl-C reaches every
   * process of the terminal's group, but the embedded database runs in a group of its own) or when
   * the process that started this one dies (scripts/start.mjs, through the IPC channel):
   * 1. keep listening, but answer every new request 503 with Retry-After (connection: close);
   * 2. let the requests in flight finish, imports included (imports are also all or nothing:
   *    db/import-journal.ts), and wait for any import whose client has gone;
   * 3. only then stop listening, close the database connection and stop the embedded database.
   * A stop that hangs is bounded: past DRAIN_TIMEOUT_MS (a client holding a connection open...) the
   * process exits 1, unless an import is still running, which gets up to IMPORT_DRAIN_TIMEOUT_MS
   * (on the offline engine, 2,000 to 3,000 leads took 5 to 15 s on a 2-core machine; an import has
   * at most 10,000 rows). An import cut even so (that limit, or a SIGKILL from outside: `docker stop`
   * waits 10 s) is rolled back whole at the next start-up.
   */
  const shutdown = (reason: string) => {
    if (draining) return;
    draining = true;
    stopWatch();
    stopIntake();
    stopReroute();
    stopBackups();
    clearInterval(sweep);
    logger.info({ reason }, 'draining: finishing the requests in flight, then stopping the database');
    const drainStarted = Date.now();
    const force = setInterval(() => {
      const waited = Date.now() - drainStarted;
      if (waited < DRAIN_TIMEOUT_MS || (importsInFlight() > 0 && waited < IMPORT_DRAIN_TIMEOUT_MS)) return;
      logger.error(`still draining after ${Math.round(waited / 1000)} s: forcing the exit`);
      process.exit(1);
    }, 1_000);
    force.unref();
    // Connections that fall idle while draining (a keep-alive one whose answer was sent) are closed
    // as soon as they do, rather than after keepAliveTimeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const lastRequestDone = setInterval(() => {
      if (requestsInFlight > 0 || importsInFlight() > 0) return;
      clearInterval(lastRequestDone);
      clearInterval(closeIdle);
      server.close(() => {
        void (async () => {
          await importsSettled();
          await disconnectDb().catch(() => undefined);
          await database.stop().catch(() => undefined);
          logger.info('stopped');
          process.exit(0);
        })();
      });
      server.closeAllConnections();
    }, 50);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // Started by scripts/start.mjs with an IPC channel: it closes when that process ends, however it ends.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => shutdown('parent process exited'));
  }
}

/** The most a stop may take before the process exits anyway (see shutdown above)... */
const DRAIN_TIMEOUT_MS = 15_000;
/** ...or, while an import is still running, at most this. */
const IMPORT_DRAIN_TIMEOUT_MS = 120_000;

/** A failed or overdue backup: in the log for whoever runs the portal, and a notice to each CEO. */
async function tellOfBackupProblem(problem: BackupProblem, logger: ReturnType<typeof createLogger>) {
  if (problem.kind === 'failed') {
    logger.error(`the daily backup failed: ${problem.message}`);
    await notifyBackupProblem('BackupFailed', problem.message);
  } else {
    logger.error(`no backup has succeeded since ${problem.since.toISOString()}`);
    await notifyBackupProblem('BackupOverdue', problem.since.toISOString());
  }
}

function refuseWhileDraining(res: ServerResponse) {
  const body = JSON.stringify({ message: 'The portal is restarting; please try again in a moment', code: 'BUSY' });
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': '5',
    Connection: 'close',
  });
  res.end(body);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
