import { useId, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { Card } from '../../../components/ui/card';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLeadsSummary } from '../../../reads/leads';
import { leadsHref, type StatsScope } from '../model/dashboard-links';
import { statusSlices, type StatusSlice } from '../model/stat-cards';
import { ChartTooltip } from './chart-tooltip';
import { ChartUnavailable } from './widget-error';
import { ChartLoading } from './chart-card-skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const { t } = useT();
  const fmt = useFormat();
  const slice = payload?.[0]?.payload as StatusSlice | undefined;
  if (!active || !slice) return null;
  return (
    <ChartTooltip title={t(`labels.status.${slice.status}`)}>
      <p>{t('dashboard.sliceTooltip', { count: fmt.number(slice.value), percent: fmt.percent(slice.percent) })}</p>
    </ChartTooltip>
  );
}

/**
 * "Leads by Status". A slice opens /leads filtered by its status. The same figures, as links, are
 * the status cards, so keyboard and screen-reader users lose nothing the pointer gets here.
 * A failure is silent here (spec section 8): the cards beside it report it.
 */
export function StatusPieChart({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const navigate = useNavigate();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data, error, isPending } = useLeadsSummary(scope);
  const slices = data ? statusSlices(data) : [];
  const description = slices.map((s) => `${t(`labels.status.${s.status}`)} ${fmt.number(s.value)}`).join(', ');

  return (
    <Card title={t('dashboard.byStatus')} labelledBy={titleId}>
      {isPending ? (
        <ChartLoading shape="pie" />
      ) : error ? (
        <ChartUnavailable />
      ) : slices.length === 0 ? (
        <p className="muted chart-empty">{t('dashboard.noLeadsYet')}</p>
      ) : (
        <div className="pie-layout">
          <figure
            className="pie-figure"
            dir="ltr"
            role="img"
            aria-label={t('dashboard.byStatusLabel', { description })}
          >
            <PieChart responsive className="pie-chart" accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="status"
                innerRadius="58%"
                outerRadius="100%"
                paddingAngle={slices.length > 1 ? 1.5 : 0}
                stroke="none"
                isAnimationActive={!reduceMotion}
                onClick={(sector) => {
                  const status = (sector.payload as StatusSlice | undefined)?.status;
                  if (status) navigate(leadsHref(scope, { status }));
                }}
              />
              <Tooltip content={SliceTooltip} isAnimationActive={false} />
            </PieChart>
          </figure>
          <ul className="pie-legend" aria-hidden="true">
            {slices.map((slice) => (
              <li key={slice.status} style={{ '--stat-color': slice.fill } as CSSProperties}>
                <span className="stat-card__dot" />
                <span className="pie-legend__label">{t(`labels.status.${slice.status}`)}</span>
                <span className="pie-legend__value">{fmt.number(slice.value)}</span>
                <span className="pie-legend__percent">{fmt.percent(slice.percent)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
