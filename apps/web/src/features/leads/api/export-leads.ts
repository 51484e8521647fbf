import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { downloadFile } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import type { QueryOf } from '../../../shared-api/request-types';
import { leadExportKeys } from './get-lead-exports';

/** The leads list's filters and order (no paging): the export holds every lead they match. */
export type LeadExportQuery = QueryOf<typeof contract.leads.exportXlsx>;

/** Downloads the leads these filters match as leads.xlsx (CEO/Admin). */
export const exportLeads = (query: LeadExportQuery) => downloadFile(contract.leads.exportXlsx, 'leads.xlsx', { query });

/** The export is recorded: the exports list is refreshed after it. */
export function useExportLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportLeads,
    onSuccess: () => invalidateKeys(queryClient, [leadExportKeys.all]),
  });
}
