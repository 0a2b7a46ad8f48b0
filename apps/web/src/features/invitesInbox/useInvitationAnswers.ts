import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Invitation } from '@vo/sdk';
import { statsFromUserStats } from '@vo/machines';
import { acceptInvitation, archiveInvitation, getUserStats, updateInvitation } from '@vo/sdk/hooks';
import { useAppServices } from '../../lib/AppContext';
import type { DeclineAnswer } from './invitationAnswers';
import { invitationListsKey } from './invitesQuery';

/** An answer to an invitation: what is sent, and what the voice actor is told once it is stored. */
type Answer =
  | { readonly kind: 'open'; readonly at: string }
  | { readonly kind: 'accept' }
  | { readonly kind: 'archive' }
  | ({ readonly kind: 'decline' } & DeclineAnswer);

const DONE: Record<Exclude<Answer['kind'], 'open'>, (project: string) => string> = {
  accept: (project) => `You accepted the invitation to ${project}.`,
  decline: (project) => `You declined the invitation to ${project}.`,
  archive: (project) => `The invitation to ${project} was archived.`,
};

async function send(invitation: Invitation, answer: Answer): Promise<Invitation> {
  switch (answer.kind) {
    case 'open':
      return (await updateInvitation(invitation.id, { opened_at: answer.at, status: 'opened' })).data;
    case 'accept':
      return (await acceptInvitation(invitation.id)).data;
    case 'archive':
      return (await archiveInvitation(invitation.id)).data;
    case 'decline':
      return (
        await updateInvitation(invitation.id, {
          status: 'declined',
          rejection_reason: answer.reason,
          ...(answer.details === null ? {} : { rejection_reason_details: answer.details }),
        })
      ).data;
  }
}

/**
 * Answers an invitation (open, accept, decline, archive). Once stored, the invitation lists are
 * asked again and the user's stats are read, so that the Projects badge counts the unread
 * invitations left (the server also pushes them over the socket). A refusal the server explains
 * (409: already answered, the project no longer accepts; 422) is said in its own words and the
 * list refreshed; other failures get the app's global handling.
 */
export function useInvitationAnswers() {
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: invitationListsKey() });
  };
  const refreshBadge = async () => {
    const { user } = session.actor.getSnapshot().context;
    if (user === null) return;
    try {
      const { data } = await getUserStats(user.id);
      session.actor.send({ type: 'session.stats', stats: statsFromUserStats(data) });
    } catch {
      // The socket (or its polling) brings the stats when this read fails.
    }
  };

  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: Invitation; answer: Answer }) =>
      send(invitation, answer),
    meta: { errors: 'local' },
    onSuccess: async (_saved, { invitation, answer }) => {
      if (answer.kind !== 'open') notices.message(DONE[answer.kind](invitation.project.name));
      await Promise.all([refresh(), refreshBadge()]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        notices.message(error.message);
        await refresh();
        return;
      }
      notices.error(error);
    },
  });
}
