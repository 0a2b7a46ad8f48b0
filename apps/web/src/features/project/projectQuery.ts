import type { QueryClient } from '@tanstack/react-query';
import {
  getGetProjectQueryOptions,
  getGetProvidersByIdsQueryOptions,
  getListInvitationsQueryOptions,
  getListProjectQuestionsQueryOptions,
  type getProject,
} from '@vo/sdk/hooks';
import type { Site } from '../../lib/brand';
import { branded, type ScreenHead } from '../../lib/head';

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/** Invitations on one page of the project's invites view. */
export const INVITES_PAGE_SIZE = 20;
/** Questions on one page of the questions view. */
export const QUESTIONS_PAGE_SIZE = 20;

/** A project id or public hash as the address carries it (the API's IdOrHash), else null. */
export function projectRefFrom(param: string | undefined): string | null {
  return param !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;
}

/** The project, by the id or public hash of the address. */
export const projectQuery = (ref: string) => getGetProjectQueryOptions(ref);

/** One page of the invitations of a project (its owners' and admins' view). */
export const projectInvitesQuery = (projectId: number, page: number) => ({
  ...getListInvitationsQueryOptions({ project_id: projectId, page, size: INVITES_PAGE_SIZE }),
  meta: SECTION_ERRORS,
});

/** The invited voice actors' names, in one request for a page of invitations. */
export const invitedProvidersQuery = (ids: readonly number[]) => ({
  ...getGetProvidersByIdsQueryOptions({ ids: ids.join(','), size: Math.max(1, ids.length) }),
  meta: SECTION_ERRORS,
});

/** One page of the voice actors' questions on a project, and their answers. */
export const projectQuestionsQuery = (ref: string, page: number) => ({
  ...getListProjectQuestionsQueryOptions(ref, { page, size: QUESTIONS_PAGE_SIZE }),
  meta: SECTION_ERRORS,
});

/**
 * Starts the project's request while the screen's code loads (the screen slot's prefetch). A
 * failure stays in the query cache, where the screen reads it.
 */
export async function prefetchProject({
  params,
  queryClient,
}: {
  params: { id?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const ref = projectRefFrom(params.id);
  if (ref === null) return;
  await queryClient.query(projectQuery(ref)).catch(() => undefined);
}

/** The page's title: the project's name once it is in the cache (a signed-in page: not indexed). */
export function projectHead({
  params,
  queryClient,
  site,
}: {
  params: { id?: string };
  queryClient: QueryClient;
  site: Site;
}): ScreenHead | null {
  const ref = projectRefFrom(params.id);
  if (ref === null) return null;
  const project = queryClient.getQueryData<Awaited<ReturnType<typeof getProject>>>(
    projectQuery(ref).queryKey,
  )?.data;
  return project === undefined ? null : { title: branded(project.name, site), noindex: true };
}
