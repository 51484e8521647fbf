import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_IMPORT_COLUMNS, type ImportBody } from '@crm/contracts';
import { contract } from '@crm/contracts/routes';
import { apiRequest, downloadFile } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import type { ImportKind } from '../../../lib/use-import-controls';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh } from './lead-refresh';

/** How an import of the sheet would go (columns read, first rows, problems); stores nothing. */
export const previewLeadImport = (body: ImportBody) => apiRequest(contract.leads.previewImport, { body });

/** Imports the sheet as the preview showed it (`columns`: the person's re-mapping). */
export const importLeads = (body: ImportBody) => apiRequest(contract.leads.importXlsx, { body });

export function useImportLeads() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importLeads, onSuccess: () => invalidateKeys(queryClient, leadRefresh.imported()) });
}

/** An empty sheet with the columns the import reads, headed in `lang`. */
export const downloadLeadTemplate = (lang: Language) =>
  downloadFile(contract.leads.importTemplate, 'leads-template.xlsx', { query: { lang } });

/** The lead import, as `useImportControls` takes it. */
export const LEAD_IMPORT: ImportKind = {
  table: LEAD_IMPORT_COLUMNS,
  preview: previewLeadImport,
  downloadTemplate: downloadLeadTemplate,
};
