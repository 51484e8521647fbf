import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

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
      <ChartLoading {...loading} />
    </Card>
  );
}

/** The chart area while its data loads, announced once to screen readers. */
export function ChartLoading({ shape, legendRows = 0 }: ChartLoadingProps) {
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
