import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isScoped, type StatsScope } from '../model/dashboard-links';

/** Says the figures are narrowed (by a link with teamId/assignedTo) and offers the full view. */
export function DashboardScopeNote({ scope }: { scope: StatsScope }) {
  if (!isScoped(scope)) return null;
  const what = [scope.teamId && 'one team', scope.assignedTo && 'one assignee'].filter(Boolean).join(' and ');
  return (
    <p className="scope-note">
      <bdi>Showing leads of {what}.</bdi> <Link to={paths.dashboard.href()}>Show all</Link>
    </p>
  );
}
