import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  archiveChannel,
  deleteChannel,
  type getChannelResponseSuccess,
  markChannelUnread,
  removeChannelStar,
  restoreChannel,
  starChannel,
} from '@vo/sdk/hooks';
import { useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { channelQuery, isChannelListKey, refreshChannel } from './channelsQuery';

/** The channel actions of spec section 4, as the list's menu and the conversation name them. */
export type Action = 'star' | 'unstar' | 'archive' | 'restore' | 'mark_unread' | 'delete';

/** Each action's call: the conversation as the server holds it after (as getChannel answers), or none (deleted). */
const ACTION_CALLS: Record<Action, (hash: string) => Promise<getChannelResponseSuccess | { status: 204 }>> = {
  star: starChannel,
  unstar: removeChannelStar,
  archive: archiveChannel,
  restore: restoreChannel,
  mark_unread: markChannelUnread,
  delete: deleteChannel,
};

const ACTION_NOTICES: Record<Action, string> = {
  star: 'Conversation starred.',
  unstar: 'Star removed.',
  archive: 'Conversation archived.',
  restore: 'Conversation restored to your inbox.',
  mark_unread: 'Conversation marked unread.',
  delete: 'Conversation deleted.',
};

/** A channel action: the server's answer, the lists and the conversation asked again, a refusal in its words. */
export function useChannelAction(onDone?: (action: Action, hash: string) => void) {
  const { notices } = useAppServices();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ action, hash }: { action: Action; hash: string }) => ACTION_CALLS[action](hash),
    meta: { errors: 'local' },
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: async (answer, { action, hash }) => {
      // The server answers with the conversation as it is now: the buttons show it at once, not
      // after the refetch below (which also brings the lists and the badge up to date).
      if (answer.status === 200)
        queryClient.setQueryData<getChannelResponseSuccess>(channelQuery(hash).queryKey, answer);
      notices.message(ACTION_NOTICES[action]);
      onDone?.(action, hash);
      if (action === 'delete') {
        queryClient.removeQueries({ queryKey: channelQuery(hash).queryKey });
        await queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => isChannelListKey(path) });
        return;
      }
      await refreshChannel(queryClient, hash);
    },
    onError: async (error, { hash }) => {
      if (error instanceof ApiError && error.status !== 'Network' && error.status < 500) {
        setRefusal(error.message);
        await refreshChannel(queryClient, hash);
        return;
      }
      notices.error(error);
    },
  });
  return { run: mutation.mutate, pending: mutation.isPending, refusal };
}
