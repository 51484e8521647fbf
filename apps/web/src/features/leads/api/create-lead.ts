import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract, type CreateLeadBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLeadData } from './invalidate-lead-data';

export const createLead = (body: CreateLeadBody) => apiRequest(contract.leads.create, { body });

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLead, onSuccess: () => invalidateLeadData(queryClient) });
}
