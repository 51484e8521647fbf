import { useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { Card } from '../../../components/ui/card';
import { usePreferences } from '../../../lib/preferences';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLeadsCreated } from '../api/get-leads-created';
import { bucketTick, bucketTitle, seriesTotal, windowDescription, type CreatedGroup } from '../model/created-series';
import type { StatsScope } from '../model/dashboard-links';
import { ChartTooltip } from './chart-tooltip';
import { GroupByToggle } from './group-by-toggle';
import { ChartUnavailable } from './widget-error';
import { ChartLoading } from './chart-card-skeleton';

const numberFormat = new Intl.NumberFormat();

function PointTooltip({ active, payload, groupBy }: TooltipContentProps & { groupBy: CreatedGroup }) {
  const point = payload?.[0]?.payload as { label: string; count: number } | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltip title={bucketTitle(point.label, groupBy)}>
      <p>{numberFormat.format(point.count)} new leads</p>
    </ChartTooltip>
  );
}

/**
 * "New Leads Over Time", per day (30), week (12) or month (12). The SVG stays LTR (recharts measures
 * text that way); under RTL the chart is mirrored instead: time runs right to left, counts on the right.
 */
export function LeadsCreatedChart({ scope }: { scope: StatsScope }) {
  const titleId = useId();
  const [groupBy, setGroupBy] = useState<CreatedGroup>('day');
  const { dir } = usePreferences();
  const rtl = dir === 'rtl';
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data, error, isPending, isPlaceholderData } = useLeadsCreated(scope, groupBy);
  const points = data?.data ?? [];
  const total = seriesTotal(points);
  // While the next grouping loads, the previous series stays on screen with its own labels.
  const shownGroup = data?.groupBy ?? groupBy;

  return (
    <Card
      title="New Leads Over Time"
      labelledBy={titleId}
      actions={<GroupByToggle value={groupBy} onChange={setGroupBy} />}
    >
      {isPending ? (
        <ChartLoading shape="chart" />
      ) : error && !data ? (
        <ChartUnavailable retryFor="New Leads Over Time" />
      ) : (
        <figure className="line-figure" aria-busy={isPlaceholderData || undefined}>
          <figcaption className="muted">
            {/* Text first, figure after: it reads right under dir="rtl" too. */}
            {windowDescription(shownGroup)}: {numberFormat.format(total)} new leads
          </figcaption>
          <div className="line-frame" dir="ltr" aria-hidden="true">
            <LineChart
              responsive
              className="line-chart"
              data={points}
              margin={{ top: 8, right: rtl ? 0 : 12, bottom: 0, left: rtl ? 12 : 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} />
              <XAxis
                dataKey="label"
                reversed={rtl}
                tickFormatter={(label: string, index: number) => bucketTick(label, shownGroup, { first: index === 0 })}
                tickLine={false}
                minTickGap={18}
                tickMargin={8}
              />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                allowDecimals={false}
                width={40}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                content={(props) => <PointTooltip {...props} groupBy={shownGroup} />}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="count"
                name="New leads"
                strokeWidth={2.25}
                dot={points.length <= 12 ? { r: 3, strokeWidth: 2 } : false}
                activeDot={{ r: 5, strokeWidth: 2 }}
                isAnimationActive={!reduceMotion}
              />
            </LineChart>
          </div>
        </figure>
      )}
    </Card>
  );
}
