import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../lib/AppContext';

/** A user's conversation list (listUserChannels) or the admin's held messages (listPendingMessages). */
const isChannelList = (path: string): boolean =>
  /^\/users\/[^/]+\/channels$/.test(path) || path === '/users/pending_messages';

/**
 * Live conversations: when the socket says a message arrived in a conversation (the session's
 * `channelUpdate`), that conversation's queries (its messages, its counters) and the conversation lists
 * are asked again; when the socket has just (re)connected (no conversation named), every conversation
 * query is, so that what arrived while it was down shows (the server answers in its own order, so
 * nothing shows twice or out of place). Only the queries on screen refetch; the rest go stale.
 */
export function useLiveChannelUpdates(): void {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    let seen = session.actor.getSnapshot().context.channelUpdate?.seq ?? 0;
    const subscription = session.actor.subscribe((snapshot) => {
      const update = snapshot.context.channelUpdate;
      if (update === null || update.seq === seen) return;
      seen = update.seq;
      const prefix = update.channelHash === null ? '/channels/' : `/channels/${update.channelHash}`;
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && (path.startsWith(prefix) || isChannelList(path)),
      });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [session, queryClient]);
}
