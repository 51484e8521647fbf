import { ErrorState } from '../../../components/ui/error-state';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { leadKeys } from '../../../shared-api/leads';
import { useT } from '../../../lib/i18n';

export const DASHBOARD_ERROR = 'Failed to load dashboard';

/** Retry asks again for every dashboard figure that is not fresh (a failure is rarely alone). */
function useRetryDashboard() {
  const queryClient = useQueryClient();
  return () => void queryClient.refetchQueries({ queryKey: leadKeys.stats(), type: 'active', stale: true });
}

/** The dashboard's one alert: the server's message or the spec's fallback, and a retry. */
export function WidgetError({ error, className }: { error: unknown; className?: string }) {
  const retry = useRetryDashboard();
  return (
    <div className={['widget-error', className].filter(Boolean).join(' ')}>
      <ErrorState error={error} fallback={DASHBOARD_ERROR} onRetry={retry} />
    </div>
  );
}

/**
 * A chart that could not load says so quietly (statistics failures may be silent, spec section 8).
 * `retryFor` names the chart on its Retry button; without it there is none (the alert's covers it).
 */
export function ChartUnavailable({ retryFor }: { retryFor?: string }) {
  const retry = useRetryDashboard();
  const { t } = useT();
  return (
    <div className="chart-empty">
      <p className="muted">{t('dashboard.chartUnavailable')}</p>
      {retryFor && (
        <Button size="sm" variant="ghost" aria-label={t('dashboard.retryFor', { what: retryFor })} onClick={retry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
