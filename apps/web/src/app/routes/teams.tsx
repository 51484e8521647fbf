import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { LeadInterests } from '../../features/lookups/components/lead-interests';
import { MyTeams } from '../../features/teams/components/my-teams';
import { TeamsAdmin } from '../../features/teams/components/teams-admin';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';

export function TeamsRoute() {
  usePageTitle('Teams');
  const manages = useCan('teams:manage');
  const reads = useCan('teams:read');
  const managesLookups = useCan('lookups:manage');
  if (!reads) return <NoAccess />;

  if (!manages) {
    return (
      <div className="page">
        <PageHeader title="Teams" description="The teams you run and their members." />
        <MyTeams errorFallback="Failed to load teams" emptyText="You don't run any team yet." />
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title="Teams" description="Teams, their members, and the lead interests offered in lead forms." />
      <TeamsAdmin />
      {managesLookups && <LeadInterests />}
    </div>
  );
}
