import { EmptyState, Skeleton, Stack, type EmptyStateProps, type StackProps } from '@vo/ui';
import type { ReactNode } from 'react';
import { QueryState, type QueryFailure, type QueryStateSource } from '../queryState';
import { ListPager } from './ListPager';
import { pagingOf } from './paging';

export interface PagedListProps<TItem> {
  /** A paged list operation's query: its page of items and the paging headers. */
  query: QueryStateSource<{ data: readonly TItem[]; headers: Headers }>;
  /** The list's accessible name. */
  label: string;
  /** The skeleton's accessible name while the page loads ('Loading the tags'). */
  loadingLabel: string;
  /** The failure's wording (LoadFailed, with Try again). */
  failed: QueryFailure;
  /** The empty state's title and message (its icon and level are the list's). */
  empty: Pick<EmptyStateProps, 'title' | 'message'>;
  /** The page shown, and the way to another. */
  page: number;
  onPage: (page: number) => void;
  /** Each item's key and row. */
  itemKey: (item: TItem) => string | number;
  renderItem: (item: TItem) => ReactNode;
  /** The space between the list and its pager. @default 'md' */
  gap?: StackProps['gap'];
}

/**
 * A page of a paged list in its four states (loading, failed with Try again, empty, the rows) with
 * its pager: the staff's lists (tags, feature requests) show their pages so.
 */
export function PagedList<TItem>({
  query,
  label,
  loadingLabel,
  failed,
  empty,
  page,
  onPage,
  itemKey,
  renderItem,
  gap = 'md',
}: PagedListProps<TItem>) {
  return (
    <QueryState
      query={query}
      loading={<Skeleton shape="text" lines={5} aria-label={loadingLabel} />}
      failed={failed}
      isEmpty={({ data }) => data.length === 0}
      empty={<EmptyState icon="search" headingLevel={3} {...empty} />}
    >
      {({ data, headers }) => (
        <Stack gap={gap}>
          <ul aria-label={label}>
            {data.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}
