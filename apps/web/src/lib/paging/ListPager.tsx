import { Pagination, type PaginationProps } from '@vo/ui';
import type { ListPaging } from './paging';

export interface ListPagerProps extends Omit<
  PaginationProps,
  'currentPage' | 'totalPages' | 'totalRows' | 'pageSize' | 'onPageChange'
> {
  /** The list's paging (`pagingOf` its response's headers). */
  paging: ListPaging;
  /** The page shown. */
  page: number;
  /** Goes to the page asked for. */
  onPage: (page: number) => void;
  /** Whether to say 'Showing 11–20 of 47' above the pages. @default true */
  summary?: boolean;
}

/** A paged list's pager: nothing when everything fits on one page. */
export function ListPager({ paging, page, onPage, summary = true, ...rest }: ListPagerProps) {
  if (paging.totalPages <= 1) return null;
  return (
    <Pagination
      {...rest}
      currentPage={page}
      totalPages={paging.totalPages}
      totalRows={summary ? paging.totalRows : undefined}
      pageSize={summary ? paging.pageSize : undefined}
      onPageChange={({ page: next }) => {
        onPage(next);
      }}
    />
  );
}
