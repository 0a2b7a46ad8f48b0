import type { ComponentType } from 'react';
import type { ScreenName } from './table';

/** Each screen is its own chunk, loaded when its route is first visited. */
export const SCREEN_MODULES: Record<ScreenName, () => Promise<{ Component: ComponentType }>> = {
  signIn: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
  loggedOut: async () => ({ Component: (await import('../features/auth/LoggedOutPage')).LoggedOutPage }),
  error: async () => ({ Component: (await import('../features/errors/ErrorRoutePage')).ErrorRoutePage }),
  notFound: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
  errorTesting: async () => ({
    Component: (await import('../features/errors/ErrorTestingPage')).ErrorTestingPage,
  }),
  // A real failed navigation: this chunk does not exist, so loading the route fails as a broken
  // deployment would (the error testing page's "navigation" error).
  navigationFailure: async () => {
    const missing = `/assets/missing-screen-${Date.now().toString(36)}.js`;
    return (await import(/* @vite-ignore */ missing)) as { Component: ComponentType };
  },
};
