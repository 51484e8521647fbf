import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pageCount, type DeletedLead } from '@crm/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useDeletedLeads } from '../api/get-deleted-leads';
import { useRestoreLead } from '../api/restore-lead';
import { phoneHolderOf, type PhoneHolder } from '../model/restore-refusal';
import './leads.css';

/**
 * CEO and Admin: the deleted leads, newest deleted first, searchable, with who deleted each and when,
 * and Restore. A lead whose phone a live lead has now stays deleted: the refusal names that lead.
 */
export function DeletedLeadsScreen() {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const showPhone = usePhoneDisplay();
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim());
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const deleted = useDeletedLeads({ page, limit, ...(search && { search }) });
  const restore = useRestoreLead();
  const [holder, setHolder] = useState<(PhoneHolder & { restoring: string }) | null>(null);
  const total = deleted.data?.total ?? 0;
  // A page emptied by restores steps back to the last page that has leads.
  const lastPage = pageCount(total, limit);
  if (deleted.data && !deleted.isPlaceholderData && page > lastPage) setPage(lastPage);

  const handleRestore = (lead: DeletedLead) => {
    setHolder(null);
    restore.mutate(lead._id, {
      onSuccess: () => toast.success(t('deletedLeads.restored', { name: lead.name })),
      onError: (err) => {
        const refusedFor = hasErrorCode(err, 'LEAD_DUPLICATE_PHONE') ? phoneHolderOf(err.details) : null;
        if (refusedFor) setHolder({ ...refusedFor, restoring: lead.name });
        else toast.error(errorMessage(err, t('deletedLeads.restoreFailed')));
      },
    });
  };

  const columns: Column<DeletedLead>[] = [
    {
      key: 'lead',
      header: t('deletedLeads.lead'),
      cell: (lead) => (
        <span className="deleted-leads__lead">
          <bdi>{lead.name}</bdi>
          {lead.phone && (
            <span className="muted" dir="ltr">
              {showPhone(lead.phone)}
            </span>
          )}
          {lead.email && <bdi className="muted">{lead.email}</bdi>}
        </span>
      ),
    },
    {
      key: 'deletedAt',
      header: t('deletedLeads.deletedAt'),
      cell: (lead) => (
        <time dateTime={lead.deletedAt} dir="auto">
          {fmt.dateTime(lead.deletedAt)}
        </time>
      ),
    },
    {
      key: 'deletedBy',
      header: t('deletedLeads.deletedBy'),
      cell: (lead) =>
        lead.deletedBy ? <bdi>{lead.deletedBy.name}</bdi> : <span className="muted">{t('deletedLeads.unknown')}</span>,
    },
    {
      key: 'assignedTo',
      header: t('deletedLeads.assignedTo'),
      cell: (lead) =>
        lead.assignedTo ? <bdi>{lead.assignedTo.name}</bdi> : <span className="muted">{t('leads.unassigned')}</span>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      cell: (lead) => (
        <Button
          size="sm"
          aria-label={t('deletedLeads.restoreNamed', { name: lead.name })}
          loading={restore.isPending && restore.variables === lead._id}
          onClick={() => handleRestore(lead)}
        >
          {t('deletedLeads.restore')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader
        title={t('deletedLeads.title')}
        description={<bdi>{t('deletedLeads.description')}</bdi>}
        actions={
          <ButtonLink to={paths.leads.href()} variant="ghost">
            {t('leads.page.back')}
          </ButtonLink>
        }
      />
      {holder && (
        <Card>
          <p role="alert">
            {t('deletedLeads.phoneTaken', { name: holder.restoring })}{' '}
            {holder.leadId && holder.name && (
              <Link to={paths.lead.href(holder.leadId)}>
                <bdi>{t('common.openNamed', { name: holder.name })}</bdi>
              </Link>
            )}
          </p>
        </Card>
      )}
      <Card>
        <div className="deleted-leads__search">
          <SearchInput
            aria-label={t('deletedLeads.search')}
            placeholder={t('deletedLeads.search')}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              setPage(1);
            }}
          />
        </div>
        <Table
          caption={t('deletedLeads.title')}
          columns={columns}
          rows={deleted.data?.items}
          rowKey={(lead) => lead._id}
          loading={deleted.isLoading || deleted.isPlaceholderData}
          emptyText={search ? t('deletedLeads.noMatch') : t('deletedLeads.empty')}
          error={
            deleted.isError && (
              <ErrorState
                error={deleted.error}
                fallback="Failed to load deleted leads"
                onRetry={() => void deleted.refetch()}
              />
            )
          }
          footer={
            total > 0 && (
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
            )
          }
        />
      </Card>
    </div>
  );
}
