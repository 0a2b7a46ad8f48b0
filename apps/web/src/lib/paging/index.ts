export { ListPager, type ListPagerProps } from './ListPager';
export { pageFrom, pagingOf, usePageParam, type ListPaging } from './paging';
export { PagedList, type PagedListProps } from './PagedList';
