import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  archiveChannel,
  deleteChannel,
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

const ACTION_CALLS: Record<Action, (hash: string) => Promise<unknown>> = {
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
    mutationFn: async ({ action, hash }: { action: Action; hash: string }) => {
      await ACTION_CALLS[action](hash);
    },
    meta: { errors: 'local' },
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: async (_, { action, hash }) => {
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
