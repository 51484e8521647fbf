import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { fileToDataUrl } from '../../../lib/file-to-data-url';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh } from './lead-refresh';

export const importLeads = async (file: File) =>
  apiRequest(contract.leads.importXlsx, { body: { dataUrl: await fileToDataUrl(file) } });

export function useImportLeads() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importLeads, onSuccess: () => invalidateKeys(queryClient, leadRefresh.imported()) });
}
