import { pageCount, pagerItems, pageSummary } from './tablePages';

interface TablePagerProps {
  currentPage: number;
  pageSize: number;
  total: number;
  shownRows: number;
  /** Absent: the pager only shows where the page is. */
  onPageChange?: (page: number) => void;
}

/** Under a server-paged table: the rows shown out of how many, and the page buttons. */
export function TablePager({ currentPage, pageSize, total, shownRows, onPageChange }: TablePagerProps) {
  const pages = pageCount(total, pageSize);
  const go = (page: number) => {
    if (page !== currentPage && page >= 0 && page < pages) onPageChange?.(page);
  };
  const disabled = !onPageChange;
  return (
    <nav className="tessera-table-chart__pager" aria-label="Table pages" data-test="table-pager">
      <span className="tessera-table-chart__page-summary" data-test="table-page-summary">
        {pageSummary(currentPage, pageSize, shownRows, total)}
      </span>
      <button
        type="button"
        aria-label="Previous page"
        disabled={disabled || currentPage === 0}
        onClick={() => go(currentPage - 1)}
      >
        ‹
      </button>
      {pagerItems(currentPage, pages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="tessera-table-chart__page-gap">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            aria-label={`Page ${page + 1}`}
            aria-current={page === currentPage ? 'page' : undefined}
            disabled={disabled}
            onClick={() => go(page)}
          >
            {page + 1}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="Next page"
        disabled={disabled || currentPage >= pages - 1}
        onClick={() => go(currentPage + 1)}
      >
        ›
      </button>
    </nav>
  );
}
