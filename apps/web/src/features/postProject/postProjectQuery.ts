import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAllAttributesQueryOptions,
  getGetLimitOffersQueryOptions,
  getGetProjectQueryOptions,
} from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/** The languages and voice ages and genders the form offers (the attributes the server serves). */
export const attributesQuery = () => getGetAllAttributesQueryOptions();
/** The bound and the preselected value of "approximate number of proposals wanted". */
export const limitOffersQuery = () => getGetLimitOffersQueryOptions();
/** The project being edited: a 403 or 404 gets section 8's error page. */
export const projectQuery = (id: string) => getGetProjectQueryOptions(id);
/**
 * The project `/post/{populateForm}` copies: when it cannot be read, the form says so and starts
 * empty instead of leaving the page.
 */
export const populateQuery = (id: string) => ({
  ...getGetProjectQueryOptions(id),
  meta: { errors: 'local' },
});

/** A project id or public hash as an address carries it (the document's ProjectIdOrHash), else null. */
export function projectIdFrom(param: string | undefined): string | null {
  if (param === undefined) return null;
  return /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;
}

const settle = async (requests: Promise<unknown>[]) => {
  // Failures stay in the query cache, where the screen reads them and shows its error state.
  await Promise.all(requests.map((request) => request.catch(() => undefined)));
};

/** `/post`, `/post/{populateForm}` and `/preview`: the form's choices, and the project to copy. */
export async function prefetchPostProject({
  params,
  queryClient,
}: {
  params: { populateForm?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const copied = projectIdFrom(params.populateForm);
  await settle([
    queryClient.query(attributesQuery()),
    queryClient.query(limitOffersQuery()),
    ...(copied === null ? [] : [queryClient.query(populateQuery(copied))]),
  ]);
}

/** `/edit/{projectId}`: the form's choices and the project. */
export async function prefetchEditProject({
  params,
  queryClient,
}: {
  params: { projectId?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const id = projectIdFrom(params.projectId);
  await settle([
    queryClient.query(attributesQuery()),
    queryClient.query(limitOffersQuery()),
    ...(id === null ? [] : [queryClient.query(projectQuery(id))]),
  ]);
}

export const postProjectHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Post a project: get auditions from voice actors', site),
  description:
    'Describe your voice-over project once: voice actors who match it send you auditions. Posting is free.',
});

export const previewHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Preview your project', site),
  noindex: true,
});

export const editProjectHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Edit your project', site),
  noindex: true,
});
