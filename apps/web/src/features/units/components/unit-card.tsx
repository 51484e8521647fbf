import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { thumbnailOf, type ResaleUnit } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { UnitActions, type UnitDialog } from './unit-actions-menu';
import { UNIT_STATUS_TONES } from '../../../components/ui/tone';

interface UnitCardProps {
  unit: ResaleUnit;
  selected: boolean;
  /** False when the compare selection is full and this unit is not in it. */
  selectable: boolean;
  onSelect: (unit: ResaleUnit, selected: boolean) => void;
  onOpen: (dialog: UnitDialog, unit: ResaleUnit) => void;
}

/** One listing: photo, price and price per m², area and rooms, place, status and badges, its actions. */
export function UnitCard({ unit, selected, selectable, onSelect, onOpen }: UnitCardProps) {
  const { t } = useT();
  const fmt = useFormat();
  const cover = unit.images[0];
  const place = [unit.location.district, unit.location.city].filter(Boolean).join(', ');
  return (
    <li className={selected ? 'unit-card unit-card--selected' : 'unit-card'}>
      <div className="unit-card__media">
        {cover ? (
          <img src={thumbnailOf(cover)} alt="" loading="lazy" decoding="async" width={480} height={360} />
        ) : (
          <span className="unit-card__no-photo">{t('units.noPhoto')}</span>
        )}
        <label className="unit-card__select">
          <input
            type="checkbox"
            checked={selected}
            disabled={!selected && !selectable}
            onChange={(e) => onSelect(unit, e.target.checked)}
          />
          <span className="sr-only">{t('units.select', { title: unit.title })}</span>
        </label>
      </div>
      <div className="unit-card__body">
        <div className="unit-card__badges">
          <Badge tone={UNIT_STATUS_TONES[unit.status]}>{t(`units.status.${unit.status}`)}</Badge>
          {unit.isFeatured && <Badge tone="primary">{t('units.featured')}</Badge>}
          {unit.archived && <Badge tone="danger">{t('units.archived')}</Badge>}
        </div>
        <h2 className="unit-card__title">
          <Link to={paths.resaleUnit.href(unit._id)}>{unit.title}</Link>
        </h2>
        <p className="unit-card__price">
          <bdi>{fmt.price(unit.price)}</bdi>{' '}
          <span className="muted">{t('units.perMeter', { price: fmt.price(unit.pricePerMeter) })}</span>
        </p>
        <p className="unit-card__facts muted">
          <span>{t(`units.type.${unit.propertyType}`)}</span>
          <span>{t('units.areaValue', { area: fmt.number(unit.area) })}</span>
          <span>
            {t('units.rooms', { bedrooms: fmt.number(unit.bedrooms), bathrooms: fmt.number(unit.bathrooms) })}
          </span>
          {place && <span>{place}</span>}
          {unit.inquiryCount > 0 && <span>{t('units.inquiries', { count: unit.inquiryCount })}</span>}
        </p>
        <UnitActions unit={unit} onOpen={onOpen} />
      </div>
    </li>
  );
}
