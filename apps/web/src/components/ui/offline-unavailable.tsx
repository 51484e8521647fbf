import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import './feedback.css';

/**
 * In place of a loading state that cannot end: offline, with nothing kept on the device for this
 * part. Says what is kept instead, so the person knows where to go.
 */
export function OfflineUnavailable() {
  const { t } = useT();
  return (
    <div className="offline-unavailable" role="status">
      <strong>{t('offline.notAvailable')}</strong>
      <span className="muted">{t('offline.whatIsKept')}</span>
    </div>
  );
}

/** A form opened offline that needs the network: said before anything is typed. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p className="offline-note" role="status">
      {children}
    </p>
  );
}
