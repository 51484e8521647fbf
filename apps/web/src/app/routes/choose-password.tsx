import { Navigate, useLocation, type Location } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChoosePasswordScreen } from '../../features/auth/components/choose-password-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';
import { useT } from '../../lib/i18n';

export function ChoosePasswordRoute() {
  const { t } = useT();
  usePageTitle(t('auth.chooseTitle'));
  const user = useCurrentUser();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const target =
    from && from.pathname !== paths.choosePassword.path
      ? `${from.pathname}${from.search}${from.hash}`
      : paths.dashboard.href();

  // Saving stores a session whose user no longer has to change: this route then sends them on.
  if (!user.mustChangePassword) return <Navigate to={target} replace />;
  return <ChoosePasswordScreen email={user.email} name={user.name} />;
}
