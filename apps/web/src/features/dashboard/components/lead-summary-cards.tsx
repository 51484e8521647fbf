import { useId } from 'react';
import { useLeadsSummary } from '../../../shared-api/leads';
import type { StatsScope } from '../model/dashboard-links';
import { summaryCards } from '../model/stat-cards';
import { StatCard, StatCardSkeletons } from './stat-card';
import { WidgetError } from './widget-error';
import { useT } from '../../../lib/i18n';

/** Total, one card per status and Follow-ups Today. Renders grid items for the dashboard's card grid. */
export function LeadSummaryCards({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const { data, error, isPending } = useLeadsSummary(scope);
  const groupId = useId();
  if (isPending) return <StatCardSkeletons count={8} label={t('dashboard.loadingCounts')} />;
  if (error) return <WidgetError className="stat-grid__wide" error={error} />;
  // Total and Follow-ups Today lead, large; the six statuses follow as one group.
  const cards = summaryCards(data, scope);
  const headline = cards.filter((card) => card.key === 'total' || card.key === 'followups');
  const statuses = cards.filter((card) => !headline.includes(card));
  return (
    <>
      {headline.map((card) => (
        <StatCard key={card.key} card={card} emphasis />
      ))}
      <div className="stat-group" role="group" aria-labelledby={groupId}>
        <p className="overline" id={groupId}>
          {t('dashboard.byStatusGroup')}
        </p>
        <div className="stat-group__cards">
          {statuses.map((card) => (
            <StatCard key={card.key} card={card} />
          ))}
        </div>
      </div>
    </>
  );
}
