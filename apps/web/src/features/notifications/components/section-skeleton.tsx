/** Placeholder rows while a section loads. */
export function SectionSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="section-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="section-skeleton__row" aria-hidden="true">
          <span className="n-skeleton n-skeleton--title" />
          <span className="n-skeleton n-skeleton--line" />
        </div>
      ))}
      <span className="sr-only" role="status">
        {label}
      </span>
    </div>
  );
}
