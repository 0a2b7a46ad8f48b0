import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Invitation } from '@vo/sdk';
import { statsFromUserStats } from '@vo/machines';
import {
  acceptInvitation,
  archiveInvitation,
  getListInvitationsQueryKey,
  getUserStats,
  updateInvitation,
} from '@vo/sdk/hooks';
import { useAppServices } from '../AppContext';
import type { DeclineAnswer } from './decline';

/** Every page of every invitations list: what an answer to an invitation makes stale. */
export const invitationListsKey = () => getListInvitationsQueryKey().slice(0, 1);

/** An answer to an invitation: what is sent, and what the voice actor is told once it is stored. */
export type InvitationAnswer =
  | { readonly kind: 'open'; readonly at: string }
  | { readonly kind: 'accept' }
  | { readonly kind: 'archive' }
  | ({ readonly kind: 'decline' } & DeclineAnswer);

type Told = Exclude<InvitationAnswer['kind'], 'open'>;

const DONE: Record<'casting' | 'booking', Record<Told, (project: string) => string>> = {
  casting: {
    accept: (project) => `You accepted the invitation to ${project}.`,
    decline: (project) => `You declined the invitation to ${project}.`,
    archive: (project) => `The invitation to ${project} was archived.`,
  },
  booking: {
    accept: (project) => `You accepted the booking ${project}.`,
    decline: (project) => `You declined the booking ${project}.`,
    archive: (project) => `The booking ${project} was archived.`,
  },
};

async function send(invitation: Invitation, answer: InvitationAnswer): Promise<Invitation> {
  switch (answer.kind) {
    case 'open':
      // A booking request stays requested once read (it is answered by accepting or declining).
      return (
        await updateInvitation(
          invitation.id,
          invitation.type === 'booking'
            ? { opened_at: answer.at }
            : { opened_at: answer.at, status: 'opened' },
        )
      ).data;
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
 * Answers an invitation (open, accept, decline, archive), a casting's or a booking's. Once stored,
 * the invitation lists (and what `alsoStale` names for it) are asked again and the user's stats are read, so
 * that the Projects badge counts the unread invitations left (the server also pushes them over the
 * socket). A refusal the server explains (409: already answered, the project no longer accepts; 422)
 * is said in its own words and the list refreshed; other failures get the app's global handling.
 */
export function useInvitationAnswers({
  alsoStale = () => [],
}: {
  /** What else an answer to this invitation makes stale (its project, read beside the list). */
  alsoStale?: (invitation: Invitation) => readonly (readonly unknown[])[];
} = {}) {
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();

  const refresh = async (invitation: Invitation) => {
    await Promise.all(
      [invitationListsKey(), ...alsoStale(invitation)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
    mutationFn: ({ invitation, answer }: { invitation: Invitation; answer: InvitationAnswer }) =>
      send(invitation, answer),
    meta: { errors: 'local' },
    onSuccess: async (_saved, { invitation, answer }) => {
      if (answer.kind !== 'open') {
        const wording = DONE[invitation.type === 'booking' ? 'booking' : 'casting'];
        notices.message(wording[answer.kind](invitation.project.name));
      }
      await Promise.all([refresh(invitation), refreshBadge()]);
    },
    onError: async (error, { invitation }) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        notices.message(error.message);
        await refresh(invitation);
        return;
      }
      notices.error(error);
    },
  });
}
