import type { ReactNode } from 'react';
import { LoadFailed, type LoadFailedProps } from '../errors/LoadFailed';

/**
 * What the block reads of a query: a react-query result fits as it is; several queries read as one
 * through `allQueries`.
 */
export type QueryStateSource<TData> =
  | { status: 'pending'; refetch: () => unknown }
  | { status: 'error'; error: unknown; refetch: () => unknown }
  | { status: 'success'; data: TData; refetch: () => unknown };

/** How the failure reads: LoadFailed's wording, level and weight (its error and retry come from the query). */
export type QueryFailure = Omit<LoadFailedProps, 'error' | 'onRetry'>;

/** The empty state, shown when `isEmpty` says the loaded data holds nothing to list. */
type EmptyProps<TData> =
  | {
      /** Whether the loaded data is empty. @default undefined (never empty) */
      isEmpty: (data: TData) => boolean;
      /** What shows instead of the children when it is. @default undefined */
      empty: ReactNode;
    }
  | { isEmpty?: undefined; empty?: undefined };

export type QueryStateProps<TData> = EmptyProps<TData> & {
  /** The query (or `allQueries` of several). */
  query: QueryStateSource<TData>;
  /** What shows while it loads: the screen's skeleton, or null to show nothing. */
  loading: ReactNode;
  /** The failure's wording: shown through LoadFailed, whose Try again refetches. */
  failed: QueryFailure;
  /** The loaded data's view. */
  children: (data: TData) => ReactNode;
};

/**
 * A query's four states in one place: loading, its failure through LoadFailed (with Try again),
 * the empty state when the data holds nothing, else the children with the data.
 */
export function QueryState<TData>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData>) {
  if (query.status === 'pending') return <>{loading}</>;
  if (query.status === 'error') {
    return <LoadFailed {...failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data) === true) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** A source's data: read from its success member (a react-query result is a union by status). */
type DataOf<TSource> = TSource extends { status: 'success'; data: infer TData } ? TData : never;

/**
 * Several queries read as one: failed when any failed (its error first, Try again asks again the
 * ones that failed), else loading while any loads, else the data of each, in order.
 */
export function allQueries<const TSources extends readonly QueryStateSource<unknown>[]>(
  sources: TSources,
): QueryStateSource<{ -readonly [K in keyof TSources]: DataOf<TSources[K]> }> {
  const refetchFailed = () => {
    for (const source of sources) if (source.status === 'error') void source.refetch();
  };
  const failed = sources.find((source) => source.status === 'error');
  if (failed !== undefined) return { status: 'error', error: failed.error, refetch: refetchFailed };
  if (sources.some((source) => source.status === 'pending'))
    return { status: 'pending', refetch: refetchFailed };
  const data = sources.map((source) => (source.status === 'success' ? source.data : undefined));
  return {
    status: 'success',
    data: data as { -readonly [K in keyof TSources]: DataOf<TSources[K]> },
    refetch: refetchFailed,
  };
}
