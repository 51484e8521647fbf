import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { OfflineUnavailable } from '../../../components/ui/offline-unavailable';
import { useT } from '../../../lib/i18n';
import { useUnavailableOffline } from '../../../lib/offline/use-online';

interface ChartLoadingProps {
  shape: 'pie' | 'chart';
  /** A pie's legend lines to hold room for (one per status), so nothing moves when it draws. */
  legendRows?: number;
}

/** A chart's card while its code (recharts, a chunk of its own) or its data loads. */
export function ChartCardSkeleton({ title, ...loading }: ChartLoadingProps & { title: string }) {
  const titleId = useId();
  return (
    <Card title={title} labelledBy={titleId}>
      <ChartSkeleton {...loading} />
    </Card>
  );
}

/** The chart area while its data loads; offline with nothing kept, it says so. */
export function ChartLoading(props: ChartLoadingProps) {
  if (useUnavailableOffline()) return <OfflineUnavailable />;
  return <ChartSkeleton {...props} />;
}

/** The chart's shape while its code or data loads, announced once to screen readers. */
function ChartSkeleton({ shape, legendRows = 0 }: ChartLoadingProps) {
  const { t } = useT();
  return (
    <div aria-busy="true">
      {shape === 'pie' ? (
        // The drawn card's layout (doughnut, then its legend), its lines as tall as the legend's text.
        <div className="pie-layout">
          <Skeleton className="skeleton--pie" />
          {legendRows > 0 && (
            <ul className="pie-legend" aria-hidden="true">
              {Array.from({ length: legendRows }, (_, i) => (
                <li key={i}>
                  <Skeleton className="skeleton--legend" />
                  {'\u00a0'}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <Skeleton className="skeleton--chart" />
      )}
      <span className="sr-only" role="status">
        {t('dashboard.loadingChart')}
      </span>
    </div>
  );
}
