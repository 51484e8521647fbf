import '../../components/ui/page.css';
import { ImportsScreen } from '../../features/imports/components/imports-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';

export function ImportsRoute() {
  const { t } = useT();
  usePageTitle(t('imports.title'));
  return <ImportsScreen />;
}
