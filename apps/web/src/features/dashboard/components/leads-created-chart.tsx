import { useDeferredValue, useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { Card } from '../../../components/ui/card';
import { usePreferences } from '../../../lib/preferences';
import { useLeadsCreated } from '../api/get-leads-created';
import {
  MOST_TICKS,
  bucketTick,
  bucketTitle,
  seriesTotal,
  tickInterval,
  type CreatedGroup,
} from '../model/created-series';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { StatsScope } from '../model/dashboard-links';
import { ChartTooltip } from './chart-tooltip';
import { GroupByToggle } from './group-by-toggle';
import { ChartUnavailable } from './widget-error';
import { ChartLoading } from './chart-card-skeleton';
import type { TFunction } from 'i18next';
import { CREATED_WINDOWS } from '@crm/contracts';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

function PointTooltip({ active, payload, groupBy }: TooltipContentProps & { groupBy: CreatedGroup }) {
  const { t } = useT();
  const fmt = useFormat();
  const point = payload?.[0]?.payload as { label: string; count: number } | undefined;
  if (!active || !point) return null;
  const title = bucketTitle(point.label, groupBy, fmt.locale, (day) => t('dashboard.weekOf', { day }));
  return (
    <ChartTooltip title={title}>
      <p>{t('dashboard.newLeadsCount', { count: point.count, formatted: fmt.number(point.count) })}</p>
    </ChartTooltip>
  );
}

/** "Last 30 days", "Last 12 weeks", "Last 12 months" in the language. */
function windowText(groupBy: CreatedGroup, t: TFunction): string {
  if (groupBy === 'week') return t('dashboard.lastWeeks', { count: CREATED_WINDOWS.week });
  if (groupBy === 'month') return t('dashboard.lastMonths', { count: CREATED_WINDOWS.month });
  return t('dashboard.lastDays', { count: CREATED_WINDOWS.day });
}

const noVerticalLines = () => [];

/**
 * "New Leads Over Time", per day (30), week (12) or month (12). The SVG stays LTR (recharts measures
 * text that way); under RTL the chart is mirrored instead: time runs right to left, counts on the right.
 */
export function LeadsCreatedChart({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const [groupBy, setGroupBy] = useState<CreatedGroup>('day');
  const { dir } = usePreferences();
  const rtl = dir === 'rtl';
  const narrow = useMediaQuery('(max-width: 640px)');
  const { data: latest, error, isPlaceholderData } = useLeadsCreated(scope, groupBy);
  // The chart draws from a deferred copy: drawing it (recharts' heaviest) is then a background
  // render in time slices, not one long task when the answer lands.
  const data = useDeferredValue(latest);
  const points = data?.data ?? [];
  const total = seriesTotal(points);
  // While the next grouping loads, the previous series stays on screen with its own labels.
  const shownGroup = data?.groupBy ?? groupBy;

  return (
    <Card
      title={t('dashboard.overTime')}
      labelledBy={titleId}
      actions={<GroupByToggle value={groupBy} onChange={setGroupBy} />}
    >
      {!data && !error ? (
        <ChartLoading shape="chart" />
      ) : error && !data ? (
        <ChartUnavailable retryFor={t('dashboard.overTime')} />
      ) : (
        <figure className="line-figure" aria-busy={isPlaceholderData || undefined}>
          <figcaption className="muted">
            {/* Text first, figure after: it reads right under dir="rtl" too. */}
            {windowText(shownGroup, t)}: {t('dashboard.newLeadsCount', { count: total, formatted: fmt.number(total) })}
          </figcaption>
          <div className="line-frame" dir="ltr" aria-hidden="true">
            <LineChart
              responsive
              className="line-chart"
              data={points}
              margin={{ top: 8, right: rtl ? 0 : 12, bottom: 0, left: rtl ? 12 : 0 }}
              accessibilityLayer={false}
            >
              {/* No vertical lines: their generator would measure every tick's text again. */}
              <CartesianGrid vertical={false} verticalCoordinatesGenerator={noVerticalLines} />
              <XAxis
                dataKey="label"
                reversed={rtl}
                // A fixed step: with a minimum gap instead, recharts measures each label in the DOM.
                interval={tickInterval(points.length, narrow ? MOST_TICKS.narrow : MOST_TICKS.wide)}
                tickFormatter={(label: string, index: number) =>
                  bucketTick(label, shownGroup, { first: index === 0, locale: fmt.locale })
                }
                tickLine={false}
                tickMargin={8}
              />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                // Every count tick (about five): no label measuring to drop overlapping ones.
                interval={0}
                allowDecimals={false}
                width={40}
                tickFormatter={(value: number) => fmt.number(value)}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                content={(props) => <PointTooltip {...props} groupBy={shownGroup} />}
                isAnimationActive={false}
              />
              <Line
                // Straight segments between the counted points: a smoothed curve drew peaks and
                // dips between days that no count had.
                type="linear"
                dataKey="count"
                name={t('dashboard.newLeads')}
                strokeWidth={2.25}
                dot={{ r: points.length > 40 ? 2 : 3, strokeWidth: 2 }}
                activeDot={{ r: 5, strokeWidth: 2 }}
                // No entry animation: each of its frames re-renders the chart in script, which on a
                // mid-range phone blocks input for about a second after the dashboard opens.
                isAnimationActive={false}
              />
            </LineChart>
          </div>
        </figure>
      )}
    </Card>
  );
}
