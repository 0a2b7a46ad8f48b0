import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
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

/** Keeps the value a selector last gave while what it gives stays equal, so React sees no change. */
function selectionMemo<T>(compare: (a: T, b: T) => boolean) {
  let last: { readonly value: T } | null = null;
  return (next: T): T => {
    if (last !== null && compare(last.value, next)) return last.value;
    last = { value: next };
    return next;
  };
}

/**
 * A value read from the session machine's snapshot; re-renders only when it changes.
 *
 * Hydration reads the session the server rendered with (`renderedSession`), so the HTML matches. Right
 * after, React compares what each caller selects from the live session with what it rendered and
 * re-renders only the callers whose value differs: for an anonymous visitor, none. (A flag that
 * flipped once hydrated re-rendered every caller, the whole shell and each search result with it,
 * in one synchronous task after the hydration commit: 150 to 350 ms at phone speed.)
 */
export function useSession<T>(
  select: (snapshot: SessionSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const { session, renderedSession } = useAppServices();
  const { actor } = session;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => {
        subscription.unsubscribe();
      };
    },
    [actor],
  );
  // One memo for both snapshots: the live selection after hydration is compared with the rendered one.
  const [memo] = useState(() => selectionMemo(compare));
  return useSyncExternalStore(
    subscribe,
    () => memo(select(actor.getSnapshot())),
    () => memo(select(renderedSession ?? actor.getSnapshot())),
  );
}

/** The signed-in user, or null. */
export const useUser = () => useSession((s) => (isSignedIn(s) ? s.context.user : null));
