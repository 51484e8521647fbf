import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { unitKeys, type UnitsQuery } from '../../../shared-api/units';

/** One page of units (filtered on the server); the previous page stays on screen while the next loads. */
export const unitsQuery = (query: UnitsQuery) =>
  queryOptions({
    queryKey: unitKeys.list(query),
    queryFn: () => apiRequest(contract.units.list, { query }),
    placeholderData: keepPreviousData,
  });

export const useUnits = (query: UnitsQuery) => useQuery(unitsQuery(query));
