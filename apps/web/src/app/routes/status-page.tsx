import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import '../../components/ui/button.css';
import './status-page.css';
import { useT } from '../../lib/i18n';

/** A full-page message (no access, not found) with the way back to the dashboard. */
export function StatusPage({ code, title, text }: { code?: ReactNode; title: string; text: string }) {
  const { t } = useT();
  return (
    <div className="status-page">
      {code !== undefined && (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <div className="status-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.dashboard.href()}>
          {t('common.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
