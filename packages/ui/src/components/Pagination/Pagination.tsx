import { forwardRef, type HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { cx } from '../../internal/cx';

/** One slot of the page list: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The pages to show: always the first and last, the current page with `siblings` either side, and
 * an ellipsis wherever a run of pages is left out (a gap of one page shows the page instead).
 */
export function paginationRange(currentPage: number, totalPages: number, siblings = 1): PaginationItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(2, current - siblings);
  let end = Math.min(totalPages - 1, current + siblings);
  // Keep the number of slots steady near the ends.
  if (start <= 3) {
    start = 2;
    end = Math.max(end, slots - 2);
  }
  if (end >= totalPages - 2) {
    end = totalPages - 1;
    start = Math.min(start, totalPages - (slots - 3));
  }
  const range: PaginationItem[] = [1];
  if (start > 2) range.push('ellipsis');
  for (let page = start; page <= end; page += 1) range.push(page);
  if (end < totalPages - 1) range.push('ellipsis');
  range.push(totalPages);
  return range;
}

/** The summary line, e.g. 'Showing 11–20 of 47'. */
export function paginationSummary(currentPage: number, pageSize: number, totalRows: number): string {
  if (totalRows <= 0) return 'Showing 0 of 0';
  const first = Math.min((currentPage - 1) * pageSize + 1, totalRows);
  const last = Math.min(currentPage * pageSize, totalRows);
  return `Showing ${String(first)}–${String(last)} of ${String(totalRows)}`;
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The page shown, 1-based (the paging headers' current page). */
  currentPage: number;
  /** How many pages there are (the paging headers' page count). */
  totalPages: number;
  /** How many rows in all; with `pageSize` it shows 'Showing 11–20 of 47'. @default undefined */
  totalRows?: number;
  /** Rows per page; with `totalRows` it shows the summary. @default undefined */
  pageSize?: number;
  /** How many pages to show either side of the current one. @default 1 */
  siblings?: number;
  /** Called with the page the user asks for. @default undefined */
  onPageChange?: (change: { page: number }) => void;
}

/** Page navigation for a paged list: previous, numbered pages with ellipses, next. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { currentPage, totalPages, totalRows, pageSize, siblings = 1, onPageChange, className, ...rest },
  ref,
) {
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange?.({ page });
  };
  let gap = 0;
  return (
    <nav ref={ref} aria-label="Pagination" className={cx(styles.root, className)} {...rest}>
      {totalRows !== undefined && pageSize !== undefined ? (
        <p className={styles.summary}>{paginationSummary(currentPage, pageSize, totalRows)}</p>
      ) : null}
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={currentPage <= 1}
            onClick={() => {
              go(currentPage - 1);
            }}
          >
            <Icon name="chevronLeft" size="small" />
            Previous
          </button>
        </li>
        {paginationRange(currentPage, totalPages, siblings).map((item) => {
          if (item === 'ellipsis') {
            gap += 1;
            return (
              <li key={`ellipsis-${String(gap)}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            );
          }
          const isCurrent = item === currentPage;
          return (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={`Page ${String(item)}`}
                aria-current={isCurrent ? 'page' : undefined}
                data-state={isCurrent ? 'current' : undefined}
                onClick={() => {
                  go(item);
                }}
              >
                {item}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={currentPage >= totalPages}
            onClick={() => {
              go(currentPage + 1);
            }}
          >
            Next
            <Icon name="chevronRight" size="small" />
          </button>
        </li>
      </ul>
    </nav>
  );
});
