import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadKeys } from '../../../shared-api/leads';
import { replaceUnit, unitRefresh } from './unit-refresh';

type Flag = { id: string; value: boolean };

export const featureUnit = ({ id, value }: Flag) =>
  apiRequest(contract.units.feature, { params: { id }, body: { value } });
export const archiveUnit = ({ id, value }: Flag) =>
  apiRequest(contract.units.archive, { params: { id }, body: { value } });
export const assignUnit = ({ id, userId }: { id: string; userId: string }) =>
  apiRequest(contract.units.assign, { params: { id }, body: { userId } });
export const linkLead = ({ id, leadId }: { id: string; leadId: string }) =>
  apiRequest(contract.units.inquiry, { params: { id }, body: { leadId } });

/** A write answering the changed unit: it replaces the cached copies, then the lists and counts refresh. */
function useUnitWrite<V>(
  write: (vars: V) => ReturnType<typeof featureUnit>,
  alsoRefresh: (vars: V) => unknown[][] = () => [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (unit, vars) => {
      replaceUnit(queryClient, unit);
      return invalidateKeys(queryClient, [...unitRefresh.changed(unit._id), ...alsoRefresh(vars)]);
    },
  });
}

export const useFeatureUnit = () => useUnitWrite(featureUnit);
export const useArchiveUnit = () => useUnitWrite(archiveUnit);
export const useAssignUnit = () => useUnitWrite(assignUnit);
/** The lead's feedback log gains a line saying so, and its timeline an inquiry. */
export const useLinkLead = () =>
  useUnitWrite(linkLead, ({ leadId }) => [[...leadKeys.feedback(leadId)], [...leadKeys.history(leadId)]]);
