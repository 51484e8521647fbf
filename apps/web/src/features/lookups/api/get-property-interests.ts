import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const propertyInterestsQueryKey = () => [...queryRoots.lookups, 'property-interest'] as const;

export const getPropertyInterests = () => apiRequest(contract.lookups.listPropertyInterests);

export const usePropertyInterests = () =>
  useQuery({ queryKey: propertyInterestsQueryKey(), queryFn: getPropertyInterests, staleTime: 5 * 60_000 });
