import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import '../../components/ui/button.css';
import './status-page.css';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist.</p>
      <div className="status-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.dashboard.href()}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
