import { useDeferredValue, type ReactNode } from 'react';
import { Spinner } from './spinner';
import './table.css';
import { useT } from '../../lib/i18n';
import { useUnavailableOffline } from '../../lib/offline/use-online';
import { OfflineUnavailable } from './offline-unavailable';

export interface Column<T> {
  key: string;
  /** Header text; also the label shown beside each value when rows become cards on phones. */
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Hide the header text (e.g. an actions column) while keeping it for screen readers. */
  hideHeader?: boolean;
  /** A less important column shown inside this one (its value on a second line), named in the header. */
  folded?: Pick<Column<T>, 'key' | 'header' | 'sortable'>;
  /** A class on the column's header and cells (widths, what folds on phone cards). */
  className?: string;
  /** A control before the header text (a "select the page" checkbox). */
  headerStart?: ReactNode;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

interface TableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  emptyText: string;
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Phones: show each row as a card instead of scrolling sideways. */
  cards?: boolean;
  /** Shown instead of the rows (and of the empty text) when the list failed to load: an ErrorState. */
  error?: ReactNode;
  /** A class per row (an expanded phone card, a highlighted row). */
  rowClassName?: (row: T) => string | undefined;
  /**
   * Under the table once its first rows are drawn (the pagination): drawn with the rows, which come
   * in a background render, it is never placed under the loading row and then pushed down.
   */
  footer?: ReactNode;
}

export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  loading,
  sort,
  onSortChange,
  cards = true,
  rowClassName,
  error,
  footer,
}: TableProps<T>) {
  const { t } = useT();
  // The rows draw in a background render (in slices, input stays responsive): a page of rows
  // with their phones, dates and menus is the longest piece of work a list screen does.
  const shownRows = useDeferredValue(rows);
  const list = shownRows ?? [];
  // Rows that have come but are not drawn yet still read as loading, not as "nothing here".
  const busy = loading || (shownRows !== rows && list.length === 0);
  const firstLoad = busy && list.length === 0;
  const unavailable = useUnavailableOffline();

  const handleSort = (key: string) => {
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ key, direction });
  };

  return (
    <>
      <div className={`table-wrap${cards ? ' table-wrap--cards' : ''}`} aria-busy={busy || undefined}>
        <table className={`table${busy && !firstLoad ? ' table--refreshing' : ''}`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((col) => {
                const ariaSort = sortOf(sort, col.key) ?? (col.folded && sortOf(sort, col.folded.key));
                const sortable = col.sortable || col.folded?.sortable;
                return (
                  <th
                    key={col.key}
                    scope="col"
                    aria-sort={sortable ? ariaSort || 'none' : undefined}
                    className={cellClass(col)}
                  >
                    {col.headerStart}
                    <HeaderLabel col={col} sort={sort} onSort={onSortChange && handleSort} />
                    {col.folded && (
                      <>
                        <span aria-hidden="true" className="table__fold-sep">
                          {' · '}
                        </span>
                        <HeaderLabel col={col.folded} sort={sort} onSort={onSortChange && handleSort} />
                      </>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {firstLoad && (
              <tr className="table__state">
                <td colSpan={columns.length}>
                  {unavailable ? (
                    <OfflineUnavailable />
                  ) : (
                    <>
                      <Spinner label={t('common.loading')} /> <span className="muted">{t('common.loadingEllipsis')}</span>
                    </>
                  )}
                </td>
              </tr>
            )}
            {error && !busy && list.length === 0 && (
              <tr className="table__state">
                <td colSpan={columns.length}>{error}</td>
              </tr>
            )}
            {!error && !busy && list.length === 0 && (
              <tr className="table__state">
                <td colSpan={columns.length}>
                  <p>{emptyText}</p>
                </td>
              </tr>
            )}
            {list.map((row) => (
              <TableRow key={rowKey(row)} row={row} columns={columns} className={rowClassName?.(row)} />
            ))}
          </tbody>
        </table>
      </div>
      {!firstLoad && footer}
    </>
  );
}

/** One row, a component of its own: the background render can pause between rows, not only between pages. */
function TableRow<T>({ row, columns, className }: { row: T; columns: Column<T>[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((col) => (
        <td key={col.key} data-label={col.hideHeader ? undefined : col.header} className={cellClass(col)}>
          {col.cell(row)}
        </td>
      ))}
    </tr>
  );
}

function cellClass(col: Pick<Column<unknown>, 'align' | 'className'>): string | undefined {
  return [col.align === 'end' ? 'align-end' : '', col.className ?? ''].filter(Boolean).join(' ') || undefined;
}

const sortOf = (sort: SortState | null | undefined, key: string) =>
  sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** A header's text, or its sort button when the column sorts. */
function HeaderLabel({
  col,
  sort,
  onSort,
}: {
  col: Pick<Column<unknown>, 'key' | 'header' | 'sortable' | 'hideHeader'>;
  sort: SortState | null | undefined;
  onSort: ((key: string) => void) | undefined;
}) {
  if (!col.sortable || !onSort) return <span className={col.hideHeader ? 'sr-only' : undefined}>{col.header}</span>;
  const direction = sortOf(sort, col.key);
  return (
    <button type="button" className="table__sort" onClick={() => onSort(col.key)}>
      {col.header}
      <span aria-hidden="true" className="table__sort-mark">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}
