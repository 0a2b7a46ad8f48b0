// Proposals (offers) for the app's screen stories, and a small in-page backend that keeps them
// between calls, so that a story can review a casting's auditions from end to end (listen, like,
// comment, trash and restore, choose a winner) and see each answer. Each offer's allowed_actions
// come from the offer machine for the viewer, as the reference server computes them.
import type { Offer, OfferComment, OfferStatus, Project, ProviderSummary, Sample, User, Vote } from '@vo/sdk';
import { allowedOfferActions, viewerOf, type OfferEntity } from '@vo/machines';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { silentWav } from './profiles';
import { activeCasting } from './projects';
import { users } from './users';

const actor = (
  id: number,
  userId: number,
  username: string,
  name: string,
  membership: ProviderSummary['membership'],
): ProviderSummary => ({
  id,
  user_id: userId,
  user: { username, name },
  picture: null,
  location: { country_code: 'US', country_name: 'United States' },
  membership,
});

/**
 * A user who closed the reviews tip long ago: it shows on the proposals view 1.2 s after it opens
 * (spec section 4), over whatever a story pictures then (the hints' own stories show it).
 */
export const tipsSeen = (user: User): User => ({
  ...user,
  discovery_flags: { ...user.discovery_flags, reviews: '2024-03-02T18:41:00Z' },
});

/** The voice actors who auditioned: Maria and Leo are `users.both` and `users.provider`. */
export const auditioners = {
  maria: actor(4821, users.both.id, 'maria.lopez.vo', 'Maria Lopez', 'Premium'),
  leo: actor(4822, users.provider.id, 'leo.vo', 'Leo Voice', 'Pro'),
  june: actor(4830, 9330, 'june.park.vo', 'June Park', 'Platinum'),
  omar: actor(4831, 9331, 'omar.haddad.vo', 'Omar Haddad', 'Standard'),
};

/** One audition of twelve seconds of silence: a real file the story's players load, play and seek. */
const AUDITION = silentWav(12);

/** An offer on the active casting, posted and untouched, as its fields stand before a viewer is applied. */
export function offerBy(provider: ProviderSummary, id: number, changes: Partial<Offer> = {}): Offer {
  return {
    id,
    public_hash: `o${String(id)}`,
    project_id: activeCasting.id,
    provider_id: provider.id,
    provider,
    status: 'posted',
    is_draft: false,
    invitation_id: null,
    related_samples: [],
    custom_sample: true,
    audio_url: AUDITION,
    price_quote: 250,
    votes: [],
    upvotes: 0,
    downvotes: 0,
    comments: [],
    listened: false,
    downloaded: false,
    reviewed: false,
    winner: false,
    deleted: false,
    ai_voice: false,
    created_at: '2026-11-04T10:00:00Z',
    ...changes,
  };
}

/** Four auditions in the order they came (the list's default, oldest first). */
export const castingOffers: Offer[] = [
  offerBy(auditioners.maria, 701, {
    created_at: '2026-11-03T09:00:00Z',
    price_quote: 275,
    related_samples: [4821],
    comments: [
      {
        id: 51,
        offer_id: 701,
        user_id: users.both.id,
        message: 'Hi! A warm, friendly read of your intro. Happy to adjust the pace.',
        created_at: '2026-11-03T09:00:00Z',
      },
    ],
  }),
  offerBy(auditioners.leo, 702, { created_at: '2026-11-03T15:30:00Z', price_quote: 200 }),
  offerBy(auditioners.june, 703, {
    created_at: '2026-11-04T08:10:00Z',
    status: 'reviewed',
    reviewed: true,
    listened: true,
    votes: [users.client.id],
    upvotes: 1,
    price_quote: 300,
  }),
  offerBy(auditioners.omar, 704, { created_at: '2026-11-05T11:45:00Z', price_quote: null }),
];

/** The offer as the machine holds it for a project. */
function entityOf(offer: Offer, project: Project): OfferEntity {
  return {
    status: offer.status,
    context: {
      projectOwnerIds: project.user_id ?? [],
      providerId: offer.provider_id,
      winner: offer.winner,
      listened: offer.listened ?? false,
      downloaded: offer.downloaded ?? false,
      deleted: offer.deleted,
      winnerDecided: offer.winner || (project.winner_selected ?? null) !== null,
    },
  };
}

