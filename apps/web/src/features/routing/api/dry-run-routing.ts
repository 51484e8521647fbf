import { useMutation } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { RoutingRulesBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';

export const dryRunRouting = (body: RoutingRulesBody) => apiRequest(contract.routing.dryRun, { body });

/** Where the last leads would have gone under these (unsaved) rules; nothing changes on the server. */
export const useDryRunRouting = () => useMutation({ mutationFn: dryRunRouting });
