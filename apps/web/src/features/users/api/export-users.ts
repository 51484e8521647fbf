import { useMutation } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { downloadFile } from '../../../lib/api-client';

export const exportUsers = () => downloadFile(contract.users.exportXlsx, 'users.xlsx');

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
