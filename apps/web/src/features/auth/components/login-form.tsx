import { useForm } from 'react-hook-form';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { setServerError } from '../../../lib/server-error';
import { useLogin } from '../api/login';
import { AuthSubmit } from './auth-card';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { retryAfterSeconds, tryAgainMessage } from '../model/try-again';

/**
 * Email and password, no client checks (spec section 5): the server says what is wrong, at the
 * field it names or as the form's alert; too many failures say when to try again. On success the
 * session is stored; the login route then sends the user on.
 */
export function LoginForm() {
  const { t } = useT();
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const fmt = useFormat();

  const showError = (err: unknown) => {
    const wait = retryAfterSeconds(err);
    if (wait === null) return setServerError(form, err, { fallback: 'Login failed' });
    form.setError('root', { type: 'server', message: tryAgainMessage(wait, t, fmt.time) });
  };
  const handleSubmit = form.handleSubmit((body) => login.signIn(body, { onError: showError }));

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate>
      <TextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <AuthSubmit error={form.formState.errors.root?.message} loading={login.isPending}>
        {t('auth.signIn')}
      </AuthSubmit>
    </form>
  );
}
