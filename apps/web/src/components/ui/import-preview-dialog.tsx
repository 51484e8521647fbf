import type { ImportPreview } from '@crm/contracts';
import { Button } from './button';
import { Dialog } from './dialog';
import { EmptyState } from './empty-state';
import { ErrorText } from './error-text';
import { ImportHeaderRow } from './import-header-row';
import { ImportProgress, type ImportProgressProps } from './import-progress';
import { ImportRowList } from './import-row-list';
import { ImportValueMapping, type ImportValueMapping as ValueMapping } from './import-value-mapping';
import { DownloadIcon } from './icons';
import { Select } from './select';
import { LoadingState } from './spinner';
import { Table, type Column } from './table';
import './import-preview.css';
import { useT } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';

export interface ImportPreviewDialogProps {
  /** The chosen file's name, under the title. */
  fileName?: string;
  /** What the import would do; null until the first preview comes. `missing` lists field names. */
  preview: ImportPreview | null;
  /** The columns the person chose so far: sheet header -> field, '' ignored. */
  mapping: Record<string, string>;
  /** Each field's name as the screen shows it. */
  fieldLabels: Record<string, string>;
  /** A stored value as the screens name it (a status, a role); others as they are. */
  valueLabel?: (field: string, value: string) => string;
  /** A preview being asked for (the columns wait, Import is off), or the import running. */
  busy: 'preview' | 'import' | null;
  /** While the import runs, how far it got (null before the server's first word). */
  progress?: ImportProgressProps['progress'];
  /** The last call's failure, already worded (`errorMessage(err, 'Import failed')`). */
  error: string | null;
  /** A column re-mapped: the whole mapping chosen so far, this change included. */
  onRemap: (mapping: Record<string, string>) => void;
  /** Another row chosen as the header row: the preview is asked for again with it. */
  onHeaderRow?: (row: number) => void;
  /** What the person mapped the sheet's unknown values to so far (`importBody.values`). */
  values?: ValueMapping;
  /** A value mapped: the whole value mapping so far; without it the unknown values are not offered. */
  onMapValues?: (values: ValueMapping) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Offers "Download template" when the sheet has no rows. */
  onDownloadTemplate?: () => void;
  templateLoading?: boolean;
}

type SampleRow = ImportPreview['sample'][number];

/**
 * "Check the import": how a sheet was read before anything is stored. The counts, a needed column
 * the sheet lacks, each header with the field it fills (re-mappable), the first rows as they would
 * be stored, the problems; Import sends it as shown. Fetches nothing: the screen's flow does.
 */
