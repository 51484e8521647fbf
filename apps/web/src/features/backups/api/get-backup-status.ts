import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The backups' state in Settings (CEO only). */
export const backupStatusKey = [...queryRoots.settings, 'backups'] as const;

export const backupStatusQuery = () =>
  queryOptions({ queryKey: backupStatusKey, queryFn: () => apiRequest(contract.backups.status) });

export const useBackupStatus = () => useQuery(backupStatusQuery());
