import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../lib/AppContext';

/** A user's conversation list (listUserChannels) or the admin's held messages (listPendingMessages). */
const isChannelList = (path: string): boolean =>
  /^\/users\/[^/]+\/channels$/.test(path) || path === '/users/pending_messages';

/** Whether a query (by its path, the first part of its key) shows what an update names. */
type Shows = (path: string) => boolean;

/**
 * Live pages: one subscription to the session hands each socket update to the queries showing what
 * it names; only the queries on screen refetch, the rest are marked stale for their next visit.
 * - A project the user sees changed (a proposal sent, a like, a comment, a question: the session's
 *   `projectUpdate`): the project (its counters and badges), its questions, notes and comments, and
 *   the proposal lists and details.
 * - A message arrived in a conversation (`channelUpdate`): that conversation's messages and counters,
 *   and the conversation lists; when the socket has just (re)connected (no conversation named), every
 *   conversation query, so that what arrived while it was down shows (the server answers in its own
 *   order, so nothing shows twice or out of place).
 */
export function useLiveUpdates(): void {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const { context } = session.actor.getSnapshot();
    let project = context.projectUpdate?.seq ?? 0;
    let channel = context.channelUpdate?.seq ?? 0;
    const refetch = (shows: Shows) => {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) => typeof path === 'string' && shows(path),
      });
    };
    const subscription = session.actor.subscribe(({ context: now }) => {
      const { projectUpdate, channelUpdate } = now;
      if (projectUpdate !== null && projectUpdate.seq !== project) {
        project = projectUpdate.seq;
        const prefixes = [
          `/projects/${String(projectUpdate.projectId)}`,
          `/projects/${projectUpdate.publicHash}`,
        ];
        refetch(
          (path) =>
            path === '/offers' ||
            path.startsWith('/offers/') ||
            prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
        );
      }
      if (channelUpdate !== null && channelUpdate.seq !== channel) {
        channel = channelUpdate.seq;
        const prefix =
          channelUpdate.channelHash === null ? '/channels/' : `/channels/${channelUpdate.channelHash}`;
        refetch((path) => path.startsWith(prefix) || isChannelList(path));
      }
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [session, queryClient]);
}
