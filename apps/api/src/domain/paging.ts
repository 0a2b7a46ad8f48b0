// Paging of list operations: `page` (1-based) and `size` query parameters in, the four paging
// headers of spec section 7 out (current-page, total-pages, total-rows, page-size). Each operation
// passes its own default size (section 9 names some: recently favorited 8, offers 10...).

/** The page size when an operation names none and the caller sends none. */
export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

export function paging(
  query: { page?: number | undefined; size?: number | undefined },
  defaultSize: number = DEFAULT_PAGE_SIZE,
): Paging {
  const page = query.page ?? 1;
  const size = query.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

export interface PagingHeaders {
  'current-page': number;
  'total-pages': number;
  'total-rows': number;
  'page-size': number;
}

/** The paging headers of a page of a list of `totalRows` rows (0 pages when the list is empty). */
export function pagingHeaders({ page, size }: Paging, totalRows: number): PagingHeaders {
  return {
    'current-page': page,
    'total-pages': Math.ceil(totalRows / size),
    'total-rows': totalRows,
    'page-size': size,
  };
}
