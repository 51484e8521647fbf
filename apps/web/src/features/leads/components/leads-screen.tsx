import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ImportResult, Lead, Lookup, TeamRef } from '@crm/contracts';
import { LEAD_PAGE_SIZES, pageCount } from '@crm/contracts/zod-free';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/authorization';
import { useSchemaQueryStates } from '../../../lib/url-query/use-schema-query-states';
import { usePhoneFormat } from '../../../lib/use-phone-display';
import { useCurrentUser } from '../../../lib/use-session';
import { useLeads } from '../../../shared-api/leads';
import {
  clearFilters,
  leadFilters,
  sortFromParam,
  sortToParam,
  toExportQuery,
  toListQuery,
  type LeadPageSize,
} from '../model/lead-filters';
import { AssignDialog } from './assign-dialog';
import { ContactDialog } from './contact-dialog';
import { LeadFilterChips, type FilterChip } from './lead-filter-chips';
import { LeadFiltersBar } from './lead-filters-bar';
import { LeadImportButton } from './lead-import';
import { LeadExportButton } from './lead-export-button';
import { ImportReport } from '../../../components/ui/import-report';
import { downloadRejectedRows, useUndoImport } from '../../../shared-api/imports';
import { LeadTable } from './lead-table';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { LeadBulkBar } from './lead-bulk-bar';
import { useLeadSelection } from './use-lead-selection';
import { useLeadRowActions } from './use-lead-row-actions';
import { BulkStatusDialog, FeedbackDialog, LeadAddDialog, preloadLeadDialogs } from './lazy-lead-dialogs';
import { whenIdle } from '../../../lib/lazy-with-preload';
import './leads.css';
import './lead-bulk.css';
import { useT } from '../../../lib/i18n';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'bulkStatus' }
  | { kind: 'bulkAssign' }
  | { kind: 'contact'; lead: Lead }
  | { kind: 'assign'; lead: Lead }
  | { kind: 'feedback'; lead: Lead }
  | null;

interface LeadsScreenProps {
  /** The teams the caller may pick (all for CEO/Admin, their own for a Manager). */
  teams: TeamRef[];
  /** The lead interests lookup (value stored on the lead, label shown). */
  interests: Lookup[];
}

