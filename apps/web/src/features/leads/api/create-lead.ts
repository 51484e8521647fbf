import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type CreateLeadBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh } from './lead-refresh';

export const createLead = (body: CreateLeadBody) => apiRequest(contract.leads.create, { body });

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLead, onSuccess: () => invalidateKeys(queryClient, leadRefresh.created()) });
}
