import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { IntakeSource, UpdateIntakeSourceBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { intakeKeys } from '../../../shared-api/intake';

export const updateIntakeSource = ({ id, body }: { id: string; body: UpdateIntakeSourceBody }) =>
  apiRequest(contract.intake.updateSource, { params: { id }, body });

/** Rename, attribute, pause or resume, rotate a form's key, replace a page's token: the row shows the server's copy at once. */
export function useUpdateIntakeSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntakeSource,
    onSuccess: (source) => {
      queryClient.setQueryData<IntakeSource[]>(intakeKeys.sources(), (list) =>
        list?.map((s) => (s._id === source._id ? source : s)),
      );
      // The log names each delivery's source.
      return invalidateKeys(queryClient, [intakeKeys.all]);
    },
  });
}
