import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@crm/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { previewInvitation } from '../api/invitation';
import { AuthCard } from './auth-card';
import { InvitationForm } from './invitation-form';

type LinkState =
  { status: 'checking' } | { status: 'ready'; invitation: InvitationPreview } | { status: 'unusable'; why: string };

/** What a sign-in link opens: who it is for and their new password, or why it cannot be used. */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useT();
  const [state, setState] = useState<LinkState>(() =>
    token ? { status: 'checking' } : { status: 'unusable', why: t('messages.invitationIncomplete') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    previewInvitation(token).then(
      (invitation) => live && setState({ status: 'ready', invitation }),
      (err: unknown) =>
        live && setState({ status: 'unusable', why: errorMessage(err, 'Could not open the sign-in link') }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.status === 'checking')
    return (
      <AuthCard title={t('access.resetTitle')} intro={t('access.checking')}>
        <Spinner label={t('access.checking')} />
      </AuthCard>
    );
  if (state.status === 'unusable')
    return (
      <AuthCard title={t('access.problemTitle')} intro={<span role="alert">{state.why}</span>}>
        <ButtonLink variant="primary" className="login-form__submit" to={paths.login.href()}>
          {t('access.goToSignIn')}
        </ButtonLink>
      </AuthCard>
    );
  const { invitation } = state;
  return (
    <AuthCard
      title={t('access.welcomeTitle', { name: invitation.name })}
      intro={<bdi>{t('access.welcomeIntro', { email: invitation.email })}</bdi>}
    >
      <InvitationForm token={token} invitation={invitation} />
    </AuthCard>
  );
}
