import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@crm/contracts';
import { intakeSourcesQuery } from '../../features/intake/api/get-intake-sources';
import { RoutingScreen } from '../../features/routing/components/routing-screen';
import { useCan } from '../../lib/authorization';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useCampaignNames } from '../../shared-api/campaigns';
import { usePropertyInterests } from '../../shared-api/lookups';
import { useTeams } from '../../shared-api/teams';
import { userQueries } from '../../shared-api/users';
import { NoAccess } from './no-access';

/** CEO and Admin set who gets each arriving lead; a typed address gets others the no-access page. */
export function LeadRoutingRoute() {
  const { t } = useT();
  usePageTitle(t('routing.title'));
  const allowed = useCan('routing:manage');
  // The rules name lead sources, campaigns, interests, teams and people: the screen offers them.
  const sources = useQuery({ ...intakeSourcesQuery(), enabled: allowed, refetchInterval: false });
  const campaigns = useCampaignNames({ enabled: allowed });
  const teams = useTeams({ enabled: allowed });
  const interests = usePropertyInterests();
  const people = useQuery({ ...userQueries.list({ limit: MAX_PAGE_SIZE }), enabled: allowed });
  if (!allowed) return <NoAccess />;
  return (
    <RoutingScreen
      choices={{
        sources: sources.data ?? [],
        campaigns: campaigns.data ?? [],
        teams: teams.data ?? [],
        people: (people.data?.items ?? []).filter((u) => u.active),
        interests: (interests.data ?? []).map((i) => ({ value: i.value, label: i.label })),
      }}
    />
  );
}
