import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@crm/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { previewInvitation } from '../api/invitation';
import { AuthCard } from './auth-card';
import { InvitationForm } from './invitation-form';

type LinkState =
  | { status: 'checking' }
  | { status: 'ready'; invitation: InvitationPreview }
  /** The server refused the link (used, replaced, expired, incomplete): a new one is needed. */
  | { status: 'unusable'; why: string }
  /** No answer (no signal): the link may be fine, so it is asked again, not declared dead. */
  | { status: 'offline' };

/** What a sign-in link opens: who it is for and their new password, or why it cannot be used. */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LinkState>(() =>
    token ? { status: 'checking' } : { status: 'unusable', why: t('messages.invitationIncomplete') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    previewInvitation(token).then(
      (invitation) => live && setState({ status: 'ready', invitation }),
      (err: unknown) => {
        if (!live) return;
        if (!(err instanceof ApiError)) setState({ status: 'offline' });
        else setState({ status: 'unusable', why: errorMessage(err, 'Could not open the sign-in link') });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (state.status === 'checking')
    return (
      <AuthCard title={t('access.pageTitle')} intro={t('access.checking')}>
        <Spinner label={t('access.checking')} />
      </AuthCard>
    );
  if (state.status === 'offline')
    return (
      <AuthCard title={t('access.pageTitle')} intro={<span role="alert">{t('access.offlineCheck')}</span>}>
        <Button
          variant="primary"
          className="login-form__submit"
          onClick={() => {
            setState({ status: 'checking' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </Button>
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
