import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import {
  createVote,
  deleteOffer,
  deleteOfferVotes,
  listVotes,
  setOfferAsDownloaded,
  setOfferAsListened,
  setOfferAsReviewed,
  undeleteOffer,
  updateVote,
  type getOffer,
  type listOffers,
} from '@vo/sdk/hooks';
import { useAppServices } from '../../lib/AppContext';
import { offerListsKey, offerQuery, offerVotesQuery } from './offersQuery';
import { allows, auditionOf, type MyVote } from './offerView';
import { LOCAL_ERRORS, messageOf } from './projectErrors';
import { useStartConversation } from '../../lib/messages/useStartConversation';

type OfferPage = Awaited<ReturnType<typeof listOffers>>;
type OneOffer = Awaited<ReturnType<typeof getOffer>>;

/**
 * What the owners do to proposals, each through its operation: the marks (listened, downloaded,
 * reviewed) quietly, likes and the trash with a word in the snackbar (the winner is its dialog's).
 * Each change is shown at once from the server's answer (or, for a vote, its known effect) wherever
 * the offer is on screen, and the lists are asked again.
 */
export function useOfferActions({ userId }: { userId: number | null }) {
  const queryClient = useQueryClient();
  const { notices } = useAppServices();

  /** Changes the offer wherever a page of a list or its details hold it. */
  const patch = (id: number, change: (offer: Offer) => Offer) => {
    queryClient.setQueriesData<OfferPage>({ queryKey: offerListsKey() }, (page) =>
      page === undefined
        ? page
        : { ...page, data: page.data.map((offer) => (offer.id === id ? change(offer) : offer)) },
    );
    queryClient.setQueryData<OneOffer>(offerQuery(id).queryKey, (current) =>
      current === undefined ? current : { ...current, data: change(current.data) },
    );
  };
  const show = (offer: Offer) => {
    patch(offer.id, () => offer);
  };
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: offerListsKey() });
  const failed = (error: unknown) => {
    notices.message(messageOf(error));
  };

  // The marks record what the owner did; a failure is not worth interrupting the review for.
  const mark = useMutation({
    mutationFn: async (run: () => Promise<{ data: Offer }>) => (await run()).data,
    meta: LOCAL_ERRORS,
    onSuccess: show,
  });

  const vote = useMutation({
    mutationFn: async ({ offer, mine }: { offer: Offer; mine: MyVote }) => {
      if (mine === 'up') {
        await deleteOfferVotes(offer.id);
        return { offer, liked: false };
      }
      if (mine === 'none') {
        await createVote({ offer_id: offer.id, direction: 'up' });
        return { offer, liked: true };
      }
      // A down vote becomes a like by changing it, which needs its id (the offer lists voters only).
      const own = (await listVotes({ offer_id: offer.id, size: 100 })).data.find((v) => v.user_id === userId);
      if (own?.direction === 'up') {
        await deleteOfferVotes(offer.id);
        return { offer, liked: false };
      }
      if (own === undefined) await createVote({ offer_id: offer.id, direction: 'up' });
      else await updateVote(own.id, { direction: 'up' });
      return { offer, liked: true };
    },
    meta: LOCAL_ERRORS,
    onSuccess: async ({ offer, liked }) => {
      if (userId !== null)
        patch(offer.id, (current) => {
          const others = (current.votes ?? []).filter((id) => id !== userId);
          const wasUp = (current.votes ?? []).includes(userId) && (current.downvotes ?? 0) === 0;
          return {
            ...current,
            votes: liked ? [...others, userId] : others,
            upvotes: Math.max(0, (current.upvotes ?? 0) + (liked ? 1 : wasUp ? -1 : 0)),
          };
        });
      await Promise.all([
        refreshLists(),
        queryClient.invalidateQueries({ queryKey: offerVotesQuery(offer.id).queryKey }),
      ]);
    },
    onError: failed,
  });

  const trash = useMutation({
    mutationFn: async ({ offer, restore }: { offer: Offer; restore: boolean }) => {
      if (restore) await undeleteOffer(offer.id);
      else await deleteOffer(offer.id);
      return { offer, restore };
    },
    meta: LOCAL_ERRORS,
    onSuccess: async ({ offer, restore }) => {
      patch(offer.id, (current) => ({ ...current, deleted: !restore }));
      notices.message(
        restore ? `${auditionOf(offer)} is back in the list` : `${auditionOf(offer)} moved to the trash`,
      );
      await refreshLists();
    },
    onError: failed,
  });

  // Talking to the voice actor about this casting (issue 45): the conversation opens in /messages.
  const conversation = useStartConversation((message) => {
    notices.message(message);
  });

  return {
    /** The owner messages the audition's voice actor about the project (the channel is reused). */
    message: (offer: Offer) => {
      conversation.mutate({ provider_id: offer.provider_id, project_id: offer.project_id });
    },
    /** The audition started playing: the owner's first play marks it listened (when the server allows). */
    listened: (offer: Offer) => {
      if (allows(offer, 'set_as_listened')) mark.mutate(() => setOfferAsListened(offer.id));
    },
    /** The owner downloaded the audition. */
    downloaded: (offer: Offer) => {
      if (allows(offer, 'set_as_downloaded')) mark.mutate(() => setOfferAsDownloaded(offer.id));
    },
    /** The owner opened the proposal's details. */
    reviewed: (offer: Offer) => {
      if (allows(offer, 'set_as_reviewed')) mark.mutate(() => setOfferAsReviewed(offer.id));
    },
    /** Like, or take the like back. */
    toggleLike: (offer: Offer, mine: MyVote) => {
      vote.mutate({ offer, mine });
    },
    /** To the trash, or back from it. */
    toggleTrash: (offer: Offer) => {
      if (allows(offer, 'undelete')) trash.mutate({ offer, restore: true });
      else if (allows(offer, 'delete')) trash.mutate({ offer, restore: false });
    },
  };
}

export type OfferActions = ReturnType<typeof useOfferActions>;
