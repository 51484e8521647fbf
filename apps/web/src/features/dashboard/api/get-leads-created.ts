import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { createdWindowQuery, type CreatedGroup } from '../model/created-series';
import type { StatsScope } from '../model/dashboard-links';
import { statsQueryRoot } from './stats-keys';

export const leadsCreatedQueryKey = (scope: StatsScope, groupBy: CreatedGroup) =>
  [...statsQueryRoot, 'created', { ...scope, groupBy }] as const;

/** The series, tagged with its grouping (the chart may show the previous one while the next loads). */
export async function getLeadsCreated(scope: StatsScope, groupBy: CreatedGroup) {
  const { data } = await apiRequest(contract.leads.created, { query: { ...scope, ...createdWindowQuery(groupBy) } });
  return { groupBy, data };
}

/** New leads per bucket, zero-filled, oldest first. The previous window stays up while the next loads. */
export const useLeadsCreated = (scope: StatsScope, groupBy: CreatedGroup) =>
  useQuery({
    queryKey: leadsCreatedQueryKey(scope, groupBy),
    queryFn: () => getLeadsCreated(scope, groupBy),
    placeholderData: keepPreviousData,
  });