/** The offer as `user` gets it: the actions the offer machine allows them now. */
export const seenBy = (offer: Offer, user: User, project: Project = activeCasting): Offer => ({
  ...offer,
  allowed_actions: allowedOfferActions(entityOf(offer, project), viewerOf(user)),
  // Stream-only until hire: the owners (and the offer's voice actor) get a download link.
  download_url:
    offer.audio_url !== null &&
    ((project.user_id ?? []).includes(user.id) || offer.provider.user_id === user.id)
      ? offer.audio_url
      : null,
});

/** The paging headers of one page of a list. */
export const pageHeaders = (page: number, size: number, rows: number): Record<string, string> => ({
  'current-page': String(page),
  'total-pages': String(Math.max(1, Math.ceil(rows / size))),
  'total-rows': String(rows),
  'page-size': String(size),
});

/** The voice actor's own samples, to attach to an audition. */
export const ownSamples = (providerId: number): Sample[] =>
  ['Warm corporate narration', 'Friendly e-learning read', 'Calm IVR prompts'].map((name, index) => ({
    id: 880 + index,
    provider_id: providerId,
    name,
    file: AUDITION,
    is_valid: true,
    type: 'audio',
    duration: 12,
    tags: [],
    listen_count: 0,
    demo_id: null,
    display_order: index,
    created_at: '2025-06-01T10:00:00Z',
  }));

const conflict = (message: string) => errorBody('ConflictError', message);

/**
 * A casting's proposals kept between calls, as `user` sees them: the list (filters, pages), one
 * offer, the marks, the trash, votes, comments and the winner, each refused with the server's 409
 * when the offer machine refuses it. `api` answers the operations; `offers()` reads the state.
 */
