import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_IMPORT_COLUMNS, type ImportBody } from '@crm/contracts';
import { contract } from '@crm/contracts/routes';
import { apiRequest, downloadFile } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import type { ImportKind } from '../../../lib/use-import-controls';
import { invalidateUserData } from './invalidate-user-data';

/** How an import of the sheet would go (columns read, first rows, problems); stores nothing. */
export const previewUserImport = (body: ImportBody) => apiRequest(contract.users.previewImport, { body });

/** Imports the sheet as the preview showed it (`columns`: the person's re-mapping). */
export const importUsers = (body: ImportBody) => apiRequest(contract.users.importXlsx, { body });

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importUsers, onSuccess: () => invalidateUserData(queryClient) });
}

/** An empty sheet with the columns the import reads, headed in `lang`. */
export const downloadUserTemplate = (lang: Language) =>
  downloadFile(contract.users.importTemplate, 'users-template.xlsx', { query: { lang } });

/** The user import, as `useImportControls` takes it. */
export const USER_IMPORT: ImportKind = {
  table: USER_IMPORT_COLUMNS,
  preview: previewUserImport,
  downloadTemplate: downloadUserTemplate,
};
