import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import '../../components/ui/button.css';
import './status-page.css';
import { useT } from '../../lib/i18n';

/** Shown when a signed-in user opens a screen their role has no use for (the API would refuse it). */
export function NoAccess() {
  const { t } = useT();
  return (
    <div className="status-page">
      <h1>{t('status.noAccessTitle')}</h1>
      <p className="muted">{t('status.noAccessText')}</p>
      <div className="status-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.dashboard.href()}>
          {t('common.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
