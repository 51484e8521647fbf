import { LeadSourcesScreen } from '../../features/intake/components/lead-sources-screen';
import { useCan } from '../../lib/authorization';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useCampaignNames } from '../../shared-api/campaigns';
import { useTeams } from '../../shared-api/teams';
import { NoAccess } from './no-access';

/** CEO and Admin set up where leads arrive from; a typed address gets others the no-access page. */
export function LeadSourcesRoute() {
  const { t } = useT();
  usePageTitle(t('intake.title'));
  const allowed = useCan('intake:manage');
  // The source dialogs offer the agency's campaigns and teams.
  const campaigns = useCampaignNames({ enabled: allowed });
  const teams = useTeams({ enabled: allowed });
  if (!allowed) return <NoAccess />;
  return <LeadSourcesScreen campaigns={campaigns.data ?? []} teams={teams.data ?? []} />;
}
