import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest, downloadFile, uploadFile } from '../../../lib/api-client';
import { fileToDataUrl } from '../../../lib/file-to-data-url';
import { invalidateKeys } from '../../../lib/query-keys';
import { unitRefresh } from './unit-refresh';

export const exportUnits = () => downloadFile(contract.units.exportXlsx, 'resale-units.xlsx');
export const useExportUnits = () => useMutation({ mutationFn: exportUnits });

export const importUnits = async (file: File) =>
  apiRequest(contract.units.importXlsx, { body: { dataUrl: await fileToDataUrl(file) } });

export function useImportUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUnits,
    onSuccess: () => invalidateKeys(queryClient, unitRefresh.created()),
  });
}

/** A photo for a unit: the server stores it resized and answers its path (and its thumbnail's). */
export const uploadPhoto = (file: File) => uploadFile(contract.uploads.upload, file);
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
