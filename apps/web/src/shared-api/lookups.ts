import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

/**
 * The property interests (the lookup list): the lead screens, the notifications and the lookups
 * screen all show them; its writes are the lookups feature's (features/lookups/api/).
 */
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
