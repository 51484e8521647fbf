import { LeadsScreen } from '../../features/leads/components/leads-screen';
import { usePropertyInterests } from '../../shared-api/lookups';
import { useTeams } from '../../shared-api/teams';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';

export function LeadsRoute() {
  const { t } = useT();
  usePageTitle(t('leads.title'));
  // The team filter and the Add Lead team picker: CEO/Admin/Manager only (the teams feature's list).
  const choosesTeam = useCan('leads:chooseTeam');
  const teams = useTeams({ enabled: choosesTeam });
  const interests = usePropertyInterests();
  return <LeadsScreen teams={choosesTeam ? (teams.data ?? []) : []} interests={interests.data ?? []} />;
}
