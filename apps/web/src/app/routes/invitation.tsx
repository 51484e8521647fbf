import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { InvitationScreen } from '../../features/auth/components/invitation-screen';
import { invitationLanguageFrom, invitationTokenFrom } from '../../features/auth/api/invitation';
import { getPreferences, hasChosenLanguage } from '../../lib/preferences';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { setLanguage, useT } from '../../lib/i18n';

/** A sign-in link (`/welcome#invitation=...`), opened without a session. Once used, on to the portal. */
export function InvitationRoute() {
  const { t } = useT();
  usePageTitle(t('access.pageTitle'));
  const session = useSession();
  const { hash } = useLocation();
  const token = invitationTokenFrom(hash);
  const [openedWith] = useState(() => session?.token);
  // The admin's language, unless the person already chose one on this device.
  useEffect(() => {
    const lang = invitationLanguageFrom(hash);
    if (lang && !hasChosenLanguage() && lang !== getPreferences().lang) void setLanguage(lang);
  }, [hash]);
  // The link's answer stores a new session: only that one (not one already on this device) moves on.
  if (session && session.token !== openedWith) return <Navigate to={paths.dashboard.href()} replace />;
  return <InvitationScreen token={token} />;
}
