import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { MyTeams } from '../../features/teams/components/my-teams';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';

/** Supervisors' own team page (a Manager may open it too: `myTeam:view`, as the API serves both). */
export function MyTeamRoute() {
  usePageTitle('Team');
  const views = useCan('myTeam:view');
  if (!views) return <NoAccess />;
  return (
    <div className="page">
      <PageHeader title="My Team" description="Your team members and the leads each one holds." />
      <MyTeams errorFallback="Failed to load team" emptyText="You are not in a team yet." />
    </div>
  );
}
