import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { contract } from '@crm/contracts';
import { errorHandler } from './errors/error-handler';
import { notFound } from './errors/app-error';
import { authenticate } from './modules/auth';
import { undoLeadImport } from './modules/leads';
import { undoUnitImport } from './modules/units';
import { undoUserImport } from './modules/users';
import { warnOnUntrustedForwardedFor } from './core/forwarded-for-warning';
import { mountContract } from './core/mount-route';
import { COMPRESS_FROM_BYTES, compressJsonInline } from './core/send-json';
import type { AppDeps, RouteModule } from './core/route-module';
import { inlineScriptSources, serveSpa } from './core/spa';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { lookupRoutes } from './modules/lookups/lookup.routes';
import { teamRoutes } from './modules/teams/team.routes';
import { userRoutes } from './modules/users/user.routes';
import { invitationRoutes } from './modules/auth/invitation.routes';
import { leadRoutes } from './modules/leads/lead.routes';
import { leadExportRoutes } from './modules/lead-exports/lead-export.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { commentRoutes } from './modules/comments/comment.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { chatRoutes } from './modules/chats/chat.routes';
import { taskRoutes } from './modules/tasks/task.routes';
import { campaignRoutes } from './modules/campaigns/campaign.routes';
import { unitRoutes } from './modules/units/unit.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { importRoutes } from './modules/imports/import.routes';
import { backupRoutes } from './modules/backups';
import { createMetrics } from './modules/metrics/metrics.routes';
import { intakeRoutes, intakeWebhooks } from './modules/intake';
import { routingRoutes } from './modules/routing';
import { liveStream } from './modules/live';
import { pushRoutes } from './modules/push';
import { wireListeners } from './listeners';
import './db/connect';

type Contract = typeof contract;

/** One module per group of the contract: a group without its module, or a route without its handler, does not compile. */
const MODULES: { [G in keyof Contract]: RouteModule<Contract[G]> } = {
  health: healthRoutes,
  auth: authRoutes,
  invitations: invitationRoutes,
  users: userRoutes,
  teams: teamRoutes,
  lookups: lookupRoutes,
  leads: (deps) => ({ ...leadRoutes(deps), ...leadExportRoutes(deps) }),
  notifications: notificationRoutes,
  comments: commentRoutes,
  settings: settingsRoutes,
  chats: chatRoutes,
  tasks: taskRoutes,
  campaigns: campaignRoutes,
  units: unitRoutes,
  uploads: uploadRoutes,
  imports: importRoutes({ leads: undoLeadImport, units: undoUnitImport, users: undoUserImport }),
  intake: intakeRoutes,
  routing: routingRoutes,
  backups: backupRoutes,
  push: pushRoutes,
};

const handlersFor = (deps: AppDeps) =>
  Object.fromEntries(Object.entries(MODULES).map(([group, module]) => [group, module(deps)])) as {
    [G in keyof Contract]: ReturnType<(typeof MODULES)[G]>;
  };

/** Probes and scrapes, every few seconds: not logged. */
const POLLED_BY_MACHINES = new Set(['/api/health', '/api/health/ready', '/metrics']);

/** Builds the Express app without listening: tests drive it in-process with supertest. */
export function createApp(deps: AppDeps): Express {
  wireListeners(deps.config);
  const app = express();
  const metrics = createMetrics(deps);
  app.use(metrics.timeRequests);
  app.set('trust proxy', deps.config.trustProxy);
  const forwardedForWarning = warnOnUntrustedForwardedFor(deps.config.trustProxy, deps.logger);
  if (forwardedForWarning) app.use(forwardedForWarning);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...inlineScriptSources(deps.config.webDist)],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  if (!deps.config.isTest)
    app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => POLLED_BY_MACHINES.has(req.url ?? '') } }));

  // Each person's live events (server-sent): before compression, which would hold the stream in its buffer.
  app.use(liveStream(deps));

  // JSON answers above 1 KB travel compressed (brotli or gzip); precompressed assets pass through untouched.
  // res.json compresses answers up to 64 KB inline (http/send-json.ts): the same choice, without a stream.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));
  compressJsonInline(app);

  // A website form's post and Meta's webhook: outside callers with bodies of their own (intake.webhooks.ts).
  app.use(intakeWebhooks(deps));
  mountContract(app, contract, handlersFor(deps), authenticate(deps.config.jwtSecret));
  // Outside /api, so before the SPA's fallback would answer it with index.html.
  app.use(metrics.routes);

  app.use('/api', (_req, _res, next) => next(notFound('Not found')));
  serveSpa(app, deps.config.webDist);
  app.use(errorHandler(deps.logger, { explainBugs: deps.config.env !== 'production' }));
  return app;
}
