import { queryRoots } from '../../../lib/query-keys';

/**
 * Root of the dashboard's query keys. It sits under ['leads'], so any lead write that invalidates
 * the leads root refreshes the dashboard too; Retry refetches everything under it.
 */
export const statsQueryRoot = [...queryRoots.leads, 'stats'] as const;
