import { useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Site } from './brand';
import type { Notices } from './notices';
import { isSignedIn, type AppSession, type SessionSnapshot } from './session/appSession';

export interface AppServices {
  readonly site: Site;
  readonly session: AppSession;
  readonly notices: Notices;
  /** Sends the browser to another site (the identity provider's page). @default location.assign */
  readonly leave?: (url: string) => void;
  /**
   * The session the server rendered the page with (an anonymous visitor's): hydration renders it, so
   * the HTML matches, then the browser's own session shows (a returning user's). @default none
   */
  readonly renderedSession?: SessionSnapshot;
}

const AppContext = createContext<AppServices | null>(null);

export const AppServicesProvider = AppContext.Provider;

/** The app's services (site, session, notices), given once at the root. */
export function useAppServices(): AppServices {
  const services = useContext(AppContext);
  if (services === null) throw new Error('useAppServices() needs <AppServicesProvider> above it.');
  return services;
}

const subscribeToNothing = () => () => undefined;

/** False while React hydrates the server's HTML (and on the server), true from the next render on. */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** A value read from the session machine's snapshot; re-renders only when it changes. */
export function useSession<T>(
  select: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const { session, renderedSession } = useAppServices();
  const live = useSelector(session.actor, select, compare);
  const hydrated = useHydrated();
  return renderedSession !== undefined && !hydrated ? select(renderedSession) : live;
}

/** The signed-in user, or null. */
export const useUser = () => useSession((s) => (isSignedIn(s) ? s.context.user : null));
