import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNIT_IMPORT_COLUMNS, type ImportBody } from '@crm/contracts';
import { contract } from '@crm/contracts/routes';
import { apiRequest, downloadFile, uploadFile } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import type { ImportKind } from '../../../lib/use-import-controls';
import { invalidateKeys } from '../../../lib/query-keys';
import { unitRefresh } from './unit-refresh';

export const exportUnits = () => downloadFile(contract.units.exportXlsx, 'resale-units.xlsx');
export const useExportUnits = () => useMutation({ mutationFn: exportUnits });

/** How an import of the sheet would go (columns read, first rows, problems); stores nothing. */
export const previewUnitImport = (body: ImportBody) => apiRequest(contract.units.previewImport, { body });

/** Imports the sheet as the preview showed it (`columns`: the person's re-mapping). */
export const importUnits = (body: ImportBody) => apiRequest(contract.units.importXlsx, { body });

export function useImportUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUnits,
    onSuccess: () => invalidateKeys(queryClient, unitRefresh.created()),
  });
}

/** An empty sheet with the columns the import reads, headed in `lang`. */
export const downloadUnitTemplate = (lang: Language) =>
  downloadFile(contract.units.importTemplate, 'resale-units-template.xlsx', { query: { lang } });

/** The unit import, as `useImportControls` takes it. */
export const UNIT_IMPORT: ImportKind = {
  table: UNIT_IMPORT_COLUMNS,
  preview: previewUnitImport,
  downloadTemplate: downloadUnitTemplate,
};

/** A photo for a unit: the server stores it resized and answers its path (and its thumbnail's). */
export const uploadPhoto = (file: File) => uploadFile(contract.uploads.upload, file);
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
