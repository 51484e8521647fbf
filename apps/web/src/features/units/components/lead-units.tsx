import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useUnitsForLead } from '../../../reads/units';
import { STATUS_TONE } from './unit-labels';
import './units.css';

/** Matching both ways, the lead's side: units on the market of its interest that its budget covers. */
export function UnitsForLead({ leadId }: { leadId: string }) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const units = useUnitsForLead(leadId);
  return (
    <Card title={t('units.forLead.title')} labelledBy={titleId}>
      {units.isPending ? (
        <LoadingState />
      ) : units.isError ? (
        <ErrorState error={units.error} fallback="Failed to load units" onRetry={() => void units.refetch()} />
      ) : units.data.items.length === 0 ? (
        <p className="muted">{t('units.forLead.none')}</p>
      ) : (
        <>
          <p className="muted">{t('units.forLead.count', { count: units.data.total })}</p>
          <ul className="lead-units">
            {units.data.items.map((unit) => (
              <li key={unit._id} className="lead-units__item">
                <Link className="lead-units__title" to={paths.resaleUnit.href(unit._id)} dir="auto">
                  {unit.title}
                </Link>
                <span className="lead-units__facts muted">
                  <bdi>{fmt.price(unit.price)}</bdi>
                  <span>{t(`units.type.${unit.propertyType}`)}</span>
                  <span>{t('units.areaValue', { area: fmt.number(unit.area) })}</span>
                  {unit.location.city && <span dir="auto">{unit.location.city}</span>}
                </span>
                <Badge tone={STATUS_TONE[unit.status]}>{t(`units.status.${unit.status}`)}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
