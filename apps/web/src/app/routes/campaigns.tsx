import { CampaignsScreen } from '../../features/campaigns/components/campaigns-screen';
import { useCan } from '../../lib/authorization';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';
import { NoAccess } from './no-access';

export function CampaignsRoute() {
  const { t } = useT();
  usePageTitle(t('campaigns.title'));
  const allowed = useCan('campaigns:read');
  // Supervisors and Agents have no campaigns item; a typed address gets the no-access page.
  if (!allowed) return <NoAccess />;
  return <CampaignsScreen />;
}
