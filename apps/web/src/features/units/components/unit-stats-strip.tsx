import { Link } from 'react-router-dom';
import { UNIT_STATUSES } from '@crm/contracts';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useUnitsSummary } from '../../../shared-api/units';
import { unitsHref } from '../model/unit-filters';

/**
 * Counts per status, featured and archived; each opens the list so filtered. Statistics failures
 * stay silent (spec section 8): the strip is simply left out.
 */
export function UnitStatsStrip() {
  const { t } = useT();
  const fmt = useFormat();
  const summary = useUnitsSummary();
  if (summary.isPending) {
    return (
      <div className="unit-stats">
        <SkeletonItems count={6} className="unit-stat" lines={['skeleton--text']} label={t('units.loading')} />
      </div>
    );
  }
  if (!summary.data) return null;
  const items = [
    ...UNIT_STATUSES.map((status) => ({
      key: status,
      label: t(`units.status.${status}`),
      value: summary.data[status],
      href: unitsHref({ status }),
    })),
    {
      key: 'featured',
      label: t('units.stats.featured'),
      value: summary.data.featured,
      href: unitsHref({ isFeatured: true }),
    },
    {
      key: 'archived',
      label: t('units.stats.archived'),
      value: summary.data.archived,
      href: unitsHref({ includeArchived: true }),
    },
  ];
  return (
    <nav className="unit-stats" aria-label={t('units.stats.label')}>
      {items.map((item) => (
        <Link key={item.key} to={item.href} className={`unit-stat unit-stat--${item.key}`}>
          <span className="unit-stat__label">{item.label}</span>{' '}
          <span className="unit-stat__value">{fmt.number(item.value)}</span>
        </Link>
      ))}
    </nav>
  );
}
