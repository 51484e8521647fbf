import { BRAND_NAME } from '../../../config/paths';
import { initials } from '../../../lib/initials';
import { LoginForm } from './login-form';
import './login-screen.css';

export function LoginScreen() {
  return (
    <main className="login-screen">
      <div className="login-card">
        <div className="login-card__brand">
          <span className="login-card__logo" aria-hidden="true">
            {initials(BRAND_NAME)}
          </span>
          <span className="login-card__name">{BRAND_NAME}</span>
        </div>
        <div className="login-card__intro">
          <h1>Sign in</h1>
          <p className="muted">Welcome back. Use your work email and password.</p>
        </div>
        <LoginForm />
      </div>
    </main>
  );
}
