import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from './api-client';
import { browserTimeZone } from './agency-time';
import { useSession } from './use-session';

export const agencySettingsQueryKey = ['settings'] as const;

/**
 * The agency's time zone, for everything that says "today". It never changes while the portal
 * runs, so it is asked once; until it arrives (or if it cannot) the browser's zone stands in.
 */
export function useAgencyTimeZone(): string {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({
    queryKey: agencySettingsQueryKey,
    queryFn: () => apiRequest(contract.settings.get),
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data?.timeZone ?? browserTimeZone();
}
