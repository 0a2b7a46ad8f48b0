import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@vo/ui';
import { useAppServices } from '../../lib/AppContext';
import { errorRoutePath } from '../../lib/errors/errorPolicy';
import type { SessionSnapshot } from '../../lib/session/appSession';
import { afterSignInPath } from '../../lib/session/signInPath';

/**
 * Carries out what the session machine asks of the page: go to the identity provider's sign-in
 * page, return to the kept path after sign-in, go to the logged-out page or the error route, and
 * show its snackbars ('Logging out', 'Favorite added').
 */
export function useSessionEffects(): void {
  const {
    session,
    notices,
    leave = (url: string) => {
      window.location.assign(url);
    },
  } = useAppServices();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const latest = useRef({ navigate, snackbar, assign: leave });
  latest.current = { navigate, snackbar, assign: leave };

  useEffect(() => {
    let previous: SessionSnapshot | null = null;
    const react = (snapshot: SessionSnapshot) => {
      const before = previous;
      previous = snapshot;
      const { context } = snapshot;
      const { navigate: go, snackbar: bar, assign: leave } = latest.current;
      const link = snapshot.hasTag('redirecting') ? context.signInLink : null;
      const linkBefore = before?.hasTag('redirecting') ? before.context.signInLink : null;
      if (link !== null && link !== linkBefore) leave(link);
      if (context.snackbar !== null && context.snackbar !== before?.context.snackbar) {
        bar.show({ message: context.snackbar });
      }
      if (context.redirect === null || context.redirect === before?.context.redirect) return;
      switch (context.redirect) {
        case 'return':
          void go(afterSignInPath(context.returnTo, context.signUp), { replace: true });
          break;
        case 'loggedOut':
          void go('/loggedOut', { replace: true });
          break;
        case 'error':
          void go(errorRoutePath(context.error?.status ?? 500, context.error?.message ?? ''), {
            replace: true,
          });
          break;
        case 'dashboard':
          // A failed provider creation: the dashboard, with the server's error.
          if (context.error !== null) notices.message(context.error.message);
          void go('/dashboard');
          break;
        case 'login':
          // The machine is already on its way to the sign-in page.
          break;
      }
    };
    react(session.actor.getSnapshot());
    const subscription = session.actor.subscribe(react);
    return () => {
      subscription.unsubscribe();
    };
  }, [session, notices]);
}
