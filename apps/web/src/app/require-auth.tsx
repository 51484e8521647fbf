import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSessionUser } from '../lib/use-session';

/**
 * Every route but /login needs a signed-in user; the role is not checked here (spec section 2).
 * A user still on a password someone else chose is held on the screen that replaces it.
 */
export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  if (user.mustChangePassword && location.pathname !== paths.choosePassword.path) {
    return <Navigate to={paths.choosePassword.href()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
