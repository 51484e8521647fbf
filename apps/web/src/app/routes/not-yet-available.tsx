import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './status-page';
import { useT } from '../../lib/i18n';

/** A sidebar entry whose screen has not been built yet: say so, rather than "Page Not Found". */
export function NotYetAvailablePage() {
  const { t } = useT();
  usePageTitle(t('status.notYetTitle'));
  return <StatusPage title={t('status.notYetTitle')} text={t('status.notYetText')} />;
}
