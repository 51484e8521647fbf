import { useId } from 'react';
import { Card } from '../../../components/ui/card';

/** A chart's card while its code (recharts, a chunk of its own) or its data loads. */
export function ChartCardSkeleton({ title, shape }: { title: string; shape: 'pie' | 'chart' }) {
  const titleId = useId();
  return (
    <Card title={title} labelledBy={titleId}>
      <div aria-busy="true">
        <span className={`skeleton skeleton--${shape}`} />
        <span className="sr-only" role="status">
          Loading chart…
        </span>
      </div>
    </Card>
  );
}
