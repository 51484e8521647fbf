import { useId, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useUnitsSummary } from '../../../reads/units';
import { paths } from '../../../config/paths';
import { unitSlices, type UnitSlice } from '../model/unit-cards';
import { ChartLoading } from './chart-card-skeleton';
import { ChartTooltip } from './chart-tooltip';
import { ChartUnavailable } from './widget-error';

function SliceTooltip({ active, payload }: TooltipContentProps) {
  const { t } = useT();
  const fmt = useFormat();
  const slice = payload?.[0]?.payload as UnitSlice | undefined;
  if (!active || !slice) return null;
  return (
    <ChartTooltip title={t(`units.status.${slice.status}`)}>
      <p>
        {t('units.dashboard.sliceTooltip', { count: fmt.number(slice.value), percent: fmt.percent(slice.percent) })}
      </p>
    </ChartTooltip>
  );
}

/** "Resale Units by Status": a slice opens the list filtered by its status; the cards carry the same figures as links. */
export function UnitStatusPie() {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const navigate = useNavigate();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data, error, isPending } = useUnitsSummary();
  const slices = data ? unitSlices(data) : [];
  const description = slices.map((s) => `${t(`units.status.${s.status}`)} ${fmt.number(s.value)}`).join(', ');
  return (
    <Card title={t('units.dashboard.byStatus')} labelledBy={titleId}>
      {isPending ? (
        <ChartLoading shape="pie" />
      ) : error ? (
        <ChartUnavailable />
      ) : slices.length === 0 ? (
        <p className="muted chart-empty">{t('units.emptyAll')}</p>
      ) : (
        <div className="pie-layout">
          <figure
            className="pie-figure"
            dir="ltr"
            role="img"
            aria-label={t('units.dashboard.byStatusLabel', { description })}
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
                  const status = (sector.payload as UnitSlice | undefined)?.status;
                  if (status) navigate(paths.resaleUnits.href({ status }));
                }}
              />
              <Tooltip content={SliceTooltip} isAnimationActive={false} />
            </PieChart>
          </figure>
          <ul className="pie-legend" aria-hidden="true">
            {slices.map((slice) => (
              <li key={slice.status} style={{ '--stat-color': slice.fill } as CSSProperties}>
                <span className="stat-card__dot" />
                <span className="pie-legend__label">{t(`units.status.${slice.status}`)}</span>
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
