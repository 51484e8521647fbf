import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import '../../components/ui/button.css';
import './status-page.css';

/** Shown when a signed-in user opens a screen their role has no use for (the API would refuse it). */
export function NoAccess() {
  return (
    <div className="status-page">
      <h1>No access</h1>
      <p className="muted">Your role does not include this page.</p>
      <div className="status-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.dashboard.href()}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
