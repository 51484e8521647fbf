import { StatusPage } from './status-page';
import { useT } from '../../lib/i18n';

/** Shown when a signed-in user opens a screen their role has no use for (the API would refuse it). */
export function NoAccess() {
  const { t } = useT();
  return <StatusPage title={t('status.noAccessTitle')} text={t('status.noAccessText')} />;
}
