import type { QueryClient } from '@tanstack/react-query';
import { getGetProjectQueryOptions, type getProject } from '@vo/sdk/hooks';
import type { Site } from '../../lib/brand';
import { branded, type ScreenHead } from '../../lib/head';

// The project alone: every tab's route loads this module (the prefetch, the title), so a tab's own
// lists (invites, questions) live with their tab and bring their generated modules only there.

/** A project id or public hash as the address carries it (the API's IdOrHash), else null. */
export function projectRefFrom(param: string | undefined): string | null {
  return param !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;
}

/** The project, by the id or public hash of the address. */
export const projectQuery = (ref: string) => getGetProjectQueryOptions(ref);

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
