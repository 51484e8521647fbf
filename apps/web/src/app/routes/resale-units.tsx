import { canAdministerUnits } from '@crm/contracts';
import { TopAgentsCard } from '../../features/dashboard/components/top-agents-card';
import { UnitsScreen } from '../../features/units/components/units-screen';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';

export function ResaleUnitsRoute() {
  const { t } = useT();
  usePageTitle(t('units.title'));
  // "Top Agents (Sold Units)" is the dashboard's widget, shown here too for CEO/Admin.
  const showAgents = canAdministerUnits(useCurrentUser());
  return <UnitsScreen topAgents={showAgents ? <TopAgentsCard /> : undefined} />;
}
