import { LEAD_STATUSES, type LeadStatus } from '@crm/contracts';
import { useNavigate } from 'react-router-dom';
import { useLeadsSummary } from '../../../shared-api/leads';
import { leadsHref, type StatsScope } from '../model/dashboard-links';
import { statusSlices } from '../model/stat-cards';
import { StatusPieCard } from './status-pie-card';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

/** "Leads by Status": a slice opens /leads filtered by its status. */
export function StatusPieChart({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const fmt = useFormat();
  const navigate = useNavigate();
  const { data, error, isPending } = useLeadsSummary(scope);
  const slices = (data ? statusSlices(data) : []).map((s) => ({
    key: s.status,
    label: t(`labels.status.${s.status}`),
    value: s.value,
    percent: s.percent,
    fill: s.fill,
  }));
  return (
    <StatusPieCard
      title={t('dashboard.byStatus')}
      describe={(description) => t('dashboard.byStatusLabel', { description })}
      emptyText={t('dashboard.noLeadsYet')}
      slices={slices}
      isPending={isPending}
      error={error}
      tooltip={(s) =>
        t('dashboard.sliceTooltip', { count: s.value, shown: fmt.number(s.value), percent: fmt.percent(s.percent) })
      }
      onOpen={(status) => navigate(leadsHref(scope, { status: status as LeadStatus }))}
      legendRows={LEAD_STATUSES.length}
    />
  );
}
