import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canSeeAllImports,
  canUndoImport,
  IMPORT_KINDS,
  type ImportBatch,
  type ImportKind,
  type UndoImportResult,
} from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { UndoneNote } from '../../../components/ui/import-report';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useCan } from '../../../lib/authorization';
import { useCurrentUser } from '../../../lib/use-session';
import { useUndoImport } from '../../../shared-api/imports';
import { useImports } from '../api/get-imports';
import { DownloadRejectedButton } from './download-rejected-button';
import { ImportProblemsDialog } from './import-problems-dialog';
import './imports.css';

const STATUS_TONE = { running: 'primary', done: 'success', undone: 'neutral', interrupted: 'warning' } as const;

/** Where the records of an import live (a kept lead opens its page). */
const KIND_HREF: Record<ImportKind, string> = {
  leads: paths.leads.href(),
  units: paths.resaleUnits.href(),
  users: paths.users.href(),
};

/** Problems are kept for a finished import (an undone one keeps them); a running or interrupted one has none. */
const problemsOf = (b: ImportBatch) => (b.status === 'done' || b.status === 'undone' ? b.skipped + b.warnings : 0);

/** The Imports page: who imported what, when, how it went (each rejected row and warning); undo where the caller may. */
export function ImportsScreen() {
  const { t } = useT();
  const fmt = useFormat();
  const me = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [kind, setKind] = useState<ImportKind | ''>('');
  const imports = useImports({ page, limit, ...(kind && { kind }) });
  const undo = useUndoImport();
  const [lastUndone, setLastUndone] = useState<{ kind: ImportKind; result: UndoImportResult } | null>(null);
  const [problemsFor, setProblemsFor] = useState<ImportBatch | null>(null);
  const restoresLeads = useCan('leads:delete');

  const handleUndo = async (batch: ImportBatch) => {
    const ok = await confirm({
      title: t('common.importUndoTitle'),
      message: t('common.importUndoConfirm', { count: batch.created }),
      confirmLabel: t('common.importUndo'),
      danger: true,
    });
    if (!ok) return;
    undo.mutate(batch._id, {
      onSuccess: (result) => {
        setLastUndone({ kind: batch.kind, result });
        toast.success(t('common.importUndone', { count: result.removed }));
      },
      onError: (err) => toast.error(errorMessage(err, 'Undo failed')),
    });
  };

  const columns: Column<ImportBatch>[] = [
    { key: 'when', header: t('imports.when'), cell: (b) => fmt.dateTime(b.startedAt) },
    {
      key: 'what',
      header: t('imports.what'),
      cell: (b) => (
        <span className="imports__what">
          <span>{t(`imports.kinds.${b.kind}`)}</span>
          {b.fileName && <bdi className="muted imports__file">{b.fileName}</bdi>}
        </span>
      ),
    },
    ...(canSeeAllImports(me)
      ? [{ key: 'by', header: t('imports.by'), cell: (b: ImportBatch) => <bdi>{b.by.name}</bdi> }]
      : []),
    { key: 'rows', header: t('imports.rows'), align: 'end', cell: (b) => fmt.number(b.rows) },
    { key: 'created', header: t('imports.created'), align: 'end', cell: (b) => fmt.number(b.created) },
    { key: 'skipped', header: t('imports.skipped'), align: 'end', cell: (b) => fmt.number(b.skipped) },
    {
      key: 'problems',
      header: t('imports.problems'),
      cell: (b) =>
        problemsOf(b) > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('imports.problemsFor', {
              count: problemsOf(b),
              file: b.fileName || t(`imports.kinds.${b.kind}`),
            })}
            onClick={() => setProblemsFor(b)}
          >
            {t('imports.seeProblems', { count: problemsOf(b) })}
          </Button>
        ) : (
          <span className="muted">{t('imports.noneShort')}</span>
        ),
    },
    {
      key: 'status',
      header: t('imports.status'),
      cell: (b) => (
        <span className="imports__status">
          <Badge tone={STATUS_TONE[b.status]}>{t(`imports.statuses.${b.status}`)}</Badge>
          {b.status === 'running' && b.rows > 0 && (
            <span className="muted">
              {t('imports.progress', { done: fmt.number(b.done), rows: fmt.number(b.rows) })}
            </span>
          )}
          {b.undone && (
            <span className="muted">
              {t('imports.undoneBy', {
                name: b.undone.by.name,
                removed: fmt.number(b.undone.removed),
                kept: fmt.number(b.undone.kept),
              })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      cell: (b) => (
        <span className="imports__actions">
          {b.skipped > 0 && problemsOf(b) > 0 && <DownloadRejectedButton batch={b} />}
          {canUndoImport(me, b) && (
            <Button
              size="sm"
              aria-label={t('imports.undoFor', { file: b.fileName || t(`imports.kinds.${b.kind}`) })}
              loading={undo.isPending && undo.variables === b._id}
              onClick={() => void handleUndo(b)}
            >
              {t('common.importUndo')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const data = imports.data;
  return (
    <div className="page">
      <PageHeader
        title={t('imports.title')}
        description={canSeeAllImports(me) ? t('imports.descriptionAll') : t('imports.descriptionOwn')}
      />
      {lastUndone && (
        <Card>
          <UndoneNote
            undone={lastUndone.result}
            openHref={lastUndone.kind === 'leads' ? paths.lead.href : undefined}
            deletedHref={lastUndone.kind === 'leads' && restoresLeads ? paths.deletedLeads.href() : undefined}
          />
          {lastUndone.kind !== 'leads' && (
            <Link to={KIND_HREF[lastUndone.kind]}>{t(`imports.kinds.${lastUndone.kind}`)}</Link>
          )}
        </Card>
      )}
      <Card>
        <div className="imports__filters">
          <Select
            aria-label={t('imports.kindFilter')}
            value={kind}
            emptyLabel={t('imports.allKinds')}
            options={IMPORT_KINDS.map((k) => ({ value: k, label: t(`imports.kinds.${k}`) }))}
            onValueChange={(value) => {
              setKind(value as ImportKind | '');
              setPage(1);
            }}
          />
        </div>
        <Table
          caption={t('imports.caption')}
          columns={columns}
          rows={data?.items}
          rowKey={(b) => b._id}
          loading={imports.isPending}
          error={imports.isError ? errorMessage(imports.error, 'Failed to load imports') : undefined}
          emptyText={t('imports.empty')}
        />
        {data && data.total > 0 && (
          <Pagination
            page={page}
            total={data.total}
            limit={limit}
            onPageChange={setPage}
            onLimitChange={(n) => {
              setLimit(n);
              setPage(1);
            }}
          />
        )}
      </Card>
      {problemsFor && <ImportProblemsDialog batch={problemsFor} onClose={() => setProblemsFor(null)} />}
    </div>
  );
}
