import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { StatsScope } from '../model/dashboard-links';
import { statsQueryRoot } from './stats-keys';

export const leadsSummaryQueryKey = (scope: StatsScope) => [...statsQueryRoot, 'summary', scope] as const;

export const getLeadsSummary = (scope: StatsScope) => apiRequest(contract.leads.summary, { query: scope });

/** Total, count per status and follow-ups today, within what the caller may see. */
export const useLeadsSummary = (scope: StatsScope) =>
  useQuery({ queryKey: leadsSummaryQueryKey(scope), queryFn: () => getLeadsSummary(scope) });
