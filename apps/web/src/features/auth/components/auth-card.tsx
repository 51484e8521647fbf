import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../config/paths';
import { initials } from '../../../lib/initials';
import './login-screen.css';

/** The centred card of the screens outside the shell: sign-in and choosing a new password. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
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
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
