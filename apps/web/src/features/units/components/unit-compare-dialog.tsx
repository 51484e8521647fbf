import type { ResaleUnit } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { compareRows, type CompareRow } from '../model/compare';

const MONEY = new Set(['price', 'pricePerMeter', 'lowestDown', 'lowestMonthly']);

/** The selected units side by side; a line where they differ is marked (colour and the word "Differs"). */
export function UnitCompareDialog({ units, onClose }: { units: ResaleUnit[]; onClose: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const label = (key: string) =>
    key in { garden: 1, pool: 1, furnished: 1, kitchen: 1, elevator: 1, security: 1, balcony: 1 }
      ? t(`units.feature.${key as 'pool'}`)
      : t(`units.compareDialog.${key as 'price'}`);
  const show = (row: CompareRow, value: CompareRow['values'][number]) => {
    if (value === null) return t('units.compareDialog.none');
    if (typeof value === 'boolean') return value ? t('units.compareDialog.yes') : t('units.compareDialog.no');
    if (typeof value === 'number') {
      if (MONEY.has(row.key)) return fmt.price(value);
      return row.key === 'area' ? t('units.areaValue', { area: fmt.number(value) }) : fmt.number(value);
    }
    if (row.key === 'status') return t(`units.status.${value as ResaleUnit['status']}`);
    if (row.key === 'propertyType') return t(`units.type.${value as ResaleUnit['propertyType']}`);
    return value;
  };
  return (
    <Dialog
      open
      size="lg"
      title={t('units.compareDialog.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <div className="unit-compare">
        <table className="unit-compare__table">
          <thead>
            <tr>
              <th scope="col">{t('units.compareDialog.field')}</th>
              {units.map((u) => (
                <th scope="col" key={u._id}>
                  {u.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {compareRows(units).map((row) => (
              <tr key={row.key} className={row.differs ? 'unit-compare__differs' : undefined}>
                <th scope="row">
                  {label(row.key)}
                  {row.differs && ' '}
                  {row.differs && <span className="unit-compare__tag">{t('units.compareDialog.differs')}</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={units[i]!._id}>{show(row, value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
