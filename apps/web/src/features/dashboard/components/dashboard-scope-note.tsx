import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isScoped, type StatsScope } from '../model/dashboard-links';
import { useT } from '../../../lib/i18n';

/** Says the figures are narrowed (by a link with teamId/assignedTo) and offers the full view. */
export function DashboardScopeNote({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  if (!isScoped(scope)) return null;
  const what =
    scope.teamId && scope.assignedTo
      ? t('dashboard.scopeBoth')
      : scope.teamId
        ? t('dashboard.scopeTeam')
        : t('dashboard.scopeAssignee');
  return (
    <p className="scope-note">
      <bdi>{t('dashboard.scopeNote', { what })}</bdi> <Link to={paths.dashboard.href()}>{t('dashboard.showAll')}</Link>
    </p>
  );
}
