import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder rows while a section loads. */
export function SectionSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="section-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="section-skeleton__row" aria-hidden="true">
          <Skeleton className="n-skeleton--title" />
          <Skeleton className="n-skeleton--line" />
        </div>
      ))}
      <span className="sr-only" role="status">
        {label}
      </span>
    </div>
  );
}
