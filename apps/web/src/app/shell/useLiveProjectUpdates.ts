import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../lib/AppContext';

/**
 * Live project pages: when the socket says a project the user sees changed (a proposal sent, a like, a
 * comment, a question: the session's `projectUpdate`), the queries showing it are asked again, the
 * project (its counters and badges), its questions, notes and comments, and the proposal lists and
 * details. Only the queries on screen refetch; the rest are marked stale for their next visit.
 */
export function useLiveProjectUpdates(): void {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    let seen = session.actor.getSnapshot().context.projectUpdate?.seq ?? 0;
    const subscription = session.actor.subscribe((snapshot) => {
      const update = snapshot.context.projectUpdate;
      if (update === null || update.seq === seen) return;
      seen = update.seq;
      const projectPaths = [`/projects/${String(update.projectId)}`, `/projects/${update.publicHash}`];
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' &&
          (path === '/offers' ||
            path.startsWith('/offers/') ||
            projectPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))),
      });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [session, queryClient]);
}
