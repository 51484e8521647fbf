import { PageHeader } from '../../components/ui/page-header';
import { BackupsCard } from '../../features/backups/components/backups-card';
import { useCan } from '../../lib/authorization';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { NoAccess } from './no-access';

/** The CEO's Settings: for now, the backups (the API refuses them to anyone else). */
export function SettingsRoute() {
  const { t } = useT();
  usePageTitle(t('backups.settingsTitle'));
  const allowed = useCan('backups:manage');
  if (!allowed) return <NoAccess />;
  return (
    <div className="page">
      <PageHeader title={t('backups.settingsTitle')} />
      <BackupsCard />
    </div>
  );
}
