import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { prefetchVoiceActorProfile } from '../features/voiceActorProfile/profileQuery';
import { prefetchHome } from '../features/home/homeQuery';
import type { ScreenName } from './table';

/** What a screen's prefetch is given: the route's params and address, and the app's query cache. */
export interface ScreenDataArgs {
  readonly params: Params;
  readonly url: URL;
  readonly queryClient: QueryClient;
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
 */
export interface ScreenSlot {
  readonly Component: () => Promise<ComponentType>;
  readonly prefetch?: (args: ScreenDataArgs) => Promise<void>;
}

export const SCREEN_SLOTS: Record<ScreenName, ScreenSlot> = {
  signIn: { Component: async () => (await import('../features/auth/SignInPage')).SignInPage },
  loggedOut: { Component: async () => (await import('../features/auth/LoggedOutPage')).LoggedOutPage },
  error: { Component: async () => (await import('../features/errors/ErrorRoutePage')).ErrorRoutePage },
  notFound: { Component: async () => (await import('../features/errors/NotFoundPage')).NotFoundPage },
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
  },
  home: {
    Component: async () => (await import('../features/home/HomePage')).HomePage,
    prefetch: prefetchHome,
  },
  scriptTimer: {
    Component: async () => (await import('../features/publicContent/ScriptTimerPage')).ScriptTimerPage,
  },
};
