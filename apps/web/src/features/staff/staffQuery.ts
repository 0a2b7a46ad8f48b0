// What the staff screens share: an id as an address carries it, the queries they read, and the
// words of a refusal.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  getGetProviderQueryOptions,
  getGetProviderStatsQueryOptions,
  getGetUserQueryOptions,
  getListStaffActionsQueryOptions,
  getListUserProjectsQueryOptions,
} from '@vo/sdk/hooks';

/** Errors these screens show where they happened (section 8's policy otherwise). */
export const LOCAL_ERRORS = { errors: 'local' } as const;

/** An id as the address carries it (`/admin/clients/5530`), else null (the 404 page, no request). */
export function idFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** The server's words for a refused action, or a plain sentence for anything else. */
export const refusalOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : 'Unexpected Error';

/** Whether an error is the server saying there is no such thing (404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Projects shown on an admin page, newest first. */
export const ADMIN_PROJECTS_SHOWN = 10;
/** Staff actions shown on an admin page, newest first. */
export const STAFF_ACTIONS_SHOWN = 10;

export const userQuery = (id: number) => ({
  ...getGetUserQueryOptions(id),
  meta: LOCAL_ERRORS,
  retry: false,
});
export const providerQuery = (id: number) => ({
  ...getGetProviderQueryOptions(id),
  meta: LOCAL_ERRORS,
  retry: false,
});
export const userProjectsQuery = (id: number) => ({
  ...getListUserProjectsQueryOptions(id, { size: ADMIN_PROJECTS_SHOWN }),
  meta: LOCAL_ERRORS,
});
export const staffActionsQuery = (pathPrefix: string) => ({
  ...getListStaffActionsQueryOptions({ path_prefix: pathPrefix, size: STAFF_ACTIONS_SHOWN }),
  meta: LOCAL_ERRORS,
});
export const providerStatsQuery = (id: number) => ({
  ...getGetProviderStatsQueryOptions(id),
  meta: LOCAL_ERRORS,
});

/** Starts a user's admin page data while the page's code loads. */
export async function prefetchAdminClient({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const id = idFrom(params.id);
  if (id === null) return;
  await queryClient.query(userQuery(id)).catch(() => undefined);
}

/** Starts a voice actor's profile while the admin page's code loads. */
export async function prefetchProvider({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const id = idFrom(params.id);
  if (id === null) return;
  await queryClient.query(providerQuery(id)).catch(() => undefined);
}
