import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import '../../components/ui/button.css';
import './status-page.css';
import { useT } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useT();
  usePageTitle(t('status.notFoundTitle'));
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('status.notFoundTitle')}</h1>
      <p className="muted">{t('status.notFoundText')}</p>
      <div className="status-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.dashboard.href()}>
          {t('common.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
