import '../components/ui/button.css';
import './routes/status-page.css';

/** The generic error screen. Plain links: it must work even when the router itself failed. */
export function ErrorFallback() {
  return (
    <div className="status-page" role="alert">
      <p className="status-page__code" aria-hidden="true">
        !
      </p>
      <h1>Something went wrong</h1>
      <p className="muted">An unexpected error stopped this page. Please try again.</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="btn btn--secondary btn--md" href="/">
          Back to Dashboard
        </a>
      </div>
    </div>
  );
}
