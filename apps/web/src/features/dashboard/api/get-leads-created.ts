import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys, type CreatedWindow, type StatsScope } from '../../../shared-api/leads';
import { createdWindowQuery, type CreatedGroup } from '../model/created-series';

/** New leads per bucket, tagged with its grouping (a chart may show the previous one while the next loads). */
export const leadsCreatedQuery = (window: CreatedWindow & { groupBy: NonNullable<CreatedWindow['groupBy']> }) =>
  queryOptions({
    queryKey: leadKeys.created(window),
    queryFn: async () => ({
      groupBy: window.groupBy,
      data: (await apiRequest(contract.leads.created, { query: window })).data,
    }),
    placeholderData: keepPreviousData,
  });

/** New leads per bucket, zero-filled, oldest first. The previous window stays up while the next loads. */
export const useLeadsCreated = (scope: StatsScope, groupBy: CreatedGroup) =>
  useQuery(leadsCreatedQuery({ ...scope, ...createdWindowQuery(groupBy) }));
