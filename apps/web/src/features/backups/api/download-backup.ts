import { useMutation } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { downloadFile } from '../../../lib/api-client';

/** Downloads the newest backup (CEO only) under the name it has on the server. */
export const downloadLatestBackup = (fileName: string) => downloadFile(contract.backups.downloadLatest, fileName);

export const useDownloadLatestBackup = () => useMutation({ mutationFn: downloadLatestBackup });
