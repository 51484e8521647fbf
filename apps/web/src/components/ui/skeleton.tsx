import { useUnavailableOffline } from '../../lib/offline/use-online';
import { OfflineUnavailable } from './offline-unavailable';
import './skeleton.css';

/** A shimmering block shown while content loads; its size comes from `className`. */
export function Skeleton({ className }: { className?: string }) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}

/**
 * `count` placeholders shaped like the items to come (one `Skeleton` per class in `lines`), and the
 * loading message for screen readers; offline, with nothing kept, what is available instead.
 */
export function SkeletonItems({
  count,
  className,
  lines,
  label,
}: {
  count: number;
  className: string;
  lines: readonly string[];
  label: string;
}) {
  if (useUnavailableOffline()) return <OfflineUnavailable />;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={className} aria-hidden="true">
          {lines.map((line, j) => (
            <Skeleton key={j} className={line} />
          ))}
        </div>
      ))}
      <span className="sr-only" role="status">
        {label}
      </span>
    </>
  );
}
