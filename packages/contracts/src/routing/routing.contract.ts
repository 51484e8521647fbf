import { defineRoute } from '../common/route';
import { rolesFor } from '../auth/policies';
import { idParams } from '../common/primitives';
import { z } from 'zod';
import { awayBody, routingDryRunSchema, routingRulesBody, routingRulesSchema } from './routing.schema';

const managers = rolesFor('routing:manage');

/** Lead routing (CEO, Admin): the ordered rules, a dry run over the last leads, who is away. */
export const routingContract = {
  getRules: defineRoute({
    method: 'GET',
    path: '/api/routing/rules',
    summary: 'The routing rules, in order',
    roles: managers,
    response: routingRulesSchema,
  }),
  putRules: defineRoute({
    method: 'PUT',
    path: '/api/routing/rules',
    summary: 'Replace the routing rules (their order is the order they are tried in)',
    roles: managers,
    body: routingRulesBody,
    response: routingRulesSchema,
  }),
  dryRun: defineRoute({
    method: 'POST',
    path: '/api/routing/dry-run',
    summary: 'Where each of the last 100 leads would have gone under these rules (nothing changes)',
    roles: managers,
    body: routingRulesBody,
    response: routingDryRunSchema,
  }),
  setAway: defineRoute({
    method: 'PUT',
    path: '/api/routing/away/:id',
    summary: 'Mark a person away (leave) from-to, or back (nulls): no lead is routed to them meanwhile',
    roles: managers,
    params: idParams,
    body: awayBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};
