import { useId, type CSSProperties } from 'react';
import { Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/i18n/format';
import { ChartLoading } from './chart-card-skeleton';
import { ChartTooltip } from './chart-tooltip';
import { ChartUnavailable } from './widget-error';

/** One slice: a status (lead or unit), its translated label, count, share and colour. */
export interface PieSlice {
  key: string;
  label: string;
  value: number;
  percent: number;
  fill: string;
}

interface StatusPieCardProps {
  title: string;
  /** The figure's spoken name, given the slices as text ("New 12, Contacted 4"). */
  describe: (description: string) => string;
  emptyText: string;
  slices: PieSlice[];
  isPending: boolean;
  error: unknown;
  /** The tooltip's line for a slice ("12 (40%)"). */
  tooltip: (slice: PieSlice) => string;
  /** A slice opens the list filtered by its status. */
  onOpen: (key: string) => void;
  /** Legend lines the loading card holds room for: how many statuses there can be. */
  legendRows: number;
}

function SliceTooltip({ active, payload, text }: TooltipContentProps & { text: (slice: PieSlice) => string }) {
  const slice = payload?.[0]?.payload as PieSlice | undefined;
  if (!active || !slice) return null;
  return (
    <ChartTooltip title={slice.label}>
      <p>{text(slice)}</p>
    </ChartTooltip>
  );
}

/**
 * A doughnut of counts by status with its legend (the dashboard's leads and units pies). The same
 * figures are the status cards beside it, as links, so keyboard and screen-reader users lose
 * nothing the pointer gets here; a failure is quiet (spec section 8: the cards report it).
 */
export function StatusPieCard({
  title,
  describe,
  emptyText,
  slices,
  isPending,
  error,
  tooltip,
  onOpen,
  legendRows,
}: StatusPieCardProps) {
  const fmt = useFormat();
  const titleId = useId();
  const description = slices.map((s) => `${s.label} ${fmt.number(s.value)}`).join(', ');
  return (
    <Card title={title} labelledBy={titleId}>
      {isPending ? (
        <ChartLoading shape="pie" legendRows={legendRows} />
      ) : error ? (
        <ChartUnavailable />
      ) : slices.length === 0 ? (
        <p className="muted chart-empty">{emptyText}</p>
      ) : (
        <div className="pie-layout">
          <figure className="pie-figure" dir="ltr" role="img" aria-label={describe(description)}>
            <PieChart responsive className="pie-chart" accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="label"
                innerRadius="58%"
                outerRadius="100%"
                paddingAngle={slices.length > 1 ? 1.5 : 0}
                stroke="none"
                // No entry animation: each of its frames re-renders the chart in script, which on a
                // mid-range phone blocks input for about a second after the dashboard opens.
                isAnimationActive={false}
                onClick={(sector) => {
                  const key = (sector.payload as PieSlice | undefined)?.key;
                  if (key) onOpen(key);
                }}
              />
              <Tooltip content={(props) => <SliceTooltip {...props} text={tooltip} />} isAnimationActive={false} />
            </PieChart>
          </figure>
          <ul className="pie-legend" aria-hidden="true">
            {slices.map((slice) => (
              <li key={slice.key} style={{ '--stat-color': slice.fill } as CSSProperties}>
                <span className="stat-card__dot" />
                <span className="pie-legend__label">{slice.label}</span>
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
