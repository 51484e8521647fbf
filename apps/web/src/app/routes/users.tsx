import { useTeams } from '../../shared-api/teams';
import { UsersScreen } from '../../features/users/components/users-screen';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';
import { useT } from '../../lib/i18n';

export function UsersRoute() {
  const { t } = useT();
  usePageTitle(t('shell.nav.users'));
  const allowed = useCan('users:manage');
  // The team pickers of the users screen offer the teams feature's list.
  const teams = useTeams({ enabled: allowed });
  if (!allowed) return <NoAccess />;
  return <UsersScreen teams={teams.data ?? []} />;
}
