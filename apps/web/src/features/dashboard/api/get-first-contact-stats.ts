import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys, type StatsScope } from '../../../shared-api/leads';

/** Speed-to-lead: overdue now, medians per team and agent over 30 days (the dashboard's card, one request). */
export const firstContactStatsQuery = (scope: StatsScope) =>
  queryOptions({
    queryKey: leadKeys.firstContact(scope),
    queryFn: () => apiRequest(contract.leads.firstContact, { query: scope }),
  });

export const useFirstContactStats = (scope: StatsScope) => useQuery(firstContactStatsQuery(scope));