export function ImportPreviewDialog({
  fileName,
  preview,
  mapping,
  fieldLabels,
  valueLabel = (_field, value) => value,
  busy,
  progress = null,
  error,
  onRemap,
  onHeaderRow,
  values = {},
  onMapValues,
  onConfirm,
  onCancel,
  onDownloadTemplate,
  templateLoading,
}: ImportPreviewDialogProps) {
  const { t } = useT();
  const { lang } = usePreferences();
  const labelOf = (field: string) => fieldLabels[field] ?? field;
  const ready = preview?.ready ?? 0;

  return (
    <Dialog
      title={t('common.importCheck')}
      description={fileName && <bdi>{fileName}</bdi>}
      size="lg"
      onClose={onCancel}
      onSubmit={onConfirm}
      submitLabel={t('common.importRun', { count: ready })}
      submitting={busy === 'import'}
      submitDisabled={ready === 0 || busy === 'preview'}
    >
      {!preview ? (
        busy ? (
          <LoadingState label={t('common.importReading')} />
        ) : (
          <ErrorText>{error}</ErrorText>
        )
      ) : (
        <div
          className={busy === 'preview' ? 'import-preview import-preview--updating' : 'import-preview'}
          aria-busy={busy === 'preview' || undefined}
        >
          <p className="import-preview__counts" role="status">
            <strong>{t('common.importReadyCount', { ready: preview.ready, count: preview.rows })}</strong>
            {preview.errors.length > 0 && (
              <span className="import-preview__problem-count">
                {t('common.importProblemCount', { count: preview.errors.length })}
              </span>
            )}
            {preview.skippedRows.length > 0 && (
              <span className="muted">{t('imports.skippedCount', { count: preview.skippedRows.length })}</span>
            )}
            {preview.warnings.length > 0 && (
              <span className="import-preview__warning-count">
                {t('imports.warningCount', { count: preview.warnings.length })}
              </span>
            )}
            {busy === 'preview' && <span className="muted">{t('common.importUpdating')}</span>}
          </p>
          {busy === 'import' && <ImportProgress progress={progress} />}
          <ErrorText>{error}</ErrorText>
          {preview.missing.length > 0 && (
            <p className="import-preview__alert" role="alert">
              {t('common.importMissing', { columns: listOf(preview.missing.map(labelOf), lang) })}
            </p>
          )}
          {onHeaderRow && preview.headerCandidates.length > 1 && (
            <ImportHeaderRow
              headerRow={preview.headerRow}
              candidates={preview.headerCandidates}
              disabled={busy !== null}
              onChange={onHeaderRow}
            />
          )}
          {preview.rows === 0 && preview.missing.length === 0 && (
            <EmptyState
              action={
                onDownloadTemplate && (
                  <Button
                    size="sm"
                    icon={<DownloadIcon size={16} />}
                    loading={templateLoading}
                    onClick={onDownloadTemplate}
                  >
                    {t('common.importTemplate')}
                  </Button>
                )
              }
            >
              {t('common.importEmpty')}
            </EmptyState>
          )}

          {preview.columns.length > 0 && (
            <section className="stack">
              <h3 className="import-preview__heading">{t('common.importColumns')}</h3>
              <p className="muted import-preview__hint">{t('common.importColumnsHint')}</p>
              <ul className="plain-list import-preview__columns">
                {preview.columns.map(({ header, field }, index) => (
                  <li key={`${index}-${header}`} className="import-preview__column">
                    <bdi className="import-preview__header">{header}</bdi>
                    <Select
                      aria-label={t('common.importColumn', { header })}
                      value={mapping[header] ?? field ?? ''}
                      options={preview.fields.map((f) => ({ value: f, label: labelOf(f) }))}
                      emptyLabel={t('common.importIgnoreColumn')}
                      disabled={busy === 'import'}
                      onValueChange={(value) => onRemap({ ...mapping, [header]: value })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {onMapValues && (
            <ImportValueMapping
              unknownValues={preview.unknownValues}
              values={values}
              fieldLabels={fieldLabels}
              valueLabel={valueLabel}
              disabled={busy === 'import'}
              onChange={onMapValues}
            />
          )}

          {preview.sample.length > 0 && (
            <section className="stack">
              <h3 className="import-preview__heading">{t('common.importFirstRows')}</h3>
              <Table
                caption={t('common.importFirstRows')}
                columns={sampleColumns(preview, labelOf, valueLabel, t('common.importRowNumber'))}
                rows={preview.sample}
                rowKey={(row) => String(row.row)}
                emptyText=""
                cards={false}
              />
            </section>
          )}

          {preview.errors.length > 0 && (
            <section className="stack">
              <h3 className="import-preview__heading">{t('common.importProblems')}</h3>
              <ImportRowList label={t('common.importProblems')} rows={preview.errors} tone="error" />
            </section>
          )}

          {preview.skippedRows.length > 0 && (
            <section className="stack">
              <h3 className="import-preview__heading">{t('imports.skippedRows')}</h3>
              <ImportRowList label={t('imports.skippedRows')} rows={skippedAsNotes(preview)} tone="skipped" />
            </section>
          )}

          {preview.warnings.length > 0 && (
            <section className="stack">
              <h3 className="import-preview__heading">{t('imports.warnings')}</h3>
              <ImportRowList label={t('imports.warnings')} rows={preview.warnings} tone="warning" />
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The row number, then each field the first rows fill, in the import's order. */
function sampleColumns(
  preview: ImportPreview,
  labelOf: (field: string) => string,
  valueLabel: (field: string, value: string) => string,
  rowHeader: string,
): Column<SampleRow>[] {
  const filled = new Set(
    preview.sample.flatMap((row) => Object.keys(row.values).filter((field) => row.values[field] !== '')),
  );
  const present = [
    ...preview.fields.filter((field) => filled.has(field)),
    ...[...filled].filter((f) => !preview.fields.includes(f)),
  ];
  return [
    { key: '#row', header: rowHeader, cell: (row) => row.row },
    ...present.map((field) => ({
      key: field,
      header: labelOf(field),
      className: 'import-preview__cell',
      cell: (row: SampleRow) => <bdi>{valueLabel(field, row.values[field] ?? '')}</bdi>,
    })),
  ];
}

const skippedAsNotes = (preview: ImportPreview) =>
  preview.skippedRows.map(({ row, reason }) => ({ row, message: reason }));

/** "Name or Phone", "الاسم أو الهاتف". */
function listOf(names: string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(' / ');
  }
}
