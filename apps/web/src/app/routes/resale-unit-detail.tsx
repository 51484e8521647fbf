import { useParams } from 'react-router-dom';
import { UnitDetailScreen } from '../../features/units/components/unit-detail';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

export function ResaleUnitDetailRoute() {
  const { t } = useT();
  usePageTitle(t('units.title'));
  const { id = '' } = useParams();
  return <UnitDetailScreen key={id} id={id} />;
}
