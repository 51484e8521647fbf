import { Button } from '../../../components/ui/button';
import { logout } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { ChoosePasswordForm } from './choose-password-form';

/** Shown after signing in with a password someone else chose, until the user picks their own. */
export function ChoosePasswordScreen({ email }: { email: string }) {
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your password was set by someone else. Choose your own to continue; it signs you out everywhere else."
    >
      <ChoosePasswordForm email={email} />
      <Button variant="ghost" className="login-form__submit" onClick={logout}>
        Sign out
      </Button>
    </AuthCard>
  );
}