export function proposalsBackend({
  user,
  project = activeCasting,
  offers: initial = castingOffers,
}: {
  user: User;
  project?: Project;
  offers?: readonly Offer[];
}) {
  const initialVotes = (): Vote[] =>
    initial.flatMap((offer) =>
      (offer.votes ?? []).map((userId, index) => ({
        id: offer.id * 100 + index,
        offer_id: offer.id,
        user_id: userId,
        direction: 'up' as const,
        created_at: offer.created_at,
      })),
    );
  let offers = initial.map((offer) => ({ ...offer }));
  let current = project;
  let votes = initialVotes();
  let nextId = 9000;
  /** Back to the first state (a story's beforeEach: its play may run again in the same page). */
  const reset = () => {
    offers = initial.map((offer) => ({ ...offer }));
    current = project;
    votes = initialVotes();
    nextId = 9000;
  };
  const view = (offer: Offer) => seenBy(offer, user, current);
  const find = (id: string) => offers.find((offer) => String(offer.id) === id);
  const change = (id: number, changes: Partial<Offer>) => {
    offers = offers.map((offer) => (offer.id === id ? { ...offer, ...changes } : offer));
    return offers.find((offer) => offer.id === id);
  };
  const allowed = (offer: Offer, action: NonNullable<Offer['allowed_actions']>[number]) =>
    view(offer).allowed_actions?.includes(action) ?? false;
  const recount = (offerId: number) =>
    change(offerId, {
      votes: votes.filter((vote) => vote.offer_id === offerId).map((vote) => vote.user_id),
      upvotes: votes.filter((vote) => vote.offer_id === offerId && vote.direction === 'up').length,
      downvotes: votes.filter((vote) => vote.offer_id === offerId && vote.direction === 'down').length,
    });
  const notFound = errorBody('NotFoundError', 'Offer not found.');

  const api: MockAnswers = {
    getProject: () => current,
    listOffers: ({ url, reply }) => {
      const query = url.searchParams;
      const statuses = query.getAll('status').flatMap((value) => value.split(',')) as OfferStatus[];
      const since = query.get('since');
      const matching = offers.filter(
        (offer) =>
          offer.deleted === (query.get('trash') === 'true') &&
          (query.get('upvotes') !== 'true' || (offer.upvotes ?? 0) > 0) &&
          (statuses.length === 0 || statuses.includes(offer.status)) &&
          (since === null || offer.created_at >= since),
      );
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('size') ?? '10');
      return reply(
        200,
        matching.slice((page - 1) * size, page * size).map(view),
        pageHeaders(page, size, matching.length),
      );
    },
    getOffer: ({ params, reply }) => {
      const offer = find(params.id);
      return offer === undefined ? reply(404, notFound) : view(offer);
    },
    setOfferAsReviewed: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      const changed = allowed(offer, 'set_as_reviewed')
        ? change(offer.id, { status: 'reviewed', reviewed: true })
        : offer;
      return view(changed ?? offer);
    },
    setOfferAsListened: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      if (!allowed(offer, 'set_as_listened')) return view(offer);
      const status = offer.status === 'posted' ? 'reviewed' : offer.status;
      return view(change(offer.id, { listened: true, reviewed: true, status }) ?? offer);
    },
    setOfferAsDownloaded: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      return view(
        (allowed(offer, 'set_as_downloaded') ? change(offer.id, { downloaded: true }) : offer) ?? offer,
      );
    },
    deleteOffer: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      if (!allowed(offer, 'delete'))
        return reply(409, conflict('This proposal cannot be moved to the trash.'));
      change(offer.id, { deleted: true });
      return null;
    },
    undeleteOffer: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      if (!allowed(offer, 'undelete')) return reply(409, conflict('This proposal is not in the trash.'));
      return view(change(offer.id, { deleted: false }) ?? offer);
    },
    setOfferAsWinner: ({ params, reply }) => {
      const offer = find(params.id);
      if (offer === undefined) return reply(404, notFound);
      if (!allowed(offer, 'set_as_winner')) return reply(409, conflict('A winner was already chosen.'));
      current = { ...current, status: 'closed', closing_reason: 'client', winner_selected: true };
      return view(change(offer.id, { winner: true }) ?? offer);
    },
    listVotes: ({ url }) =>
      votes.filter((vote) => String(vote.offer_id) === url.searchParams.get('offer_id')),
    createVote: ({ body, reply }) => {
      if (body === undefined) return reply(400, errorBody('ValidationError', 'A vote needs an offer.'));
      if (votes.some((vote) => vote.offer_id === body.offer_id && vote.user_id === user.id))
        return reply(409, conflict('You already voted on this proposal.'));
      nextId += 1;
      const vote: Vote = { id: nextId, ...body, user_id: user.id, created_at: '2026-11-06T10:00:00Z' };
      votes = [...votes, vote];
      recount(body.offer_id);
      return vote;
    },
    updateVote: ({ params, body, reply }) => {
      const vote = votes.find((candidate) => String(candidate.id) === params.id);
      if (vote === undefined || body === undefined)
        return reply(404, errorBody('NotFoundError', 'Vote not found.'));
      const updated = { ...vote, direction: body.direction };
      votes = votes.map((candidate) => (candidate.id === vote.id ? updated : candidate));
      recount(vote.offer_id);
      return updated;
    },
    deleteOfferVotes: ({ params, reply }) => {
      const mine = votes.find((vote) => String(vote.offer_id) === params.id && vote.user_id === user.id);
      if (mine === undefined)
        return reply(404, errorBody('NotFoundError', 'You have no vote on this proposal.'));
      votes = votes.filter((vote) => vote !== mine);
      recount(mine.offer_id);
      return null;
    },
    listOfferComments: ({ params }) => find(params.id)?.comments ?? [],
    createOfferComment: ({ params, body, reply }) => {
      const offer = find(params.id);
      if (offer === undefined || body === undefined) return reply(404, notFound);
      nextId += 1;
      const comment: OfferComment = {
        id: nextId,
        offer_id: offer.id,
        user_id: user.id,
        message: body.message,
        created_at: '2026-11-06T10:00:00Z',
      };
      change(offer.id, { comments: [...(offer.comments ?? []), comment] });
      return comment;
    },
    deleteOfferComment: ({ params }) => {
      const offer = find(params.id);
      if (offer !== undefined)
        change(offer.id, {
          comments: (offer.comments ?? []).filter((comment) => String(comment.id) !== params.commentId),
        });
      return null;
    },
  };
  return { api, reset, offers: () => offers, project: () => current };
}
