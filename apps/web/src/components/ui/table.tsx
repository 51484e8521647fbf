import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import './table.css';
import { useT } from '../../lib/i18n';

export interface Column<T> {
  key: string;
  /** Header text; also the label shown beside each value when rows become cards on phones. */
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Hide the header text (e.g. an actions column) while keeping it for screen readers. */
  hideHeader?: boolean;
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
  /** A class for rows that must stand out (an overdue task). */
  rowClassName?: (row: T) => string | undefined;
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
}: TableProps<T>) {
  const { t } = useT();
  const list = rows ?? [];
  const firstLoad = loading && list.length === 0;

  const handleSort = (key: string) => {
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ key, direction });
  };

  return (
    <div className={`table-wrap${cards ? ' table-wrap--cards' : ''}`} aria-busy={loading || undefined}>
      <table className={`table${loading && !firstLoad ? ' table--refreshing' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const active = sort?.key === col.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={col.sortable ? (ariaSort ?? 'none') : undefined}
                  className={col.align === 'end' ? 'align-end' : undefined}
                >
                  {col.sortable && onSortChange ? (
                    <button type="button" className="table__sort" onClick={() => handleSort(col.key)}>
                      {col.header}
                      <span aria-hidden="true" className="table__sort-mark">
                        {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className={col.hideHeader ? 'sr-only' : undefined}>{col.header}</span>
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
                <Spinner label={t('common.loading')} /> <span className="muted">{t('common.loadingEllipsis')}</span>
              </td>
            </tr>
          )}
          {!loading && list.length === 0 && (
            <tr className="table__state">
              <td colSpan={columns.length}>
                <p>{emptyText}</p>
              </td>
            </tr>
          )}
          {list.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((col) => (
                <td
                  key={col.key}
                  data-label={col.hideHeader ? undefined : col.header}
                  className={col.align === 'end' ? 'align-end' : undefined}
                >
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
