import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type UnitBody, type UpdateUnitBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { replaceUnit, unitRefresh } from './unit-refresh';

export const createUnit = (body: UnitBody) => apiRequest(contract.units.create, { body });
export const updateUnit = ({ id, body }: { id: string; body: UpdateUnitBody }) =>
  apiRequest(contract.units.update, { params: { id }, body });

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => invalidateKeys(queryClient, unitRefresh.created()),
  });
}

/** The form's save and the Change Status dialog (a body with the status alone). */
export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: (unit) => {
      replaceUnit(queryClient, unit);
      return invalidateKeys(queryClient, unitRefresh.changed(unit._id));
    },
  });
}
