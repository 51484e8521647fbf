import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../components/ui/page.css';
import '../../features/dashboard/components/dashboard.css';
import { ChartCardSkeleton } from '../../features/dashboard/components/chart-card-skeleton';
import { DashboardScopeNote } from '../../features/dashboard/components/dashboard-scope-note';
import { LeadSourceCards } from '../../features/dashboard/components/lead-source-cards';
import { LeadSummaryCards } from '../../features/dashboard/components/lead-summary-cards';
import { Welcome } from '../../features/dashboard/components/welcome';
import { TopAgentsCard } from '../../features/dashboard/components/top-agents-card';
import { UnitSummaryCards } from '../../features/dashboard/components/unit-summary-cards';
import { readStatsScope } from '../../features/dashboard/model/dashboard-links';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useNearScreen } from '../../lib/use-near-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';
import { useT } from '../../lib/i18n';

// The charts bring recharts (about 100 kB gzipped): their own chunk, so the cards show without waiting.
const StatusPieChart = lazy(() =>
  import('../../features/dashboard/components/status-pie-chart').then((m) => ({ default: m.StatusPieChart })),
);
const UnitStatusPie = lazy(() =>
  import('../../features/dashboard/components/unit-status-pie').then((m) => ({ default: m.UnitStatusPie })),
);
const LeadsCreatedChart = lazy(() =>
  import('../../features/dashboard/components/leads-created-chart').then((m) => ({ default: m.LeadsCreatedChart })),
);

export function DashboardRoute() {
  const { t } = useT();
  usePageTitle(t('dashboard.title'));
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  // Every stats call and every link to /leads carries the dashboard's own teamId / assignedTo.
  const scope = readStatsScope(searchParams);
  // The cards paint first; the charts' chunk is fetched and rendered once the browser is idle, and
  // only when their row is near the screen (on a phone they sit below the fold).
  const idle = useAfterFirstPaint();
  const leadCharts = useNearScreen();
  const unitCharts = useNearScreen();
  const chartsReady = idle && leadCharts.inView;
  const pieSkeleton = <ChartCardSkeleton title={t('dashboard.byStatus')} shape="pie" />;
  const lineSkeleton = <ChartCardSkeleton title={t('dashboard.overTime')} shape="chart" />;
  const unitPieSkeleton = <ChartCardSkeleton title={t('units.dashboard.byStatus')} shape="pie" />;
  return (
    <div className="page dashboard">
      <Welcome name={user.name} role={user.role} />
      <DashboardScopeNote scope={scope} />
      <section className="stat-grid" aria-label={t('dashboard.leadCounts')}>
        <LeadSummaryCards scope={scope} />
        <LeadSourceCards scope={scope} />
      </section>
      <div className="dashboard-charts" ref={leadCharts.ref}>
        {chartsReady ? (
          <Suspense fallback={pieSkeleton}>
            <StatusPieChart scope={scope} />
          </Suspense>
        ) : (
          pieSkeleton
        )}
        {chartsReady ? (
          <Suspense fallback={lineSkeleton}>
            <LeadsCreatedChart scope={scope} />
          </Suspense>
        ) : (
          lineSkeleton
        )}
      </div>
      <UnitSummaryCards />
      <div className="dashboard-charts" ref={unitCharts.ref}>
        {idle && unitCharts.inView ? (
          <Suspense fallback={unitPieSkeleton}>
            <UnitStatusPie />
          </Suspense>
        ) : (
          unitPieSkeleton
        )}
        <TopAgentsCard />
      </div>
    </div>
  );
}
