import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ImportResult, UndoImportResult } from '@crm/contracts';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';
import { ErrorText } from './error-text';
import { ImportRowList } from './import-row-list';
import './import-report.css';
import './import-problems.css';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-error';
import { translateText, useT } from '../../lib/i18n';

interface ImportReportProps {
  report: ImportResult;
  onDismiss: () => void;
  /** Where a record the report names opens (a lead's page); without it the row only says why. */
  existingHref?: (id: string) => string;
  /** Undo the import (`useUndoImport` of shared-api): offered while it created something. */
  onUndo?: (batchId: string) => Promise<UndoImportResult>;
  /** Download the rejected rows as they were, with why (`downloadRejectedRows` of shared-api): offered when rows were rejected. */
  onDownloadRejected?: (batchId: string) => Promise<void>;
  /** Where removed leads are restored (the Deleted leads screen, for those who may): linked after an undo. */
  deletedHref?: string;
}

/**
 * What a spreadsheet import did: created, skipped, each refused row with its reason, the warnings of
 * the rows imported with something left out (apart from the refused), and its undo.
 */
export function ImportReport({
  report,
  onDismiss,
  existingHref,
  onUndo,
  onDownloadRejected,
  deletedHref,
}: ImportReportProps) {
  const { t } = useT();
  const confirm = useConfirm();
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState<UndoImportResult | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const { batchId } = report;
  const [downloading, setDownloading] = useState(false);

  const handleDownloadRejected = async () => {
    if (!onDownloadRejected || !batchId) return;
    setDownloading(true);
    setUndoError(null);
    try {
      await onDownloadRejected(batchId);
    } catch (err) {
      setUndoError(errorMessage(err, 'Download failed'));
    } finally {
      setDownloading(false);
    }
  };

  const handleUndo = async () => {
    if (!onUndo || !batchId) return;
    const ok = await confirm({
      title: t('common.importUndoTitle'),
      message: t('common.importUndoConfirm', { count: report.created }),
      confirmLabel: t('common.importUndo'),
      danger: true,
    });
    if (!ok) return;
    setUndoing(true);
    setUndoError(null);
    try {
      setUndone(await onUndo(batchId));
    } catch (err) {
      setUndoError(errorMessage(err, 'Undo failed'));
    } finally {
      setUndoing(false);
    }
  };

  return (
    <section className="import-report" role="status" aria-label={t('common.importReport')}>
      <div className="row-ends">
        <p>
          <strong>{t('common.importFinished')}</strong>{' '}
          {t('common.importCounts', { created: report.created, skipped: report.skipped })}
        </p>
        <div className="import-report__actions">
          {onDownloadRejected && batchId && report.skipped > 0 && (
            <Button size="sm" variant="secondary" loading={downloading} onClick={() => void handleDownloadRejected()}>
              {t('imports.downloadRejected')}
            </Button>
          )}
          {onUndo && batchId && report.created > 0 && !undone && (
            <Button size="sm" variant="secondary" loading={undoing} onClick={() => void handleUndo()}>
              {t('common.importUndo')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('common.dismiss')}
          </Button>
        </div>
      </div>
      <ErrorText>{undoError}</ErrorText>
      {undone && <UndoneNote undone={undone} openHref={existingHref} deletedHref={deletedHref} />}
      {report.errors.length > 0 && (
        <ul className="import-problems" aria-label={t('common.importProblems')}>
          {report.errors.map((e) => (
            <li key={`${e.row}-${e.message}`}>
              {t('common.importRow', { row: e.row, message: translateText(e.message) })}
              {e.existing && existingHref && (
                <>
                  {' '}
                  <Link to={existingHref(e.existing._id)}>
                    <bdi>{t('common.openNamed', { name: e.existing.name })}</bdi>
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {report.skippedRows.length > 0 && (
        <>
          <p>{t('imports.skippedCount', { count: report.skippedRows.length })}</p>
          <ImportRowList
            label={t('imports.skippedRows')}
            rows={report.skippedRows.map(({ row, reason }) => ({ row, message: reason }))}
            tone="skipped"
          />
        </>
      )}
      {report.warnings.length > 0 && (
        <>
          <h3 className="import-report__heading">{t('imports.warnings')}</h3>
          <ImportRowList label={t('imports.warnings')} rows={report.warnings} tone="warning" />
        </>
      )}
      <p className="import-report__history">
        <Link to={paths.imports.href()}>{t('common.importHistory')}</Link>
      </p>
    </section>
  );
}

/** What an undo did: how many it removed, and those it kept because someone changed them since. */
export function UndoneNote({
  undone,
  openHref,
  deletedHref,
}: {
  undone: UndoImportResult;
  openHref?: (id: string) => string;
  /** Where the removed records can be restored (Deleted leads), for those who may. */
  deletedHref?: string;
}) {
  const { t } = useT();
  return (
    <div className="import-report__undone">
      <p>
        <strong>{t('common.importUndone', { count: undone.removed })}</strong>
        {undone.kept > 0 && <> {t('common.importKept', { count: undone.kept })}</>}
        {deletedHref && undone.removed > 0 && (
          <>
            {' '}
            <Link to={deletedHref}>{t('deletedLeads.restoreFromHere')}</Link>
          </>
        )}
      </p>
      {undone.keptRecords.length > 0 && (
        <ul className="import-report__kept">
          {undone.keptRecords.map((record) => (
            <li key={record._id}>
              {openHref ? (
                <Link to={openHref(record._id)}>
                  <bdi>{record.name}</bdi>
                </Link>
              ) : (
                <bdi>{record.name}</bdi>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
