import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

export const lookupKeys = {
  all: queryRoots.lookups,
  propertyInterests: () => [...queryRoots.lookups, 'property-interest'] as const,
};

export const lookupQueries = {
  propertyInterests: () =>
    queryOptions({
      queryKey: lookupKeys.propertyInterests(),
      queryFn: () => apiRequest(contract.lookups.listPropertyInterests),
      staleTime: 5 * 60_000,
    }),
};

export const usePropertyInterests = () => useQuery(lookupQueries.propertyInterests());
