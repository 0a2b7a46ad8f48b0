export { Pagination, paginationRange, paginationSummary } from './Pagination';
export type { PaginationItem, PaginationProps } from './Pagination';
