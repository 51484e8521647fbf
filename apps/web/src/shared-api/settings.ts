import { queryOptions } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

/** Read by lib's hooks (use-agency-time-zone, use-working-calendar, use-phone-display), not by a feature directly. */
export const settingsKeys = { agency: () => [...queryRoots.settings] as const };

export const settingsQueries = {
  /** The agency's settings (its time zone): they never change while the portal runs, so asked once. */
  agency: () =>
    queryOptions({
      queryKey: settingsKeys.agency(),
      queryFn: () => apiRequest(contract.settings.get),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
