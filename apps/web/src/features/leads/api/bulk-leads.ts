import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type RouteRequest } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadKeys } from '../../../shared-api/leads';
import { notificationKeys } from '../../../shared-api/notifications';
import { teamLeadCountKeys } from '../../../shared-api/teams';

export type BulkLeadsRequest = RouteRequest<typeof contract.leads.bulk>['body'];

/** Many leads at once: the answer says how many changed and why the others did not. */
export const bulkLeads = (body: BulkLeadsRequest) => apiRequest(contract.leads.bulk, { body });

/** The undo of a bulk delete. */
export const bulkRestoreLeads = (ids: string[]) => apiRequest(contract.leads.bulkRestore, { body: { ids } });

/** Any lead may have changed: lists, pages, figures, notices and team lead counts. */
const bulkRefresh = () => [leadKeys.all, notificationKeys.all, ...teamLeadCountKeys()];

export function useBulkLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkLeads,
    onSuccess: () => invalidateKeys(queryClient, bulkRefresh()),
  });
}

export function useBulkRestoreLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkRestoreLeads,
    onSuccess: () => invalidateKeys(queryClient, bulkRefresh()),
  });
}
