import { z } from 'zod';
import { defineRoute } from '../common/route';
import { recordRoutes } from '../common/record-routes';
import { paginated } from '../common/pagination';
import { idParams } from '../common/primitives';
import { rolesFor } from '../auth/policies';
import {
  createIntakeSourceBody,
  intakeDeliverySchema,
  intakeSourceSchema,
  listIntakeDeliveriesQuery,
  updateIntakeSourceBody,
} from './intake.schema';

const sources = recordRoutes('/api/intake/sources', rolesFor('intake:manage'));

/**
 * Managing where leads arrive from (CEO, Admin). The deliveries themselves (a website form's post,
 * Meta's webhook) are not called by the portal's own pages: the API mounts them apart (intake module).
 */
export const intakeContract = {
  listSources: sources.list({
    summary: 'Lead sources (website forms, Facebook pages), newest first',
    response: z.array(intakeSourceSchema),
  }),
  createSource: sources.create({
    summary: 'Add a website form (its secret key is made here) or a Facebook page',
    body: createIntakeSourceBody,
    response: intakeSourceSchema,
  }),
  updateSource: defineRoute({
    method: 'PATCH',
    path: '/api/intake/sources/:id',
    summary: 'Rename, attribute, pause or resume a source; rotate a form key; replace a page token',
    roles: rolesFor('intake:manage'),
    params: idParams,
    body: updateIntakeSourceBody,
    response: intakeSourceSchema,
  }),
  removeSource: sources.remove({ summary: 'Delete a source: its key stops working; its deliveries stay on record' }),
  listDeliveries: defineRoute({
    method: 'GET',
    path: '/api/intake/deliveries',
    summary: 'Every delivery on record, newest first, with what became of it',
    roles: rolesFor('intake:manage'),
    query: listIntakeDeliveriesQuery,
    response: paginated(intakeDeliverySchema),
  }),
  retryDelivery: defineRoute({
    method: 'POST',
    path: '/api/intake/deliveries/:id/retry',
    summary: 'Try a failed delivery again now',
    roles: rolesFor('intake:manage'),
    params: idParams,
    response: intakeDeliverySchema,
  }),
};
