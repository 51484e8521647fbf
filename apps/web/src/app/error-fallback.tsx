import '../components/ui/button.css';
import './routes/status-page.css';
import { useT } from '../lib/i18n';

/** The generic error screen. Plain links: it must work even when the router itself failed. */
export function ErrorFallback() {
  const { t } = useT();
  return (
    <div className="status-page" role="alert">
      <p className="status-page__code" aria-hidden="true">
        !
      </p>
      <h1>{t('status.errorTitle')}</h1>
      <p className="muted">{t('status.errorText')}</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          {t('status.tryAgain')}
        </button>
        <a className="btn btn--secondary btn--md" href="/">
          {t('common.backToDashboard')}
        </a>
      </div>
    </div>
  );
}
