import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { canTransferUnits, pageCount, UNIT_PAGE_SIZES, type ImportResult, type ResaleUnit } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorText } from '../../../components/ui/error-text';
import { DownloadIcon } from '../../../components/ui/icons';
import { ImportControls } from '../../../components/ui/import-controls';
import { ImportReport } from '../../../components/ui/import-report';
import { downloadRejectedRows, useUndoImport } from '../../../shared-api/imports';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useDownloadError } from '../../../lib/use-download-error';
import { useImportControls } from '../../../lib/use-import-controls';
import { useCurrentUser } from '../../../lib/use-session';
import { useSchemaQueryStates } from '../../../lib/url-query/use-schema-query-states';
import { useUnits } from '../api/get-units';
import { UNIT_IMPORT, useExportUnits, useImportUnits } from '../api/unit-transfer';
import { canCompare, COMPARE_MAX } from '../model/compare';
import { clearUnitFilters, toUnitsQuery, unitFilters } from '../model/unit-filters';
import type { UnitDialog } from './unit-actions-menu';
import { UnitAssignDialog } from './unit-assign-dialog';
import { UnitCard } from './unit-card';
import { UnitCompareDialog } from './unit-compare-dialog';
import { UnitFiltersBar } from './unit-filters-bar';
import { UnitFormDialog } from './unit-form-dialog';
import { UnitLinkLeadDialog } from './unit-link-lead-dialog';
import { UnitStatsStrip } from './unit-stats-strip';
import { UnitStatusDialog } from './unit-status-dialog';
import './units.css';

type Open = { kind: UnitDialog; unit: ResaleUnit } | { kind: 'add' } | { kind: 'compare' } | null;

/** /resale-units. `topAgents` is the dashboard's list, composed in by the route (CEO/Admin). */
export function UnitsScreen({ topAgents }: { topAgents?: ReactNode }) {
  const { t } = useT();
  const caller = useCurrentUser();
  const [filters, update] = useSchemaQueryStates(unitFilters);
  const query = useMemo(() => toUnitsQuery(filters), [filters]);
  const units = useUnits(query);
  const [open, setOpen] = useState<Open>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const undoImport = useUndoImport();
  // Kept as units, not ids, so a selection survives paging and filtering.
  const [selected, setSelected] = useState<ResaleUnit[]>([]);
  const importControls = useImportControls(UNIT_IMPORT, useImportUnits(), setReport);
  const exportUnits = useExportUnits();
  const onDownloadError = useDownloadError();
  const transfers = canTransferUnits(caller);

  const total = units.data?.total ?? 0;
  const items = units.data?.items;
  const lastPage = pageCount(total, filters.limit);
  const pastEnd = Boolean(units.data) && !units.isPlaceholderData && filters.page > lastPage;
  useEffect(() => {
    if (pastEnd) void update({ page: lastPage }, { history: 'replace' });
  }, [pastEnd, lastPage, update]);

  const fresh = (unit: ResaleUnit) => items?.find((u) => u._id === unit._id) ?? unit;
  const handleSelect = (unit: ResaleUnit, on: boolean) =>
    setSelected((list) =>
      on ? [...list.filter((u) => u._id !== unit._id), unit] : list.filter((u) => u._id !== unit._id),
    );
  const handleExport = () => exportUnits.mutate(undefined, { onError: onDownloadError });
  const anyFilter = JSON.stringify(toUnitsQuery(clearUnitFilters(filters))) !== JSON.stringify(query);

  return (
    <div className="page units-page">
      <PageHeader
        title={t('units.title')}
        description={<bdi>{units.data ? t('units.count', { count: total }) : t('units.subtitle')}</bdi>}
        actions={
          <>
            <Button
              disabled={!canCompare(selected.length)}
              title={t('units.compareHint')}
              onClick={() => setOpen({ kind: 'compare' })}
            >
              {selected.length ? t('units.compareCount', { count: selected.length }) : t('units.compare')}
            </Button>
            {transfers && (
              <>
                <ImportControls inputLabel={t('units.spreadsheet')} {...importControls}>
                  {t('units.import')}
                </ImportControls>
                <Button icon={<DownloadIcon size={16} />} loading={exportUnits.isPending} onClick={handleExport}>
                  {t('units.export')}
                </Button>
              </>
            )}
            <Button variant="primary" onClick={() => setOpen({ kind: 'add' })}>
              {t('units.addUnit')}
            </Button>
          </>
        }
      />
      <UnitStatsStrip />
      {report && (
        <ImportReport
          report={report}
          onDismiss={() => setReport(null)}
          onUndo={undoImport.mutateAsync}
          onDownloadRejected={downloadRejectedRows}
        />
      )}
      <Card>
        <UnitFiltersBar filters={filters} onChange={update} onClear={() => update(clearUnitFilters(filters))} />
        {units.isError ? (
          <div className="units-error">
            <ErrorText>{errorMessage(units.error, 'Failed to load units')}</ErrorText>
            <Button size="sm" onClick={() => void units.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : units.isLoading ? (
          <ul className="unit-grid" aria-busy="true">
            <SkeletonItems
              count={6}
              className="unit-card unit-card--skeleton"
              lines={['skeleton--text', 'skeleton--value']}
              label={t('units.loading')}
            />
          </ul>
        ) : items && items.length === 0 ? (
          <EmptyState
            action={
              anyFilter ? (
                <Button size="sm" onClick={() => update(clearUnitFilters(filters))}>
                  {t('units.filters.clear')}
                </Button>
              ) : undefined
            }
          >
            {anyFilter ? t('units.empty') : t('units.emptyAll')}
          </EmptyState>
        ) : (
          <ul className="unit-grid" aria-busy={units.isPlaceholderData || undefined}>
            {items?.map((unit) => (
              <UnitCard
                key={unit._id}
                unit={unit}
                selected={selected.some((u) => u._id === unit._id)}
                selectable={selected.length < COMPARE_MAX}
                onSelect={handleSelect}
                onOpen={(kind, u) => setOpen({ kind, unit: u })}
              />
            ))}
          </ul>
        )}
        <Pagination
          page={filters.page}
          total={total}
          limit={filters.limit}
          limitOptions={UNIT_PAGE_SIZES}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit: limit as (typeof UNIT_PAGE_SIZES)[number] })}
        />
      </Card>
      {/* Below the list: the units are what the screen is for, the first ones above the fold. */}
      {topAgents}

      {open?.kind === 'add' && <UnitFormDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <UnitFormDialog unit={fresh(open.unit)} onClose={() => setOpen(null)} />}
      {open?.kind === 'status' && <UnitStatusDialog unit={fresh(open.unit)} onClose={() => setOpen(null)} />}
      {open?.kind === 'assign' && <UnitAssignDialog unit={fresh(open.unit)} onClose={() => setOpen(null)} />}
      {open?.kind === 'link' && <UnitLinkLeadDialog unit={fresh(open.unit)} onClose={() => setOpen(null)} />}
      {open?.kind === 'compare' && <UnitCompareDialog units={selected.map(fresh)} onClose={() => setOpen(null)} />}
    </div>
  );
}
