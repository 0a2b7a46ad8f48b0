import type { QueryClient } from '@tanstack/react-query';
import {
  getGetProviderByUsernameQueryOptions,
  getGetProviderDemoQueryOptions,
  getGetProviderQueryOptions,
  getListProviderDemosQueryOptions,
  getListProviderSamplesQueryOptions,
  getListProvidersAlsoVisitedQueryOptions,
  getListProviderEndorsementsQueryOptions,
  getListProviderWorkExperiencesQueryOptions,
  getListReviewsQueryOptions,
} from '@vo/sdk/hooks';
import { pageFrom as pageOfSearch } from '../../lib/paging';

/** What the public profile embeds: the places the voice actor works from (samples and demos are paged apart). */
const POPULATE = 'locations';

/** The spec's public page size for a profile's samples and demos (section 9). */
export const PUBLIC_SAMPLES_PAGE_SIZE = 6;
export const PUBLIC_DEMOS_PAGE_SIZE = 6;
/** The latest reviews the profile shows; the reviews page has them all. */
export const PROFILE_REVIEWS_SHOWN = 3;
/** Voice actors also visited, under the profile. */
export const ALSO_VISITED_SHOWN = 4;
/** The work experience the profile lists. */
export const WORK_EXPERIENCE_SHOWN = 20;
/** The endorsements the profile names; the heading counts them all. */
export const ENDORSEMENTS_SHOWN = 6;

/**
 * A section under the profile whose failure shows in the section (a note and Try again) instead of
 * sending the visitor to the error page: the profile itself is what section 8's handling is about.
 */
const SECTION_ERRORS = { errors: 'local' } as const;

/** The profile, by provider id. */
export const voiceActorProfileQuery = (id: number) => getGetProviderQueryOptions(id, { populate: POPULATE });

/** The profile, by username (`/{username}`, `/voice-actor/{username}`). */
export const voiceActorByUsernameQuery = (username: string) =>
  getGetProviderByUsernameQueryOptions({ username, populate: POPULATE });

export const profileSamplesQuery = (id: number, page: number) => ({
  ...getListProviderSamplesQueryOptions(id, { page, size: PUBLIC_SAMPLES_PAGE_SIZE }),
  meta: SECTION_ERRORS,
});

export const profileDemosQuery = (id: number, page: number) => ({
  ...getListProviderDemosQueryOptions(id, { page, size: PUBLIC_DEMOS_PAGE_SIZE }),
  meta: SECTION_ERRORS,
});

export const profileDemoQuery = (id: number, demoId: number) => getGetProviderDemoQueryOptions(id, demoId);

export const workExperienceQuery = (id: number) => ({
  ...getListProviderWorkExperiencesQueryOptions(id, { size: WORK_EXPERIENCE_SHOWN }),
  meta: SECTION_ERRORS,
});

export const endorsementsQuery = (id: number) => ({
  ...getListProviderEndorsementsQueryOptions(id, { size: ENDORSEMENTS_SHOWN }),
  meta: SECTION_ERRORS,
});

export const latestReviewsQuery = (id: number) => ({
  ...getListReviewsQueryOptions({ target: 'provider', target_id: id, size: PROFILE_REVIEWS_SHOWN }),
  meta: SECTION_ERRORS,
});

export const alsoVisitedQuery = (id: number) => ({
  ...getListProvidersAlsoVisitedQueryOptions(id, { size: ALSO_VISITED_SHOWN }),
  meta: SECTION_ERRORS,
});

/** A positive 32-bit id written in canonical decimal, else null. */
function idFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A profile id as the address carries it: a canonical positive decimal (`/voice-actor/12`), else
 * null (the screen shows the 404 page without asking the server about `/voice-actor/0x10`).
 */
export const profileIdFrom = idFrom;

/** Which profile an address names: a provider id, or a username (the document's Username pattern). */
export type ProfileRef = { readonly id: number } | { readonly username: string };

export function profileRefFrom(param: string | undefined): ProfileRef | null {
  if (param === undefined) return null;
  if (/^[0-9]+$/.test(param)) {
    const id = idFrom(param);
    return id === null ? null : { id };
  }
  return /^[A-Za-z0-9._-]{3,40}$/.test(param) ? { username: param } : null;
}

/** The profile's param: `/voice-actor/:id`, `/vodb/:id`, or the old `/:idOrUsername`. */
export const profileParam = (params: { id?: string; idOrUsername?: string }): string | undefined =>
  params.id ?? params.idOrUsername;

/** The page asked for by `?page=` (1 when absent or malformed), from an address or its search. */
export function pageFrom(url: URL | URLSearchParams): number {
  return pageOfSearch(url instanceof URL ? url.searchParams : url);
}

/** What a profile address shows under the header: `/demos`, `/demos/{name}/{id}`, `/samples...`, else the overview. */
export type ProfileView =
  | { readonly kind: 'overview' }
  | { readonly kind: 'demos' }
  | { readonly kind: 'demo'; readonly demoId: number | null }
  | { readonly kind: 'samples'; readonly sampleId: number | null };

export function profileViewOf(pathname: string, params: { demoId?: string; sampleId?: string }): ProfileView {
  const segments = pathname.split('/').filter(Boolean);
  const child = segments[2];
  if (child === 'demos') {
    return params.demoId === undefined ? { kind: 'demos' } : { kind: 'demo', demoId: idFrom(params.demoId) };
  }
  if (child === 'samples') return { kind: 'samples', sampleId: idFrom(params.sampleId) };
  return { kind: 'overview' };
}

/** The sections a profile address shows, started together once the provider id is known. */
async function prefetchSections(
  queryClient: QueryClient,
  id: number,
  view: ProfileView,
  page: number,
): Promise<void> {
  const asks: Promise<unknown>[] = [];
  const quietly = (asked: Promise<unknown>) => asks.push(asked.catch(() => undefined));
  if (view.kind === 'overview') {
    quietly(queryClient.query(profileSamplesQuery(id, 1)));
    quietly(queryClient.query(profileDemosQuery(id, 1)));
    quietly(queryClient.query(workExperienceQuery(id)));
    quietly(queryClient.query(latestReviewsQuery(id)));
    quietly(queryClient.query(endorsementsQuery(id)));
    quietly(queryClient.query(alsoVisitedQuery(id)));
  } else if (view.kind === 'samples') {
    quietly(queryClient.query(profileSamplesQuery(id, page)));
  } else if (view.kind === 'demos') {
    quietly(queryClient.query(profileDemosQuery(id, page)));
  } else if (view.demoId !== null) {
    quietly(queryClient.query(profileDemoQuery(id, view.demoId)));
  }
  await Promise.all(asks);
}

/**
 * Starts the profile's requests while the screen's code loads (the screen slot's prefetch): the
 * profile, then (at once for an id, after it for a username) the sections the address shows.
 */
export async function prefetchVoiceActorProfile({
  params,
  url,
  queryClient,
}: {
  params: { id?: string; idOrUsername?: string; demoId?: string; sampleId?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const ref = profileRefFrom(profileParam(params));
  if (ref === null) return;
  const view = profileViewOf(url.pathname, params);
  const page = pageFrom(url);
  // A failure stays in the query cache, where the screen reads it and shows its error state.
  if ('id' in ref) {
    await Promise.all([
      queryClient.query(voiceActorProfileQuery(ref.id)).catch(() => undefined),
      prefetchSections(queryClient, ref.id, view, page),
    ]);
    return;
  }
  const found = await queryClient.query(voiceActorByUsernameQuery(ref.username)).catch(() => undefined);
  if (found !== undefined) await prefetchSections(queryClient, found.data.id, view, page);
}
