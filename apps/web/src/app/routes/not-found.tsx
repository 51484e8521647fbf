import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './status-page';
import { useT } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useT();
  usePageTitle(t('status.notFoundTitle'));
  return <StatusPage code="404" title={t('status.notFoundTitle')} text={t('status.notFoundText')} />;
}
