import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsQueries } from '../shared-api/settings';
import { AgencyTimeZoneContext } from './agency-time';
import { useSession } from './use-session';

/**
 * Asks the agency's settings once, while signed in, and gives their zone to every formatter and
 * date field below (useFormat, useAgencyTimeZone). A context, not a query in each hook: the sign-in
 * page and plain UI components format without a query client.
 */
export function AgencyTimeZoneProvider({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  return <AgencyTimeZoneContext value={data?.timeZone}>{children}</AgencyTimeZoneContext>;
}
