import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { editorHead, prefetchProfileEditor } from '../features/profileEditor/editorQuery';
import { voiceActorProfileHead } from '../features/voiceActorProfile/profileHead';
import { categoryHead, prefetchCategoryPage } from '../features/categoryPage/categoryQuery';
import { prefetchVoiceActorProfile } from '../features/voiceActorProfile/profileQuery';
import { prefetchSearch, searchHead } from '../features/search/searchQuery';
import type { Site } from '../lib/brand';
import { branded, notFoundHead, type ScreenHead } from '../lib/head';
import { directoryHead, prefetchVoiceActorDirectory } from '../features/voiceActorDirectory/directoryQuery';
import { prefetchFavorites } from '../features/favorites/favoritesQuery';
import { endorsementHead, prefetchEndorsement } from '../features/endorsements/endorsementQuery';
import { clientHead, prefetchClientProfile } from '../features/clientProfile/clientQuery';
import { prefetchVoiceActorReviews, reviewsHead } from '../features/voiceActorProfile/reviewsQuery';
import { homeHead, prefetchHome } from '../features/home/homeQuery';
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
  readonly head?: (args: ScreenHeadArgs) => ScreenHead | null;
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
    prefetch: prefetchVoiceActorProfile,
    head: voiceActorProfileHead,
  },
  profileEditor: {
    Component: async () => (await import('../features/profileEditor/ProfileEditorPage')).ProfileEditorPage,
    prefetch: prefetchProfileEditor,
    head: editorHead,
  },
  search: {
    Component: async () => (await import('../features/search/SearchPage')).SearchPage,
    prefetch: prefetchSearch,
    head: searchHead,
  },
  voiceActorDirectory: {
    Component: async () =>
      (await import('../features/voiceActorDirectory/VoiceActorDirectoryPage')).VoiceActorDirectoryPage,
    prefetch: prefetchVoiceActorDirectory,
    head: directoryHead,
  },
  favorites: {
    Component: async () => (await import('../features/favorites/FavoritesPage')).FavoritesPage,
    prefetch: prefetchFavorites,
    head: ({ site }) => ({ title: branded('Your favorite voice actors', site), noindex: true }),
  },
  endorse: {
    Component: async () => (await import('../features/endorsements/EndorsePage')).EndorsePage,
    prefetch: prefetchEndorsement,
    head: endorsementHead,
  },
  categoryPage: {
    Component: async () => (await import('../features/categoryPage/CategoryPage')).CategoryPage,
    prefetch: prefetchCategoryPage,
    head: categoryHead,
  },
  voiceActorReviews: {
    Component: async () =>
      (await import('../features/voiceActorProfile/VoiceActorReviewsPage')).VoiceActorReviewsPage,
    prefetch: prefetchVoiceActorReviews,
    head: reviewsHead,
  },
  clientProfile: {
    Component: async () => (await import('../features/clientProfile/ClientProfilePage')).ClientProfilePage,
    prefetch: prefetchClientProfile,
    head: clientHead,
  },
  home: {
    Component: async () => (await import('../features/home/HomePage')).HomePage,
    prefetch: prefetchHome,
    head: homeHead,
  },
  scriptTimer: {
    Component: async () => (await import('../features/publicContent/ScriptTimerPage')).ScriptTimerPage,
    head: ({ site }) => ({
      title: branded('Script timer calculator: how long is my voice-over?', site),
      description:
        'Paste a script to see how long its voice-over runs, at the pace the marketplace prices by.',
    }),
  },
};
