import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { unitKeys } from '../../../shared-api/units';

export const unitQuery = (id: string) =>
  queryOptions({
    queryKey: unitKeys.detail(id),
    queryFn: () => apiRequest(contract.units.get, { params: { id } }),
  });

/** Leads the caller sees whose interest and budget fit the unit (first 10, biggest budgets first). */
export const unitMatchesQuery = (id: string) =>
  queryOptions({
    queryKey: unitKeys.matches(id),
    queryFn: () => apiRequest(contract.units.matches, { params: { id }, query: { limit: 10 } }),
  });

export const useUnit = (id: string) => useQuery(unitQuery(id));
export const useUnitMatches = (id: string) => useQuery(unitMatchesQuery(id));
