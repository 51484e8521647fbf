import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { listDeliveries, retryDelivery } from './intake.deliveries';
import { createSource, listSources, removeSource, updateSource } from './intake.sources';
import { intakeSettingsOf } from './intake.webhooks';

/** Lead sources and the deliveries log (CEO, Admin: the contract's roles). */
export const intakeRoutes: RouteModule<typeof contract.intake> = (deps) => {
  const settings = intakeSettingsOf(deps);
  return {
    listSources: () => listSources(),
    createSource: ({ body }) => createSource(body),
    updateSource: ({ params, body }) => updateSource(params.id, body),
    removeSource: ({ params }) => removeSource(params.id),
    listDeliveries: ({ query }) => listDeliveries(query),
    retryDelivery: ({ params }) => retryDelivery(params.id, settings),
  };
};
