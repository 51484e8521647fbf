import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { useT } from '../../../lib/i18n';

export function LoginScreen() {
  const { t } = useT();
  return (
    <AuthCard title={t('auth.signIn')} intro={t('auth.signInIntro')}>
      <LoginForm />
      <p className="muted login-card__new">{t('auth.newHere')}</p>
    </AuthCard>
  );
}
