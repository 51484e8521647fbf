import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { CreateIntakeSourceBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { intakeKeys } from '../../../shared-api/intake';

export const createIntakeSource = (body: CreateIntakeSourceBody) => apiRequest(contract.intake.createSource, { body });

export function useCreateIntakeSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntakeSource,
    onSuccess: () => invalidateKeys(queryClient, [intakeKeys.sources()]),
  });
}
