import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { StatCard as StatCardData } from '../model/stat-cards';
import { Skeleton } from '../../../components/ui/skeleton';

const numberFormat = new Intl.NumberFormat();

/** One figure of the dashboard, a link to the leads it counts. Its name reads "New 42". */
export function StatCard({ card, emphasis }: { card: StatCardData; emphasis?: boolean }) {
  return (
    <Link
      to={card.href}
      className={emphasis ? 'stat-card stat-card--emphasis' : 'stat-card'}
      style={{ '--stat-color': card.color } as CSSProperties}
    >
      <span className="stat-card__label">
        <span className="stat-card__dot" aria-hidden="true" />
        {card.label}
      </span>{' '}
      <span className="stat-card__value">{numberFormat.format(card.value)}</span>
    </Link>
  );
}

/** A card whose figure could not be loaded: not a link, a dash instead of a number. */
export function UnavailableStatCard({ label }: { label: string }) {
  return (
    <div className="stat-card stat-card--unavailable" title="Failed to load">
      <span className="stat-card__label">
        <span className="stat-card__dot" aria-hidden="true" />
        {label}
      </span>{' '}
      <span className="stat-card__value">
        <span aria-hidden="true">—</span>
        <span className="sr-only">unavailable</span>
      </span>
    </div>
  );
}

/** Placeholders with the cards' shape while the figures load. */
export function StatCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="stat-card stat-card--skeleton" aria-hidden="true">
          <Skeleton className="skeleton--text" />
          <Skeleton className="skeleton--value" />
        </div>
      ))}
      <span className="sr-only" role="status">
        {label}
      </span>
    </>
  );
}
