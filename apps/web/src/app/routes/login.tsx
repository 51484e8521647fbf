import { Navigate, useLocation, type Location } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useSessionUser } from '../../lib/use-session';
import { useT } from '../../lib/i18n';

export function LoginRoute() {
  const { t } = useT();
  usePageTitle(t('auth.signIn'));
  const user = useSessionUser();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const target =
    from && from.pathname !== paths.login.path ? `${from.pathname}${from.search}${from.hash}` : paths.dashboard.href();

  // Signing in stores the session, which re-renders this route into the redirect.
  if (user) return <Navigate to={target} replace />;
  return <LoginScreen />;
}
