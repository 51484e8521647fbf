import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { fileToDataUrl } from '../../../lib/file-to-data-url';
import { invalidateUserData } from './invalidate-user-data';

export const importUsers = async (file: File) =>
  apiRequest(contract.users.importXlsx, { body: { dataUrl: await fileToDataUrl(file) } });

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importUsers, onSuccess: () => invalidateUserData(queryClient) });
}
