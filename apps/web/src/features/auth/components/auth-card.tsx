import type { ReactNode } from 'react';
import { Brand } from '../../../components/ui/brand';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { setLanguage, useT } from '../../../lib/i18n';
import './login-screen.css';

/**
 * English or Arabic before signing in. The button says the language it switches to, in that
 * language, and that text is its whole name (what a voice-control user says is what they see).
 */
function LanguageSwitch() {
  const { language } = useT();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className="login-card__language" lang={next} onClick={() => void setLanguage(next)}>
      {next === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}

/** The centred card of the screens outside the shell: sign-in and choosing a new password. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="login-screen">
      <div className="login-card">
        <LanguageSwitch />
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
