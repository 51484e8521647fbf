import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InvitationPreview } from '@crm/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, hasErrorCode } from '../../../lib/api-error';
import { setServerError } from '../../../lib/server-error';
import { login } from '../../../lib/session';
import { useT } from '../../../lib/i18n';
import { acceptInvitation } from '../api/invitation';
import { invitationPasswordSchema } from '../model/new-password';
import { AuthSubmit } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/**
 * The invited person's new password and its confirmation. Saving uses the link (once) and stores the
 * session it answers; the route then moves on to the portal. With one bar of signal the answer may
 * be lost after the server saved it: the next try then finds the link used, and says to sign in.
 */
export function InvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useT();
  const form = useForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: zodResolver(invitationPasswordSchema(invitation)),
  });
  const [saving, setSaving] = useState(false);
  const [lostAnswer, setLostAnswer] = useState(false);
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);

  const handleSubmit = form.handleSubmit(async ({ newPassword }) => {
    setSaving(true);
    try {
      const session = await acceptInvitation({ token, newPassword });
      login(session.token, session.user);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setLostAnswer(true);
        form.setError('root', { type: 'server', message: t('access.offline') });
      } else if (lostAnswer && hasErrorCode(err, 'INVITATION_INVALID')) {
        setUsedMeanwhile(true);
        form.setError('root', { type: 'server', message: t('access.maybeSaved') });
      } else {
        setServerError(form, err, {
          fallback: 'Could not open the sign-in link',
          fields: { PASSWORD_REJECTED: 'newPassword' },
        });
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate aria-label={t('access.savePassword')}>
      <NewPasswordFields email={invitation.email} control={form.control} trigger={form.trigger} />
      <AuthSubmit error={form.formState.errors.root?.message} loading={saving}>
        {t('access.savePassword')}
      </AuthSubmit>
      {usedMeanwhile && (
        <ButtonLink className="login-form__submit" to={paths.login.href()}>
          {t('access.goToSignIn')}
        </ButtonLink>
      )}
    </form>
  );
}
