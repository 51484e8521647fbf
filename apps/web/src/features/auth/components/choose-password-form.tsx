import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/form-field';
import { setServerError } from '../../../lib/forms';
import { useChangePassword } from '../api/change-password';
import { choosePasswordSchema, emptyNewPassword } from '../model/new-password';
import { AuthSubmit } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { retryAfterSeconds, tryAgainMessage } from '../model/try-again';

/**
 * Current password, new password and its confirmation. The policy's message shows under the new
 * password as it is typed; the other checks show once the form is sent, and focus goes to the
 * first field that needs a fix. On success the fresh session is stored and the route moves on.
 */
export function ChoosePasswordForm({ email, name }: { email: string; name: string }) {
  const { t } = useT();
  const form = useForm({
    defaultValues: emptyNewPassword(),
    resolver: zodResolver(choosePasswordSchema({ email, name })),
  });
  const { control } = form;
  const changePassword = useChangePassword();
  const fmt = useFormat();

  const handleSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onError: (err) => {
          const wait = retryAfterSeconds(err);
          if (wait !== null)
            return form.setError('root', { type: 'server', message: tryAgainMessage(wait, t, fmt.time) });
          setServerError(form, err, {
            fallback: 'Could not change the password',
            fields: { CURRENT_PASSWORD_WRONG: 'currentPassword', PASSWORD_REJECTED: 'newPassword' },
          });
        },
      },
    ),
  );

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate aria-label={t('auth.chooseTitle')}>
      <PasswordField
        control={control}
        name="currentPassword"
        label={t('auth.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields email={email} control={control} trigger={form.trigger} />
      <AuthSubmit error={form.formState.errors.root?.message} loading={changePassword.isPending}>
        {t('auth.saveAndContinue')}
      </AuthSubmit>
    </form>
  );
}
