import { LeadExportsScreen } from '../../features/leads/components/lead-exports-screen';
import { useCan } from '../../lib/authorization';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { usePropertyInterests } from '../../shared-api/lookups';
import { NoAccess } from './no-access';

/** The CEO's list of leads exports (the API refuses it to anyone else). */
export function LeadExportsRoute() {
  const { t } = useT();
  usePageTitle(t('leadExports.title'));
  const allowed = useCan('leads:viewExports');
  const interests = usePropertyInterests();
  if (!allowed) return <NoAccess />;
  return <LeadExportsScreen interests={interests.data ?? []} />;
}
