/** The paging headers of a list response, as numbers. */
export interface Page {
  currentPage: number;
  totalPages: number;
  totalRows: number;
  pageSize: number;
}

export const PAGING_HEADERS = {
  currentPage: 'current-page',
  totalPages: 'total-pages',
  totalRows: 'total-rows',
  pageSize: 'page-size',
} as const satisfies Record<keyof Page, string>;

function count(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Parses the paging headers (current-page, total-pages, total-rows, page-size). Returns undefined
 * when the response is not a list or any header is missing or malformed: a half page is no page.
 */
export function parsePage(headers: Headers): Page | undefined {
  const currentPage = count(headers.get(PAGING_HEADERS.currentPage));
  const totalPages = count(headers.get(PAGING_HEADERS.totalPages));
  const totalRows = count(headers.get(PAGING_HEADERS.totalRows));
  const pageSize = count(headers.get(PAGING_HEADERS.pageSize));
  if (
    currentPage === undefined ||
    totalPages === undefined ||
    totalRows === undefined ||
    pageSize === undefined
  ) {
    return undefined;
  }
  return { currentPage, totalPages, totalRows, pageSize };
}
