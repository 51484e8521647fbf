import { SkeletonItems } from '../../../components/ui/skeleton';

/** Placeholder rows while a section loads. */
export function SectionSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="section-skeleton" aria-busy="true">
      <SkeletonItems
        count={rows}
        className="section-skeleton__row"
        lines={['n-skeleton--title', 'n-skeleton--line']}
        label={label}
      />
    </div>
  );
}
