import { UNIT_STATUSES } from '@crm/contracts';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useUnitsSummary } from '../../../shared-api/units';
import { paths } from '../../../config/paths';
import { unitSlices } from '../model/unit-cards';
import { StatusPieCard } from './status-pie-card';

/** "Resale Units by Status": a slice opens the units list filtered by its status. */
export function UnitStatusPie() {
  const { t } = useT();
  const fmt = useFormat();
  const navigate = useNavigate();
  const { data, error, isPending } = useUnitsSummary();
  const slices = (data ? unitSlices(data) : []).map((s) => ({
    key: s.status,
    label: t(`units.status.${s.status}`),
    value: s.value,
    percent: s.percent,
    fill: s.fill,
  }));
  return (
    <StatusPieCard
      title={t('units.dashboard.byStatus')}
      describe={(description) => t('units.dashboard.byStatusLabel', { description })}
      emptyText={t('units.emptyAll')}
      slices={slices}
      isPending={isPending}
      error={error}
      tooltip={(s) =>
        t('units.dashboard.sliceTooltip', {
          count: s.value,
          shown: fmt.number(s.value),
          percent: fmt.percent(s.percent),
        })
      }
      onOpen={(status) => navigate(paths.resaleUnits.href({ status }))}
      legendRows={UNIT_STATUSES.length}
    />
  );
}
