import { parsePage } from '@vo/sdk';
import { useSearchParams } from 'react-router';

/** A paged list's size, from its response's paging headers. */
export interface ListPaging {
  /** How many pages there are. */
  totalPages: number;
  /** How many rows in all. */
  totalRows: number;
  /** Rows per page, when the headers give it. */
  pageSize: number | undefined;
}

/** The list's paging from the response's headers (total-pages, total-rows...); without them, the one page shown. */
export function pagingOf(headers: Headers, shown: number): ListPaging {
  const page = parsePage(headers);
  if (page === undefined) return { totalPages: 1, totalRows: shown, pageSize: undefined };
  return { totalPages: page.totalPages, totalRows: page.totalRows, pageSize: page.pageSize };
}

/** The page an address asks for (`?page=3`): a whole number from 1 to 99999, else the first. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get('page');
  return raw !== null && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1;
}

/**
 * The page in the address, and a way to another: `?page=n`, the first page without it; the address's
 * other parameters stay (a tester's `?cro=` preview, for one).
 */
export function usePageParam(): { page: number; goToPage: (page: number) => void } {
  const [search, setSearch] = useSearchParams();
  return {
    page: pageFrom(search),
    goToPage: (page) => {
      const next = new URLSearchParams(search);
      if (page === 1) next.delete('page');
      else next.set('page', String(page));
      setSearch(next);
    },
  };
}
