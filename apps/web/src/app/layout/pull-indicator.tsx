import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n';
import { PULL_THRESHOLD_PX, usePullToRefresh } from './use-pull-to-refresh';

/** The phone's pull-to-refresh: a hint while pulling, a spinner while the screen's data reloads. */
export function PullToRefresh({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  const { distance, refreshing } = usePullToRefresh(enabled);
  if (!refreshing && distance === 0) return null;
  const ready = distance >= PULL_THRESHOLD_PX;
  return (
    <div
      className="pull-indicator"
      role="status"
      style={{ blockSize: refreshing ? PULL_THRESHOLD_PX / 2 : Math.min(distance, PULL_THRESHOLD_PX * 1.5) }}
    >
      {refreshing ? (
        <>
          <Spinner size={16} decorative /> {t('shell.refreshing')}
        </>
      ) : ready ? (
        t('shell.releaseToRefresh')
      ) : (
        t('shell.pullToRefresh')
      )}
    </div>
  );
}
