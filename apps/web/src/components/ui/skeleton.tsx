import './skeleton.css';

/** A shimmering block shown while content loads; its size comes from `className`. */
export function Skeleton({ className }: { className?: string }) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}
