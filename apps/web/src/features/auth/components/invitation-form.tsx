import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InvitationPreview } from '@crm/contracts';
import { PasswordField } from '../../../components/ui/form-field';
import { setServerError } from '../../../lib/server-error';
import { login } from '../../../lib/session';
import { translateText, useT } from '../../../lib/i18n';
import { acceptInvitation } from '../api/invitation';
import { invitationPasswordSchema, NEW_PASSWORD_TEXT } from '../model/new-password';
import { AuthSubmit } from './auth-card';

/**
 * The invited person's new password and its confirmation. Saving uses the link (once) and stores the
 * session it answers; the route then moves on to the portal.
 */
export function InvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useT();
  const form = useForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: zodResolver(invitationPasswordSchema(invitation.email)),
  });
  const [saving, setSaving] = useState(false);

  const handleSubmit = form.handleSubmit(async ({ newPassword }) => {
    setSaving(true);
    try {
      const session = await acceptInvitation({ token, newPassword });
      login(session.token, session.user);
    } catch (err) {
      setServerError(form, err, {
        fallback: 'Could not open the sign-in link',
        fields: { PASSWORD_REJECTED: 'newPassword' },
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate aria-label={t('access.savePassword')}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <PasswordField
        control={form.control}
        name="newPassword"
        label={t('auth.newPassword')}
        hint={translateText(NEW_PASSWORD_TEXT.hint)}
        autoComplete="new-password"
        onChange={() => void form.trigger('newPassword')}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <AuthSubmit error={form.formState.errors.root?.message} loading={saving}>
        {t('access.savePassword')}
      </AuthSubmit>
    </form>
  );
}
