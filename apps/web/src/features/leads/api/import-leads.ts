import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { fileToDataUrl } from '../../../lib/file-to-data-url';
import { invalidateLeadData } from './invalidate-lead-data';

export const importLeads = async (file: File) =>
  apiRequest(contract.leads.importXlsx, { body: { dataUrl: await fileToDataUrl(file) } });

export function useImportLeads() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importLeads, onSuccess: () => invalidateLeadData(queryClient) });
}
