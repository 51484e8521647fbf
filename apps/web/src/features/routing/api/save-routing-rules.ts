import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { RoutingRulesBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { routingKeys } from './get-routing-rules';

export const saveRoutingRules = (body: RoutingRulesBody) => apiRequest(contract.routing.putRules, { body });

/** Replace the whole ordered list; the screen then shows the server's copy (new rules get their ids). */
export function useSaveRoutingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoutingRules,
    onSuccess: (saved) => queryClient.setQueryData(routingKeys.rules(), saved),
  });
}
