import { useId } from 'react';
import { pageCount } from '@crm/contracts';
import { Button } from './button';
import './page.css';
import './pagination.css';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';

interface PaginationProps {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange?: (limit: number) => void;
  limitOptions?: readonly number[];
}

export const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;

export function Pagination({
  page,
  total,
  limit,
  onPageChange,
  onLimitChange,
  limitOptions = DEFAULT_PAGE_SIZES,
}: PaginationProps) {
  const { t } = useT();
  const fmt = useFormat();
  const selectId = useId();
  const pages = pageCount(total, limit);
  const current = Math.min(Math.max(page, 1), pages);

  return (
    <nav className="row-ends row-ends--wrap pagination" aria-label={t('common.pagination')}>
      {onLimitChange && (
        <div className="pagination__size">
          <label htmlFor={selectId}>{t('common.rowsPerPage')}</label>
          <select
            id={selectId}
            className="select"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {limitOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="pagination__pages">
        <Button size="sm" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
          {t('common.prev')}
        </Button>
        <span className="pagination__label" aria-live="polite">
          {t('common.pageOf', { current: fmt.number(current), pages: fmt.number(pages) })}
        </span>
        <Button size="sm" onClick={() => onPageChange(current + 1)} disabled={current >= pages}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
