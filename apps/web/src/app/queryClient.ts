import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import type { Notices } from '../lib/notices';

/**
 * A query or mutation whose screen shows its own errors (a form field's message) passes this as
 * `meta`; every other failure gets section 8's global handling.
 */
export const LOCAL_ERRORS = { errors: 'local' } as const;

const isLocal = (meta: Record<string, unknown> | undefined): boolean => meta?.['errors'] === 'local';

/**
 * A query is tried again once after a network failure; an answer the server gave (a 4xx, or a 503
 * that must show the maintenance page at once) is not retried.
 */
const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 1 && error instanceof ApiError && error.status === 'Network';

export interface QueryClientOptions {
  /**
   * How long a query waits before its one retry after a network failure; React Query's own delay
   * (1 s for the first retry) when omitted, which is what a person on a dropped connection gets.
   * The app's test harness retries at once: its "offline" is a rule the test sets, not a network
   * that may come back, and each story or test of a failed load waited that second for nothing.
   */
  retryDelayMs?: number;
}

export function createQueryClient(notices: Notices, options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isLocal(query.meta)) notices.error(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!isLocal(mutation.meta)) notices.error(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
