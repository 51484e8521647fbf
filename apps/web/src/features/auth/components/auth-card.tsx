import type { ReactNode } from 'react';
import { Brand } from '../../../components/ui/brand';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import './login-screen.css';

/** The centred card of the screens outside the shell: sign-in and choosing a new password. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="login-screen">
      <div className="login-card">
        <Brand className="login-card__brand" logoClassName="login-card__logo" nameClassName="login-card__name" />
        <div className="login-card__intro">
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** The end of a form in the card: the form's (server) error, then its submit button. */
export function AuthSubmit({ error, loading, children }: { error?: string; loading: boolean; children: ReactNode }) {
  return (
    <>
      <ErrorText>{error}</ErrorText>
      <Button type="submit" variant="primary" loading={loading} className="login-form__submit">
        {children}
      </Button>
    </>
  );
}
