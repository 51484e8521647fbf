import { useId } from 'react';
import type { ImportPreview } from '@crm/contracts';
import { Select } from './select';
import './import-header-row.css';
import { useT } from '../../lib/i18n';

/** An option's cells, joined, cut so a phone's dropdown stays readable. */
const OPTION_CHARS = 70;

interface ImportHeaderRowProps {
  /** The row the headers were read from, and the rows that may be chosen instead. */
  headerRow: ImportPreview['headerRow'];
  candidates: ImportPreview['headerCandidates'];
  disabled?: boolean;
  /** Another row chosen: the preview is asked for again with it. */
  onChange: (row: number) => void;
}

/**
 * "Header row: row 4", and a choice of the sheet's first rows for when the import took the wrong one
 * (a title it read as headers, or headers it did not recognise).
 */
export function ImportHeaderRow({ headerRow, candidates, disabled, onChange }: ImportHeaderRowProps) {
  const { t } = useT();
  const selectId = useId();
  const cellsOf = (values: readonly string[]) => {
    const text = values.filter(Boolean).join(' · ');
    return text.length > OPTION_CHARS ? `${text.slice(0, OPTION_CHARS - 1)}…` : text;
  };
  const options = candidates.map(({ row, values }) => ({
    value: String(row),
    label: t('imports.headerRowOption', { row, cells: cellsOf(values) }),
  }));
  return (
    <section className="import-header-row">
      <p className="import-header-row__current">
        <strong>{t('imports.headerRowIs', { row: headerRow })}</strong>{' '}
        <span className="muted">{t('imports.headerRowHint')}</span>
      </p>
      <label className="import-header-row__choice" htmlFor={selectId}>
        <span>{t('imports.headerRowChoose')}</span>
        <Select
          id={selectId}
          value={String(headerRow)}
          options={options}
          disabled={disabled}
          onValueChange={(value) => value && Number(value) !== headerRow && onChange(Number(value))}
        />
      </label>
    </section>
  );
}
