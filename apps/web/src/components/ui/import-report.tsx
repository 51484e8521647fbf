import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ImportResult, UndoImportResult } from '@crm/contracts';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';
import { ErrorText } from './error-text';
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
}

/**
 * What a spreadsheet import did: created, skipped, each refused row with its reason, the warnings of
 * the rows imported with something left out (apart from the refused), and its undo.
 */
export function ImportReport({ report, onDismiss, existingHref, onUndo }: ImportReportProps) {
  const { t } = useT();
  const confirm = useConfirm();
  const [undoing, setUndoing] = useState(false);
  const [undone, setUndone] = useState<UndoImportResult | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const { batchId } = report;

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
      {undone && <UndoneNote undone={undone} openHref={existingHref} />}
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
      {report.warnings.length > 0 && (
        <>
          <h3 className="import-report__heading">{t('imports.warnings')}</h3>
          <ul className="import-problems import-problems--warnings" aria-label={t('imports.warnings')}>
            {report.warnings.map((w) => (
              <li key={`${w.row}-${w.message}`}>
                {t('common.importRow', { row: w.row, message: translateText(w.message) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="import-report__history">
        <Link to={paths.imports.href()}>{t('common.importHistory')}</Link>
      </p>
    </section>
  );
}

/** What an undo did: how many it removed, and those it kept because someone changed them since. */
export function UndoneNote({ undone, openHref }: { undone: UndoImportResult; openHref?: (id: string) => string }) {
  const { t } = useT();
  return (
    <div className="import-report__undone">
      <p>
        <strong>{t('common.importUndone', { count: undone.removed })}</strong>
        {undone.kept > 0 && <> {t('common.importKept', { count: undone.kept })}</>}
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
