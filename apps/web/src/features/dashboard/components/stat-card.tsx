import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { StatCard as StatCardData } from '../model/stat-cards';
import { SkeletonItems } from '../../../components/ui/skeleton';
import type { TFunction } from 'i18next';
import { FOLLOW_UP_STATUSES, LEAD_SOURCES, type LeadSource, type LeadStatus } from '@crm/contracts';
import { translateText, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

/** One figure of the dashboard, a link to the leads it counts. Its name reads "New 42". */
export function StatCard({ card, emphasis }: { card: StatCardData; emphasis?: boolean }) {
  const { t } = useT();
  const fmt = useFormat();
  const hintId = useId();
  // "Follow-ups Today" here counts three statuses, where Notifications' section of that name
  // counts Follow Up alone: the card says which.
  const hint =
    card.key === 'followups' ? fmt.list(FOLLOW_UP_STATUSES.map((status) => t(`labels.status.${status}`))) : null;
  return (
    <Link
      to={card.href}
      className={emphasis ? 'stat-card stat-card--emphasis' : 'stat-card'}
      style={{ '--stat-color': card.color } as CSSProperties}
      aria-describedby={hint ? hintId : undefined}
    >
      <span className="stat-card__label">
        <span className="stat-card__dot" aria-hidden="true" />
        {cardLabel(card, t)}
      </span>{' '}
      <span className="stat-card__value">{fmt.number(card.value)}</span>
      {hint && (
        <span className="stat-card__hint" id={hintId} aria-hidden="true">
          {hint}
        </span>
      )}
    </Link>
  );
}

/** The card's name in the language: Total, a status, Follow-ups Today or a source. */
function cardLabel(card: StatCardData, t: TFunction): string {
  if (card.key === 'total') return t('dashboard.total');
  if (card.key === 'followups') return t('dashboard.followUpsToday');
  if ((LEAD_SOURCES as readonly string[]).includes(card.key)) return t(`labels.source.${card.key as LeadSource}`);
  return t(`labels.status.${card.key as LeadStatus}`);
}

/** A card whose figure could not be loaded: not a link, a dash instead of a number. */
export function UnavailableStatCard({ label }: { label: string }) {
  const { t } = useT();
  return (
    <div className="stat-card stat-card--unavailable" title={translateText('Failed to load dashboard')}>
      <span className="stat-card__label">
        <span className="stat-card__dot" aria-hidden="true" />
        {label}
      </span>{' '}
      <span className="stat-card__value">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('dashboard.unavailable')}</span>
      </span>
    </div>
  );
}

/** Placeholders with the cards' shape while the figures load. */
export function StatCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonItems
      count={count}
      className="stat-card stat-card--skeleton"
      lines={['skeleton--text', 'skeleton--value']}
      label={label}
    />
  );
}
