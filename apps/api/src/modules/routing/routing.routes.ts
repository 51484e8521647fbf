import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { AppError } from '../../errors/app-error';
import { UserModel } from '../users';
import { dryRun } from './routing.route';
import { readRules, saveRules } from './routing.rules';
import { routingSettingsOf } from './routing.settings';

/** Lead routing (CEO, Admin: the contract's roles). */
export const routingRoutes: RouteModule<typeof contract.routing> = (deps) => {
  const settings = routingSettingsOf(deps.config);
  return {
    getRules: () => readRules(),
    putRules: ({ body }) => saveRules(body),
    dryRun: ({ body }) => dryRun(body, settings),
    setAway: async ({ params, body }) => {
      const away =
        body.from || body.until
          ? { from: body.from ? new Date(body.from) : null, until: body.until ? new Date(body.until) : null }
          : null;
      const updated = await UserModel.updateOne({ _id: params.id, deletedAt: null }, { $set: { away } });
      if (updated.matchedCount === 0) throw new AppError('USER_NOT_FOUND', 'User not found');
      return { ok: true as const };
    },
  };
};
