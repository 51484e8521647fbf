import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginScreen() {
  return (
    <AuthCard title="Sign in" intro="Welcome back. Use your work email and password.">
      <LoginForm />
    </AuthCard>
  );
}
