import { useState } from 'react';
import { LEAD_SOURCES, LEAD_STATUSES, pageCount, type LeadExport, type Lookup } from '@crm/contracts';
import { RolePill } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Table, type Column } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useLeadExports } from '../api/get-lead-exports';
import { exportFilterParts, type ExportFilterPart } from '../model/export-filters';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** An export's filter in the reader's language: "Status: Follow Up · Team: North", or "All leads". */
function ExportFilter({ record, interests }: { record: LeadExport; interests: readonly Lookup[] }) {
  const { t } = useT();
  const textOf = (part: ExportFilterPart): string => {
    switch (part.key) {
      case 'search':
        return t('leadExports.search', { value: part.value });
      case 'status':
        return t('leadExports.status', {
          value: isOneOf(LEAD_STATUSES, part.value) ? t(`labels.status.${part.value}`) : part.value,
        });
      case 'source':
        return t('leadExports.source', {
          value: isOneOf(LEAD_SOURCES, part.value) ? t(`labels.source.${part.value}`) : part.value,
        });
      case 'interest':
        return t('leadExports.interest', {
          value: interests.find((i) => i.value === part.value)?.label ?? part.value,
        });
      case 'team':
        return t('leadExports.team', { value: part.value ?? t('leadExports.deletedTeam') });
      case 'assignedTo':
        return t('leadExports.assignedTo', { value: part.value ?? t('leadExports.deletedUser') });
      case 'followUpsToday':
        return t('leads.filters.followUpsToday');
      case 'missedFollowUps':
        return t('leads.filters.missedFollowUps');
      case 'firstContactOverdue':
        return t('firstContact.filter');
    }
  };
  const parts = exportFilterParts(record);
  if (parts.length === 0) return <span className="muted">{t('leadExports.allLeads')}</span>;
  return <bdi>{parts.map(textOf).join(' · ')}</bdi>;
}

interface LeadExportsScreenProps {
  /** The lead interests lookup: an interest filter shows its label. */
  interests: readonly Lookup[];
}

/** The CEO's list of leads exports: when, by whom, with which filter, how many leads; newest first. */
export function LeadExportsScreen({ interests }: LeadExportsScreenProps) {
  const { t } = useT();
  const fmt = useFormat();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const exports = useLeadExports({ page, limit });
  const total = exports.data?.total ?? 0;
  // A page past the end (the list is only ever added to, but a stale page size) steps back.
  const lastPage = pageCount(total, limit);
  if (exports.data && !exports.isPlaceholderData && page > lastPage) setPage(lastPage);

  const columns: Column<LeadExport>[] = [
    {
      key: 'when',
      header: t('leadExports.when'),
      cell: (e) => (
        <time dateTime={e.createdAt} dir="auto">
          {fmt.dateTime(e.createdAt)}
        </time>
      ),
    },
    {
      key: 'by',
      header: t('leadExports.by'),
      cell: (e) => (
        <>
          <bdi>{e.exportedBy.name}</bdi> <RolePill role={e.exportedBy.role} />
        </>
      ),
    },
    { key: 'filter', header: t('leadExports.filter'), cell: (e) => <ExportFilter record={e} interests={interests} /> },
    { key: 'rows', header: t('leadExports.rows'), align: 'end', cell: (e) => fmt.number(e.rows) },
  ];

  return (
    <div className="page">
      <PageHeader
        title={t('leadExports.title')}
        description={<bdi>{t('leadExports.description')}</bdi>}
        actions={
          <ButtonLink to={paths.leads.href()} variant="ghost">
            {t('leads.page.back')}
          </ButtonLink>
        }
      />
      <Card>
        <Table
          caption={t('leadExports.title')}
          columns={columns}
          rows={exports.data?.items}
          rowKey={(e) => e._id}
          loading={exports.isLoading || exports.isPlaceholderData}
          emptyText={t('leadExports.empty')}
          error={
            exports.isError && (
              <ErrorState
                error={exports.error}
                fallback="Failed to load lead exports"
                onRetry={() => void exports.refetch()}
              />
            )
          }
          footer={
            <Pagination
              page={page}
              total={total}
              limit={limit}
              onPageChange={setPage}
              onLimitChange={(value) => {
                setLimit(value);
                setPage(1);
              }}
            />
          }
        />
      </Card>
    </div>
  );
}
