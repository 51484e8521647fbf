import { Link } from 'react-router-dom';
import type { RoutingDryRun } from '@crm/contracts';
import { Table, type Column } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

type Item = RoutingDryRun['items'][number];

/** Where each of the last leads would have gone under the rules tried, and why. */
export function DryRunTable({ items }: { items: Item[] }) {
  const { t } = useT();
  const columns: Column<Item>[] = [
    {
      key: 'lead',
      header: t('routing.columns.lead'),
      cell: (i) => (
        <Link to={paths.lead.href(i.lead._id)} dir="auto">
          {i.lead.name}
        </Link>
      ),
    },
    {
      key: 'rule',
      header: t('routing.columns.rule'),
      cell: (i) => (i.rule ? <span dir="auto">{i.rule}</span> : <span className="muted">{t('routing.noRule')}</span>),
    },
    {
      key: 'assignee',
      header: t('routing.columns.assignee'),
      cell: (i) =>
        i.assignee ? <span dir="auto">{i.assignee.name}</span> : <span className="muted">{t('routing.nobody')}</span>,
    },
    { key: 'reason', header: t('routing.columns.reason'), cell: (i) => <span dir="auto">{i.reason}</span> },
  ];
  return (
    <Table
      caption={t('routing.dryRunTitle')}
      columns={columns}
      rows={items}
      rowKey={(i) => i.lead._id}
      loading={false}
      emptyText={t('routing.dryRunEmpty')}
    />
  );
}
