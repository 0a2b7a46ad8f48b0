import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { useNavigate } from 'react-router';
import { useAppServices } from '../AppContext';

/** Whom the conversation is with, and the caller's project it is about (createChannel). */
export interface ConversationStart {
  readonly provider_id: number;
  readonly project_id?: number;
}

/**
 * A client starts (or reopens: the server answers the existing channel) a conversation with a voice
 * actor and lands in it, `/messages/{public_hash}`. The profile's Message and an audition's Message
 * use it; a refusal comes back in the server's words (only clients start conversations, section 6).
 */
export function useStartConversation(onRefused: (message: string) => void) {
  const { session } = useAppServices();
  const navigate = useNavigate();
  return useMutation({
    // The core client, not the generated hook: the hook brings its generated module (every channels
    // operation) into the calling route, whose budget it broke.
    mutationFn: async (start: ConversationStart) =>
      (await session.client.unwrap(session.client.api.POST('/channels', { body: start }))).data,
    meta: { errors: 'local' },
    onSuccess: (channel) => {
      void navigate(`/messages/${channel.public_hash}`);
    },
    onError: (error) => {
      onRefused(
        error instanceof ApiError ? error.message : 'The conversation could not be started: try again.',
      );
    },
  });
}
