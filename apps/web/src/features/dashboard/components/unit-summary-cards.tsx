import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useUnitsSummary } from '../../../shared-api/units';
import { unitCards, type UnitCardKey } from '../model/unit-cards';
import { StatCardSkeletons } from './stat-card';
import { UnitsRetry } from './units-retry';

/** The units' cards (all roles): Available, Under Negotiation, Reserved, Sold, Featured, Archived. */
export function UnitSummaryCards() {
  const { t } = useT();
  const fmt = useFormat();
  const { data, error, isPending, refetch } = useUnitsSummary();
  const label = (key: UnitCardKey) =>
    key === 'featured'
      ? t('units.stats.featured')
      : key === 'archived'
        ? t('units.stats.archived')
        : t(`units.status.${key}`);
  return (
    <section className="stat-grid" aria-label={t('units.dashboard.counts')}>
      {isPending ? (
        <StatCardSkeletons count={6} label={t('units.loading')} />
      ) : error ? (
        <UnitsRetry className="stat-grid__wide" error={error} onRetry={() => void refetch()} />
      ) : (
        unitCards(data).map((card) => (
          <Link
            key={card.key}
            to={card.href}
            className="stat-card"
            style={{ '--stat-color': card.color } as CSSProperties}
          >
            <span className="stat-card__label">
              <span className="stat-card__dot" aria-hidden="true" />
              {label(card.key)}
            </span>{' '}
            <span className="stat-card__value">{fmt.number(card.value)}</span>
          </Link>
        ))
      )}
    </section>
  );
}
