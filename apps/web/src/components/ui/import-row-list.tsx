import { useState } from 'react';
import { Pagination } from './pagination';
import './import-problems.css';
import { translateText, useT } from '../../lib/i18n';

/** Rows shown at once; the others are a page away, so every one can be reached. */
const PAGE_SIZE = 100;

export interface ImportRowNote {
  row: number;
  /** The server's English sentence, shown in the screen's language when the catalog has it. */
  message: string;
}

interface ImportRowListProps {
  /** The list's name for assistive tech ("Problems"). */
  label: string;
  rows: readonly ImportRowNote[];
  /** Errors read as problems; warnings (a value left out) apart; skipped rows (totals, notes) as a quieter note. */
  tone: 'error' | 'warning' | 'skipped';
}

/** Each row with its number and why, in a scrolling list, a page of 100 at a time. */
export function ImportRowList({ label, rows, tone }: ImportRowListProps) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages); // a new preview may have fewer rows
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <>
      <ul
        className={tone === 'error' ? 'import-problems' : `import-problems import-problems--${tone}s`}
        aria-label={label}
      >
        {shown.map((r, index) => (
          <li key={`${r.row}-${index}`}>{t('common.importRow', { row: r.row, message: translateText(r.message) })}</li>
        ))}
      </ul>
      {rows.length > PAGE_SIZE && (
        <Pagination page={current} total={rows.length} limit={PAGE_SIZE} onPageChange={setPage} />
      )}
    </>
  );
}
