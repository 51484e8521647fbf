import './spinner.css';
import { useT } from '../../lib/i18n';
import { useUnavailableOffline } from '../../lib/offline/use-online';
import { OfflineUnavailable } from './offline-unavailable';

interface SpinnerProps {
  size?: number;
  /** Read to screen readers; ignored when decorative. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 20, label, decorative }: SpinnerProps) {
  const { t } = useT();
  const circle = <span className="spinner" style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className="spinner-wrap">
      {circle}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A block-level loading state for a section or page; offline, with nothing kept, it says so. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useT();
  if (useUnavailableOffline()) return <OfflineUnavailable />;
  return (
    <div className="loading-state" role="status">
      <span className="spinner" style={{ inlineSize: 22, blockSize: 22 }} aria-hidden="true" />
      <span>{label ?? t('common.loadingEllipsis')}</span>
    </div>
  );
}
