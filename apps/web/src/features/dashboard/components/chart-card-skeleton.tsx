import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

/** A chart's card while its code (recharts, a chunk of its own) or its data loads. */
export function ChartCardSkeleton({ title, shape }: { title: string; shape: 'pie' | 'chart' }) {
  const titleId = useId();
  return (
    <Card title={title} labelledBy={titleId}>
      <ChartLoading shape={shape} />
    </Card>
  );
}

/** The chart area while its data loads, announced once to screen readers. */
export function ChartLoading({ shape }: { shape: 'pie' | 'chart' }) {
  const { t } = useT();
  return (
    <div aria-busy="true">
      <Skeleton className={`skeleton--${shape}`} />
      <span className="sr-only" role="status">
        {t('dashboard.loadingChart')}
      </span>
    </div>
  );
}
