// Paged lists (spec section 7): the page is chosen by `page` (1-based) and `size`, and every list
// response carries current-page, total-pages, total-rows and page-size headers. Each operation
// passes its own default size (section 9: 8 for recent favorites and bookings, 10 for search...).

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** Lists whose document gives no default size hold 10 rows a page, like search. */
export const DEFAULT_PAGE_SIZE = 10;

export function pageRequest(
  query: { page?: number | undefined; size?: number | undefined },
  defaultSize: number = DEFAULT_PAGE_SIZE,
): PageRequest {
  const page = query.page ?? 1;
  const size = query.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

// A type alias (not an interface) so it fits the handlers' header records.
export type PagingHeaders = {
  'current-page': number;
  'total-pages': number;
  'total-rows': number;
  'page-size': number;
};

export function pagingHeaders(request: PageRequest, totalRows: number): PagingHeaders {
  return {
    'current-page': request.page,
    'total-pages': Math.ceil(totalRows / request.size),
    'total-rows': totalRows,
    'page-size': request.size,
  };
}

/** One page of a list already held in memory (short lists: ids given by the caller). */
export function slicePage<T>(rows: readonly T[], request: PageRequest): T[] {
  return rows.slice(request.offset, request.offset + request.size);
}

/**
 * A comma-separated id list (the document's IdList, already validated: each id within 32 bits) as
 * numbers, without repeats.
 */
export function parseIdList(value: string | undefined): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map(Number))];
}
