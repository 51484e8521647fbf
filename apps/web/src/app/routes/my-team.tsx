import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { MyTeams } from '../../features/teams/components/my-teams';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';
import { useT } from '../../lib/i18n';

/** Supervisors' own team page (a Manager may open it too: `myTeam:view`, as the API serves both). */
export function MyTeamRoute() {
  const { t } = useT();
  usePageTitle(t('shell.nav.myTeam'));
  const views = useCan('myTeam:view');
  if (!views) return <NoAccess />;
  return (
    <div className="page">
      <PageHeader title={t('teams.myTeam')} description={t('teams.myTeamDescription')} />
      <MyTeams errorFallback="Failed to load team" emptyText={t('teams.notInTeam')} />
    </div>
  );
}
