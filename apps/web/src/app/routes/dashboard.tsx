import { LEAD_STATUSES, UNIT_STATUSES } from '@crm/contracts';
import { useSearchParams } from 'react-router-dom';
import '../../components/ui/page.css';
import '../../features/dashboard/components/dashboard.css';
import { ChartCardSkeleton } from '../../features/dashboard/components/chart-card-skeleton';
import { LazyChart } from '../../features/dashboard/components/lazy-chart';
import { DashboardScopeNote } from '../../features/dashboard/components/dashboard-scope-note';
import { FirstContactCardPlaceholder } from '../../features/dashboard/components/first-contact-card-placeholder';
import { LeadSourceCards } from '../../features/dashboard/components/lead-source-cards';
import { LeadSummaryCards } from '../../features/dashboard/components/lead-summary-cards';
import { Welcome } from '../../features/dashboard/components/welcome';
import { TopAgentsCard } from '../../features/dashboard/components/top-agents-card';
import { UnitSummaryCards } from '../../features/dashboard/components/unit-summary-cards';
import { readStatsScope } from '../../features/dashboard/model/dashboard-links';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';
import { useT } from '../../lib/i18n';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

// The charts bring recharts (about 100 kB gzipped): their own chunk, so the cards show without waiting.
const StatusPieChart = lazyWithPreload(() =>
  import('../../features/dashboard/components/status-pie-chart').then((m) => m.StatusPieChart),
);
const UnitStatusPie = lazyWithPreload(() =>
  import('../../features/dashboard/components/unit-status-pie').then((m) => m.UnitStatusPie),
);
// Speed to lead sits below the charts: its code (and the table's) comes when it nears the screen.
const FirstContactCard = lazyWithPreload(() =>
  import('../../features/dashboard/components/first-contact-card').then((m) => m.FirstContactCard),
);
const LeadsCreatedChart = lazyWithPreload(() =>
  import('../../features/dashboard/components/leads-created-chart').then((m) => m.LeadsCreatedChart),
);

export function DashboardRoute() {
  const { t } = useT();
  usePageTitle(t('dashboard.title'));
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  // Every stats call and every link to /leads carries the dashboard's own teamId / assignedTo.
  const scope = readStatsScope(searchParams);
  return (
    <div className="page dashboard">
      <Welcome name={user.name} role={user.role} />
      <DashboardScopeNote scope={scope} />
      <section className="stat-grid" aria-label={t('dashboard.leadCounts')}>
        <LeadSummaryCards scope={scope} />
        <LeadSourceCards scope={scope} />
      </section>
      {/* The cards paint first; each chart once the browser is idle and its slot is near the screen. */}
      <div className="dashboard-charts">
        <LazyChart
          placeholder={
            <ChartCardSkeleton title={t('dashboard.byStatus')} shape="pie" legendRows={LEAD_STATUSES.length} />
          }
        >
          <StatusPieChart scope={scope} />
        </LazyChart>
        <LazyChart placeholder={<ChartCardSkeleton title={t('dashboard.overTime')} shape="chart" />}>
          <LeadsCreatedChart scope={scope} />
        </LazyChart>
      </div>
      {/* Below the charts: asked for once the browser is idle and the card nears the screen. */}
      <LazyChart placeholder={<FirstContactCardPlaceholder />}>
        <FirstContactCard scope={scope} />
      </LazyChart>
      <UnitSummaryCards />
      <div className="dashboard-charts">
        <LazyChart
          placeholder={
            <ChartCardSkeleton title={t('units.dashboard.byStatus')} shape="pie" legendRows={UNIT_STATUSES.length} />
          }
        >
          <UnitStatusPie />
        </LazyChart>
        <TopAgentsCard />
      </div>
    </div>
  );
}
