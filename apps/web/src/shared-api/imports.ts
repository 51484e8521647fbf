import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { invalidateKeys, queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type ImportsQuery = QueryOf<typeof contract.imports.list>;

/** Imports: the list (features/imports) and the caller's running import (every import's progress bar). */
export const importKeys = {
  all: queryRoots.imports,
  lists: () => [...queryRoots.imports, 'list'] as const,
  list: (query: ImportsQuery) => [...importKeys.lists(), query] as const,
  current: () => [...queryRoots.imports, 'current'] as const,
};

/** How often a running import's progress is asked for (the server writes it about once a second). */
const PROGRESS_POLL_MS = 1_000;

/** The caller's running import, polled while `enabled` (an import of theirs is in flight). */
export const useCurrentImport = (enabled: boolean) =>
  useQuery({
    queryKey: importKeys.current(),
    queryFn: () => apiRequest(contract.imports.current),
    enabled,
    refetchInterval: enabled ? PROGRESS_POLL_MS : false,
    gcTime: 0,
  });

export const undoImport = (id: string) => apiRequest(contract.imports.undo, { params: { id } });

/** Undo an import: its records leave every list (leads, units, users) and the Imports list says so. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () =>
      invalidateKeys(queryClient, [
        queryRoots.imports,
        queryRoots.leads,
        queryRoots.units,
        queryRoots.users,
        queryRoots.notifications,
      ]),
  });
}
