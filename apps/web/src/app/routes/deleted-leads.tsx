import { DeletedLeadsScreen } from '../../features/leads/components/deleted-leads-screen';
import { useCan } from '../../lib/authorization';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';

/** CEO and Admin: the deleted leads, to restore (the API refuses the list to anyone else). */
export function DeletedLeadsRoute() {
  const { t } = useT();
  usePageTitle(t('deletedLeads.title'));
  if (!useCan('leads:delete')) return <NoAccess />;
  return <DeletedLeadsScreen />;
}
