import { contract } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import { pingDb } from '../../db/connect';

export const healthRoutes: RouteModule = (app, { authenticate }) => {
  mountRoute(app, contract.health.health, authenticate, async () => {
    try {
      await pingDb();
    } catch {
      throw new AppError(503, 'Database unavailable', 'DB_DOWN');
    }
    return { status: 'ok' as const, db: 'up' as const };
  });
};
