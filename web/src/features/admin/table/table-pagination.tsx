import { useId } from 'react';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { pageWindow, PER_PAGE_OPTIONS } from './list-state.ts';

interface TablePaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  rows: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function TablePagination({ page, lastPage, perPage, rows, total, onPage, onPerPage }: TablePaginationProps) {
  const trans = useTrans();
  const id = useId();
  const { from, to } = pageWindow(page, perPage, rows, total);
  const sizes = PER_PAGE_OPTIONS.includes(perPage as (typeof PER_PAGE_OPTIONS)[number]) ? PER_PAGE_OPTIONS : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);
  return (
    <nav className="sw-table-pagination" aria-label={trans('Pagination')} data-testid="table-pagination">
      <div className="sw-table-per-page">
        <label htmlFor={id}>
          <Trans message="Rows per page" />
        </label>
        <select id={id} className="sw-input sw-input-sm sw-select" value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="sw-table-range" aria-live="polite" data-testid="table-range">
        <Trans message=":from–:to of :total" values={{ from, to, total }} />
      </p>
      <div className="sw-table-pages">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="table-previous">
          <Trans message="Previous" />
        </Button>
        <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)} data-testid="table-next">
          <Trans message="Next" />
        </Button>
      </div>
    </nav>
  );
}
