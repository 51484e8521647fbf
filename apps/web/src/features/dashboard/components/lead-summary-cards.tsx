import { useLeadsSummary } from '../../../reads/leads';
import type { StatsScope } from '../model/dashboard-links';
import { summaryCards } from '../model/stat-cards';
import { StatCard, StatCardSkeletons } from './stat-card';
import { WidgetError } from './widget-error';
import { useT } from '../../../lib/i18n';

/** Total, one card per status and Follow-ups Today. Renders grid items for the dashboard's card grid. */
export function LeadSummaryCards({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const { data, error, isPending } = useLeadsSummary(scope);
  if (isPending) return <StatCardSkeletons count={8} label={t('dashboard.loadingCounts')} />;
  if (error) return <WidgetError className="stat-grid__wide" error={error} />;
  return (
    <>
      {summaryCards(data, scope).map((card) => (
        <StatCard key={card.key} card={card} emphasis={card.key === 'total'} />
      ))}
    </>
  );
}
