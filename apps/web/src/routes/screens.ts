import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Site } from '../lib/brand';
import { branded, notFoundHead, type ScreenHead } from '../lib/head';
import type { ScreenName } from './table';

/** What a screen's prefetch is given: the route's params and address, and the app's query cache. */
export interface ScreenDataArgs {
  readonly params: Params;
  readonly url: URL;
  readonly queryClient: QueryClient;
}

/** What a screen's head is computed from: the same, once its data is in the cache, and the site (brand). */
export interface ScreenHeadArgs extends ScreenDataArgs {
  readonly site: Site;
}

/**
 * A screen: its code, loaded when its route is first visited (one chunk per screen), and optionally
 * the data it shows. `prefetch` fills the query cache through the generated query options that the
 * screen itself reads, so the component finds its data or the request already under way.
 *
 * The router runs `prefetch` after the route's access check and does not wait for it: code and data
 * load together and the screen shows its skeleton until the data is there. A server render runs the
 * same function and waits for it before rendering. `prefetch` lives outside the screen's chunk (it
 * only imports query options) so that it can start before that chunk arrives.
 *
 * `head` gives the page's title, description, canonical path and schema.org data from what
 * `prefetch` put in the cache (null while it is not there): the server writes it into the HTML of a
 * public route, and the shell keeps `document.head` in step with it after each navigation.
 */
export interface ScreenSlot {
  readonly Component: () => Promise<ComponentType>;
  readonly prefetch?: (args: ScreenDataArgs) => Promise<void>;
  /** null: the data is not there (the brand's head); undefined: its module is still loading (keep the head). */
  readonly head?: (args: ScreenHeadArgs) => ScreenHead | null | undefined;
  /**
   * Loads what `head` needs when it comes from a module loaded on first use (lazyData): the shell
   * writes the head again once it is there. A hydrated page has its data already, so no later data
   * would prompt that second write.
   */
  readonly loadHead?: () => Promise<void>;
}

/**
 * A screen's prefetch and head from a module loaded on first use: the query modules import the
 * SDK's hooks by tag, and a dozen of them in the entry chunk pushed the app's initial JavaScript
 * past its 150 KB budget. The module starts loading with the prefetch, beside the screen's chunk
 * (which imports it too, so it is fetched once). Until it is there the head is the brand's (null);
 * the shell writes the head again when the prefetched data lands, and a server render awaits the
 * prefetch, so the module is always loaded before the server writes the head.
 */
function lazyData<M>(
  load: () => Promise<M>,
  pick: (module: M) => Pick<ScreenSlot, 'prefetch' | 'head'>,
): Pick<ScreenSlot, 'prefetch' | 'head' | 'loadHead'> {
  let loaded: Pick<ScreenSlot, 'prefetch' | 'head'> | undefined;
  const get = async () => (loaded ??= pick(await load()));
  return {
    prefetch: async (args) => {
      await (await get()).prefetch?.(args);
    },
    head: (args) => (loaded === undefined ? undefined : (loaded.head?.(args) ?? null)),
    loadHead: async () => {
      await get();
    },
  };
}

