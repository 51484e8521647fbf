import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { INTAKE_REFRESH_MS, intakeKeys } from '../../../shared-api/intake';

/** Every lead source (website forms, Facebook pages), newest first; a few, so no pages. */
export const intakeSourcesQuery = () =>
  queryOptions({
    queryKey: intakeKeys.sources(),
    queryFn: () => apiRequest(contract.intake.listSources),
    // Leads arrive by themselves: the counts and token problems follow without a reload.
    refetchInterval: INTAKE_REFRESH_MS,
  });

export const useIntakeSources = () => useQuery(intakeSourcesQuery());
