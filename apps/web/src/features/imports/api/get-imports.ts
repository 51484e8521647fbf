import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { importKeys, type ImportsQuery } from '../../../shared-api/imports';

/** How often the list refreshes while one of its imports runs (its progress moves). */
const RUNNING_POLL_MS = 2_000;

/** A page of imports (every import for CEO/Admin, one's own for others), newest first. */
export const useImports = (query: ImportsQuery) =>
  useQuery({
    queryKey: importKeys.list(query),
    queryFn: () => apiRequest(contract.imports.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === 'running') ? RUNNING_POLL_MS : false),
  });
