import { useNavigation } from 'react-router-dom';
import { useT } from '../../lib/i18n';

/** A thin bar at the top while the next screen's code loads. */
export function RouteProgress() {
  const { t } = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('shell.loadingPage')} />;
}
