import type { contract } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { RouteModule } from '../../http/route-module';
import { pingDb } from '../../db/connect';

export const healthRoutes: RouteModule<typeof contract.health> = () => ({
  health: async () => {
    try {
      await pingDb();
    } catch {
      throw new AppError('DB_DOWN', 'Database unavailable');
    }
    return { status: 'ok' as const, db: 'up' as const };
  },
});
