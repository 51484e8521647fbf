import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import {
  createPropertyInterest,
  deletePropertyInterest,
  listPropertyInterests,
  updatePropertyInterest,
} from './lookup.service';

export const lookupRoutes: RouteModule<typeof contract.lookups> = () => ({
  listPropertyInterests: () => listPropertyInterests(),
  createPropertyInterest: ({ body }) => createPropertyInterest(body),
  updatePropertyInterest: ({ params, body }) => updatePropertyInterest(params.id, body),
  removePropertyInterest: ({ params }) => deletePropertyInterest(params.id),
});
