import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { errorHandler } from './errors/error-handler';
import { notFound } from './errors/app-error';
import { authenticate } from './http/authenticate';
import type { AppDeps, RouteModule } from './http/route-module';
import { serveSpa } from './http/spa';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { lookupRoutes } from './modules/lookups/lookup.routes';
import { teamRoutes } from './modules/teams/team.routes';
import { userRoutes } from './modules/users/user.routes';
import { leadRoutes } from './modules/leads/lead.routes';
import { commentRoutes } from './modules/comments/comment.routes';
import './db/connect';

const MODULES: RouteModule[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  teamRoutes,
  lookupRoutes,
  leadRoutes,
  commentRoutes,
];

/** Builds the Express app without listening: tests drive it in-process with supertest. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.set('trust proxy', deps.config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'], 'upgrade-insecure-requests': null },
      },
    }),
  );
  if (!deps.config.isTest)
    app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));

  const auth = authenticate(deps.config.jwtSecret);
  for (const mount of MODULES) mount(app, { ...deps, authenticate: auth });

  app.use('/api', (_req, _res, next) => next(notFound('Not found')));
  serveSpa(app, deps.config.webDist);
  app.use(errorHandler(deps.logger, { explainBugs: deps.config.env !== 'production' }));
  return app;
}
