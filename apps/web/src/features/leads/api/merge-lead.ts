import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys, queryRoots } from '../../../lib/query-keys';
import { leadKeys } from '../../../shared-api/leads';
import { notificationKeys } from '../../../shared-api/notifications';
import { teamLeadCountKeys } from '../../../shared-api/teams';

/** Merges the duplicate `otherId` into `id` (kept): its records move, it is deleted. */
export const mergeLead = ({ id, otherId }: { id: string; otherId: string }) =>
  apiRequest(contract.leads.merge, { params: { id }, body: { otherId } });

export function useMergeLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeLead,
    // Both leads, their feedback, tasks and notices, and every list and figure that counted two leads.
    onSuccess: () =>
      invalidateKeys(queryClient, [
        leadKeys.all,
        notificationKeys.all,
        ...teamLeadCountKeys(),
        queryRoots.tasks,
        queryRoots.units,
      ]),
  });
}
