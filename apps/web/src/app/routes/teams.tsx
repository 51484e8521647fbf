import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { LeadInterests } from '../../features/lookups/components/lead-interests';
import { MyTeams } from '../../features/teams/components/my-teams';
import { TeamsAdmin } from '../../features/teams/components/teams-admin';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';
import { useT } from '../../lib/i18n';

export function TeamsRoute() {
  const { t } = useT();
  usePageTitle(t('shell.nav.teams'));
  const manages = useCan('teams:manage');
  const reads = useCan('teams:read');
  const managesLookups = useCan('lookups:manage');
  if (!reads) return <NoAccess />;

  if (!manages) {
    return (
      <div className="page">
        <PageHeader title={t('teams.title')} description={t('teams.readDescription')} />
        <MyTeams errorFallback="Failed to load teams" emptyText={t('teams.noneRun')} />
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('teams.title')} description={t('teams.adminDescription')} />
      <TeamsAdmin />
      {managesLookups && <LeadInterests />}
    </div>
  );
}
