import { Button } from '../../../components/ui/button';
import { logout } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { ChoosePasswordForm } from './choose-password-form';
import { useT } from '../../../lib/i18n';

/** Shown after signing in with a password someone else chose, until the user picks their own. */
export function ChoosePasswordScreen({ email, name }: { email: string; name: string }) {
  const { t } = useT();
  return (
    <AuthCard title={t('auth.chooseTitle')} intro={t('auth.chooseIntro')}>
      <ChoosePasswordForm email={email} name={name} />
      <Button variant="ghost" className="login-form__submit" onClick={logout}>
        {t('auth.signOut')}
      </Button>
    </AuthCard>
  );
}