export function LeadsScreen({ teams, interests }: LeadsScreenProps) {
  const { t } = useT();
  const caller = useCurrentUser();
  const choosesTeam = useCan('leads:chooseTeam');
  const exportsLeads = useCan('leads:export');
  const readsExports = useCan('leads:viewExports');
  const restoresLeads = useCan('leads:delete');
  const [filters, update] = useSchemaQueryStates(leadFilters);
  const query = useMemo(() => toListQuery(filters), [filters]);
  const leads = useLeads(query);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const undoImport = useUndoImport();
  const { handleDelete, handleConvert, convertingId } = useLeadRowActions();
  const bulk = useLeadSelection(filters, leads.data);

  const total = leads.data?.total ?? 0;
  const items = leads.data?.items;
  // The rows (and the pagination under them) wait for the phone formats too, which load beside
  // the list: no number redraws, and nothing moves when the rows come.
  const phonesReady = usePhoneFormat().ready;
  // The forms' code loads once the rows are in (a dialog opened sooner loads its own): on mobile
  // data it would otherwise share the line with the rows and the phone formats.
  const listSettled = (Boolean(items) && phonesReady) || leads.isError;
  useEffect(() => (listSettled ? whenIdle(preloadLeadDialogs) : undefined), [listSettled]);
  // A page past the end (a stale link, the last row deleted) steps back to the last page.
  const lastPage = pageCount(total, filters.limit);
  const pastEnd = Boolean(leads.data) && !leads.isPlaceholderData && filters.page > lastPage;
  useEffect(() => {
    if (pastEnd) void update({ page: lastPage }, { history: 'replace' });
  }, [pastEnd, lastPage, update]);

  const loadError = leads.isError ? (
    <ErrorState error={leads.error} fallback="Failed to load leads" onRetry={() => void leads.refetch()} />
  ) : null;

  // Dialogs show the lead as it is now (a status changed in the row, a follow-up saved).
  const fresh = (lead: Lead) => items?.find((l) => l._id === lead._id) ?? lead;

  const chips: FilterChip[] = [];
  if (filters.followups === 'today') {
    chips.push({
      key: 'followups',
      label: t('leads.filters.followUpsToday'),
      onRemove: () => update({ followups: null }),
    });
  }
  if (filters.followups === 'missed') {
    chips.push({
      key: 'followups',
      label: t('leads.filters.missedFollowUps'),
      onRemove: () => update({ followups: null }),
    });
  }
  if (filters.firstContact === 'overdue') {
    chips.push({
      key: 'firstContact',
      label: t('firstContact.filter'),
      onRemove: () => update({ firstContact: null }),
    });
  }
  if (filters.assignedTo) {
    const name =
      filters.assignedTo === caller._id
        ? t('leads.filters.me')
        : (items?.find((l) => l.assignedTo?._id === filters.assignedTo)?.assignedTo?.name ??
          t('leads.filters.someone'));
    chips.push({
      key: 'assignedTo',
      label: t('leads.filters.assignedTo', { name }),
      onRemove: () => update({ assignedTo: null }),
    });
  }
  if (filters.teamId && !choosesTeam) {
    const name = items?.find((l) => l.teamId?._id === filters.teamId)?.teamId?.name;
    chips.push({
      key: 'teamId',
      label: name ? t('leads.filters.teamNamed', { name }) : t('leads.filters.oneTeam'),
      onRemove: () => update({ teamId: null }),
    });
  }

  return (
    <div className="page leads-page">
      <PageHeader
        title={t('leads.title')}
        description={
          // While the count loads, a placeholder of its size: the longer subtitle in its place
          // pushed the buttons onto a row of their own on a phone, and the table jumped up after.
          leads.isPending ? (
            <Skeleton className="skeleton--count" />
          ) : (
            <bdi>{leads.data ? t('leads.count', { count: total }) : t('leads.subtitle')}</bdi>
          )
        }
        actions={
          <>
            <LeadImportButton onImported={setReport} />
            {exportsLeads && <LeadExportButton query={toExportQuery(filters)} />}
            {readsExports && (
              <ButtonLink to={paths.leadExports.href()} variant="ghost">
                {t('leadExports.open')}
              </ButtonLink>
            )}
            {restoresLeads && (
              <ButtonLink to={paths.deletedLeads.href()} variant="ghost">
                {t('deletedLeads.open')}
              </ButtonLink>
            )}
            <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
              <bdi>{t('leads.addLead')}</bdi>
            </Button>
          </>
        }
      />
      {report && (
        <ImportReport
          report={report}
          onDismiss={() => setReport(null)}
          existingHref={paths.lead.href}
          onUndo={undoImport.mutateAsync}
          onDownloadRejected={downloadRejectedRows}
          deletedHref={restoresLeads ? paths.deletedLeads.href() : undefined}
        />
      )}
      <Card>
        <LeadFiltersBar
          filters={filters}
          teams={teams}
          interests={interests}
          onChange={update}
          onClear={() => update(clearFilters(filters))}
        />
        <LeadFilterChips chips={chips} />
        {bulk.bar && (
          <LeadBulkBar
            {...bulk.bar}
            onAction={(action) => {
              if (action === 'status') setDialog({ kind: 'bulkStatus' });
              else if (action === 'assign') setDialog({ kind: 'bulkAssign' });
              else if (action === 'convert') void bulk.actions.handleConvert();
              else if (action === 'delete') void bulk.actions.handleDelete();
            }}
          />
        )}
        {loadError && items && items.length > 0 && loadError}
        <LeadTable
          error={loadError}
          leads={phonesReady ? items : undefined}
          loading={leads.isLoading || leads.isPlaceholderData || !phonesReady}
          caller={caller}
          interests={interests}
          sort={sortFromParam(filters.sort)}
          onSortChange={(sort) => update({ sort: sortToParam(sort) })}
          onContact={(lead) => setDialog({ kind: 'contact', lead })}
          onFeedback={(lead) => setDialog({ kind: 'feedback', lead })}
          onAssign={(lead) => setDialog({ kind: 'assign', lead })}
          onConvert={(lead) => void handleConvert(lead)}
          onDelete={(lead) => void handleDelete(lead)}
          convertingId={convertingId}
          selection={bulk.table}
          footer={
            // Not before the first page is in: shown under the loading row, it jumped down when rows came.
            !leads.isPending &&
            phonesReady && (
              <Pagination
                page={filters.page}
                total={total}
                limit={filters.limit}
                limitOptions={LEAD_PAGE_SIZES}
                onPageChange={(page) => update({ page })}
                onLimitChange={(limit) => update({ limit: limit as LeadPageSize })}
              />
            )
          }
        />
      </Card>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && (
          <LeadAddDialog teams={teams} interests={interests} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'bulkStatus' && (
          <BulkStatusDialog
            count={bulk.count}
            busy={bulk.actions.pending}
            onClose={() => setDialog(null)}
            onApply={(change) =>
              void bulk.actions.apply({ action: 'status', ...change }).then((done) => done && setDialog(null))
            }
          />
        )}
        {dialog?.kind === 'bulkAssign' && (
          <BulkAssignDialog
            count={bulk.count}
            busy={bulk.actions.pending}
            onClose={() => setDialog(null)}
            onApply={(userId) =>
              void bulk.actions.apply({ action: 'assign', userId }).then((done) => done && setDialog(null))
            }
          />
        )}
        {dialog?.kind === 'contact' && <ContactDialog lead={dialog.lead} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'assign' && (
          <AssignDialog key={dialog.lead._id} lead={fresh(dialog.lead)} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'feedback' && (
          <FeedbackDialog key={dialog.lead._id} lead={fresh(dialog.lead)} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </div>
  );
}
