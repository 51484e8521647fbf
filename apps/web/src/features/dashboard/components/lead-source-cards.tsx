import { LEAD_SOURCES } from '@crm/contracts';
import { useLeadSources } from '../api/get-lead-sources';
import type { StatsScope } from '../model/dashboard-links';
import { sourceCards } from '../model/stat-cards';
import { StatCard, StatCardSkeletons, UnavailableStatCard } from './stat-card';
import { useT } from '../../../lib/i18n';

/**
 * Campaign and Organic. Renders grid items for the dashboard's card grid. A failure is quiet here
 * (a dash in each card): the summary cards beside it carry the dashboard's alert and Retry.
 */
export function LeadSourceCards({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const { data, isPending, isError } = useLeadSources(scope);
  if (isPending) return <StatCardSkeletons count={2} label={t('dashboard.loadingSources')} />;
  if (isError) {
    return (
      <>
        {LEAD_SOURCES.map((source) => (
          <UnavailableStatCard key={source} label={t(`labels.source.${source}`)} />
        ))}
      </>
    );
  }
  return (
    <>
      {sourceCards(data, scope).map((card) => (
        <StatCard key={card.key} card={card} />
      ))}
    </>
  );
}
