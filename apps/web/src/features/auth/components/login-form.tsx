import { useForm } from 'react-hook-form';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { setServerError } from '../../../lib/server-error';
import { useLogin } from '../api/login';
import { AuthSubmit } from './auth-card';
import { useT } from '../../../lib/i18n';

/**
 * Email and password, no client checks (spec section 5): the server says what is wrong, at the
 * field it names or as the form's alert. On success the session is stored; the login route then
 * sends the user on.
 */
export function LoginForm() {
  const { t } = useT();
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const login = useLogin();

  const handleSubmit = form.handleSubmit((body) =>
    login.signIn(body, { onError: (err) => setServerError(form, err, { fallback: 'Login failed' }) }),
  );

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
