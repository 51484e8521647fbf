import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest, downloadFile } from '../lib/api-client';
import { invalidateKeys, queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type ImportsQuery = QueryOf<typeof contract.imports.list>;

/** Imports: the list (features/imports) and the caller's running import (every import's progress bar). */
export const importKeys = {
  all: queryRoots.imports,
  lists: () => [...queryRoots.imports, 'list'] as const,
  list: (query: ImportsQuery) => [...importKeys.lists(), query] as const,
  current: () => [...queryRoots.imports, 'current'] as const,
  problems: (id: string, query: ImportProblemsQuery) => [...queryRoots.imports, 'problems', id, query] as const,
};

export type ImportProblemsQuery = QueryOf<typeof contract.imports.problems>;

/** The name a rejected-rows download saves under: the sheet's own name, marked. */
const rejectedFileName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '') || 'import'}-rejected.xlsx`;

/** An import's rejected rows as an .xlsx (its sheet's headers and a Reason column), to fix and import again. */
export const downloadRejectedRows = (batchId: string, fileName = '') =>
  downloadFile(contract.imports.rejectedXlsx, rejectedFileName(fileName), { params: { id: batchId } });

/** The Imports page's "Download rejected rows" (an import's report calls `downloadRejectedRows` itself). */
export const useDownloadRejectedRows = () =>
  useMutation({
    mutationFn: ({ batchId, fileName }: { batchId: string; fileName: string }) =>
      downloadRejectedRows(batchId, fileName),
  });

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
