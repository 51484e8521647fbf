import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paginated, ResaleUnit } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useUnitsForLead, useUnitsInquiredBy } from '../api/get-units-for-lead';
import { UNIT_STATUS_TONES } from '../../../components/ui/tone';
import './units.css';

type UnitsAnswer = UseQueryResult<Paginated<ResaleUnit>>;

/** A lead's page, its units part: the units it asked about, then those on the market that fit it. */
export function LeadUnits({ leadId }: { leadId: string }) {
  const { t } = useT();
  const inquired = useUnitsInquiredBy(leadId);
  const fitting = useUnitsForLead(leadId);
  return (
    <>
      <UnitsCard
        title={t('units.forLead.inquiredTitle')}
        none={t('units.forLead.noneInquired')}
        count={(count) => t('units.forLead.inquiredCount', { count })}
        units={inquired}
      />
      <UnitsCard
        title={t('units.forLead.title')}
        none={t('units.forLead.none')}
        count={(count) => t('units.forLead.count', { count })}
        units={fitting}
      />
    </>
  );
}

interface UnitsCardProps {
  title: string;
  none: string;
  count: (count: number) => string;
  units: UnitsAnswer;
}

function UnitsCard({ title, none, count, units }: UnitsCardProps) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  return (
    <Card title={title} labelledBy={titleId}>
      {units.isPending ? (
        <LoadingState />
      ) : units.isError ? (
        <ErrorState error={units.error} fallback="Failed to load units" onRetry={() => void units.refetch()} />
      ) : units.data.items.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <>
          <p className="muted">{count(units.data.total)}</p>
          <ul className="plain-list">
            {units.data.items.map((unit) => (
              <li key={unit._id} className="plain-list__row lead-units__item">
                <Link className="lead-units__title" to={paths.resaleUnit.href(unit._id)} dir="auto">
                  {unit.title}
                </Link>
                <span className="lead-units__facts muted">
                  <bdi>{fmt.price(unit.price)}</bdi>
                  <span>{t(`units.type.${unit.propertyType}`)}</span>
                  <span>{t('units.areaValue', { area: fmt.number(unit.area) })}</span>
                  {unit.location.city && <span dir="auto">{unit.location.city}</span>}
                </span>
                <Badge tone={UNIT_STATUS_TONES[unit.status]}>{t(`units.status.${unit.status}`)}</Badge>
                {unit.archived && <Badge tone="danger">{t('units.archived')}</Badge>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
