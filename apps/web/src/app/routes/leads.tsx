import { LeadsScreen } from '../../features/leads/components/leads-screen';
import { usePropertyInterests } from '../../features/lookups/api/get-property-interests';
import { useTeams } from '../../features/teams/api/get-teams';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';

export function LeadsRoute() {
  usePageTitle('Leads');
  // The team filter and the Add Lead team picker: CEO/Admin/Manager only (the teams feature's list).
  const choosesTeam = useCan('leads:chooseTeam');
  const teams = useTeams({ enabled: choosesTeam });
  const interests = usePropertyInterests();
  return <LeadsScreen teams={choosesTeam ? (teams.data ?? []) : []} interests={interests.data ?? []} />;
}
