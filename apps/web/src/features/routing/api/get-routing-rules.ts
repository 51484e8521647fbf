import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const routingKeys = {
  all: queryRoots.routing,
  rules: () => [...queryRoots.routing, 'rules'] as const,
};

/** The routing rules in the order they are tried, and whether leads added by hand are routed too. */
export const routingRulesQuery = () =>
  queryOptions({ queryKey: routingKeys.rules(), queryFn: () => apiRequest(contract.routing.getRules) });

export const useRoutingRules = () => useQuery(routingRulesQuery());