export const SCREEN_SLOTS: Record<ScreenName, ScreenSlot> = {
  signIn: { Component: async () => (await import('../features/auth/SignInPage')).SignInPage },
  loggedOut: { Component: async () => (await import('../features/auth/LoggedOutPage')).LoggedOutPage },
  error: { Component: async () => (await import('../features/errors/ErrorRoutePage')).ErrorRoutePage },
  notFound: {
    Component: async () => (await import('../features/errors/NotFoundPage')).NotFoundPage,
    head: notFoundHead,
  },
  errorTesting: {
    Component: async () => (await import('../features/errors/ErrorTestingPage')).ErrorTestingPage,
  },
  // A real failed navigation: this chunk does not exist, so loading the route fails as a broken
  // deployment would (the error testing page's "navigation" error).
  navigationFailure: {
    Component: async () => {
      const missing = `/assets/missing-screen-${Date.now().toString(36)}.js`;
      return ((await import(/* @vite-ignore */ missing)) as { Component: ComponentType }).Component;
    },
  },
  voiceActorProfile: {
    Component: async () =>
      (await import('../features/voiceActorProfile/VoiceActorProfilePage')).VoiceActorProfilePage,
    ...lazyData(
      async () =>
        Promise.all([
          import('../features/voiceActorProfile/profileQuery'),
          import('../features/voiceActorProfile/profileHead'),
        ]),
      ([query, head]) => ({ prefetch: query.prefetchVoiceActorProfile, head: head.voiceActorProfileHead }),
    ),
  },
  profileEditor: {
    Component: async () => (await import('../features/profileEditor/ProfileEditorPage')).ProfileEditorPage,
    ...lazyData(
      () => import('../features/profileEditor/editorQuery'),
      (m) => ({
        prefetch: m.prefetchProfileEditor,
        head: m.editorHead,
      }),
    ),
  },
  search: {
    Component: async () => (await import('../features/search/SearchPage')).SearchPage,
    ...lazyData(
      () => import('../features/search/searchQuery'),
      (m) => ({
        prefetch: m.prefetchSearch,
        head: m.searchHead,
      }),
    ),
  },
  voiceActorDirectory: {
    Component: async () =>
      (await import('../features/voiceActorDirectory/VoiceActorDirectoryPage')).VoiceActorDirectoryPage,
    ...lazyData(
      () => import('../features/voiceActorDirectory/directoryQuery'),
      (m) => ({
        prefetch: m.prefetchVoiceActorDirectory,
        head: m.directoryHead,
      }),
    ),
  },
  favorites: {
    Component: async () => (await import('../features/favorites/FavoritesPage')).FavoritesPage,
    ...lazyData(
      () => import('../features/favorites/favoritesQuery'),
      (m) => ({ prefetch: m.prefetchFavorites }),
    ),
    head: ({ site }) => ({ title: branded('Your favorite voice actors', site), noindex: true }),
  },
  endorse: {
    Component: async () => (await import('../features/endorsements/EndorsePage')).EndorsePage,
    ...lazyData(
      () => import('../features/endorsements/endorsementQuery'),
      (m) => ({
        prefetch: m.prefetchEndorsement,
        head: m.endorsementHead,
      }),
    ),
  },
  categoryPage: {
    Component: async () => (await import('../features/categoryPage/CategoryPage')).CategoryPage,
    ...lazyData(
      () => import('../features/categoryPage/categoryQuery'),
      (m) => ({
        prefetch: m.prefetchCategoryPage,
        head: m.categoryHead,
      }),
    ),
  },
  voiceActorReviews: {
    Component: async () =>
      (await import('../features/voiceActorProfile/VoiceActorReviewsPage')).VoiceActorReviewsPage,
    ...lazyData(
      () => import('../features/voiceActorProfile/reviewsQuery'),
      (m) => ({
        prefetch: m.prefetchVoiceActorReviews,
        head: m.reviewsHead,
      }),
    ),
  },
  clientProfile: {
    Component: async () => (await import('../features/clientProfile/ClientProfilePage')).ClientProfilePage,
    ...lazyData(
      () => import('../features/clientProfile/clientQuery'),
      (m) => ({
        prefetch: m.prefetchClientProfile,
        head: m.clientHead,
      }),
    ),
  },
  home: {
    Component: async () => (await import('../features/home/HomePage')).HomePage,
    ...lazyData(
      () => import('../features/home/homeQuery'),
      (m) => ({
        prefetch: m.prefetchHome,
        head: m.homeHead,
      }),
    ),
  },
  scriptTimer: {
    Component: async () => (await import('../features/publicContent/ScriptTimerPage')).ScriptTimerPage,
    head: ({ site }) => ({
      title: branded('Script timer calculator: how long is my voice-over?', site),
      description:
        'Paste a script to see how long its voice-over runs, at the pace the marketplace prices by.',
    }),
  },
  voiceOverRates: {
    Component: async () => (await import('../features/publicContent/VoiceOverRatesPage')).VoiceOverRatesPage,
    ...lazyData(
      () => import('../features/publicContent/ratesQuery'),
      (m) => ({ prefetch: m.prefetchVoiceOverRates, head: m.ratesHead }),
    ),
  },
  invitesInbox: {
    Component: async () => (await import('../features/invitesInbox/InvitesInboxPage')).InvitesInboxPage,
    ...lazyData(
      () => import('../features/invitesInbox/invitesQuery'),
      (m) => ({ prefetch: m.prefetchInvitesInbox }),
    ),
    head: ({ site }) => ({ title: branded('Invitations', site), noindex: true }),
  },
  projectApproval: {
    Component: async () =>
      (await import('../features/projectApproval/ProjectApprovalPage')).ProjectApprovalPage,
    ...lazyData(
      () => import('../features/projectApproval/approvalQuery'),
      (m) => ({ prefetch: m.prefetchApprovalQueue }),
    ),
    head: ({ site }) => ({ title: branded('Projects awaiting approval', site), noindex: true }),
  },
  voiceOverJobs: {
    Component: async () => (await import('../features/publicContent/VoiceOverJobsPage')).VoiceOverJobsPage,
    ...lazyData(
      () => import('../features/publicContent/jobsQuery'),
      (m) => ({ prefetch: m.prefetchVoiceOverJobs, head: m.jobsHead }),
    ),
  },
  project: {
    Component: async () => (await import('../features/project/ProjectPage')).ProjectPage,
    ...lazyData(
      () => import('../features/project/projectQuery'),
      (m) => ({ prefetch: m.prefetchProject, head: m.projectHead }),
    ),
  },
  clientProjects: {
    Component: async () => (await import('../features/clientProjects/ClientProjectsPage')).ClientProjectsPage,
    head: ({ site, url }) => ({
      title: branded(url.pathname.endsWith('/past') ? 'Past projects' : 'Active projects', site),
      noindex: true,
    }),
  },
  postProject: {
    Component: async () => (await import('../features/postProject/PostProjectPage')).PostProjectPage,
    ...lazyData(
      () => import('../features/postProject/postProjectQuery'),
      (m) => ({ prefetch: m.prefetchPostProject, head: m.postProjectHead }),
    ),
  },
  previewProject: {
    Component: async () => (await import('../features/postProject/PreviewProjectPage')).PreviewProjectPage,
    ...lazyData(
      () => import('../features/postProject/postProjectQuery'),
      (m) => ({ prefetch: m.prefetchPostProject, head: m.previewHead }),
    ),
  },
  editProject: {
    Component: async () => (await import('../features/postProject/EditProjectPage')).EditProjectPage,
    ...lazyData(
      () => import('../features/postProject/postProjectQuery'),
      (m) => ({ prefetch: m.prefetchEditProject, head: m.editProjectHead }),
    ),
  },
};
