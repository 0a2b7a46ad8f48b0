// The proposal card's data, viewers and texts, shared by the card and its actions.
import type { MembershipTier } from '../PlanCard';

/** Who looks at the proposal: the project's client (or a co-owner), the voice actor who sent it, or anyone else. */
export const proposalViewers = ['client', 'voiceActor', 'other'] as const;
export type ProposalViewer = (typeof proposalViewers)[number];

export type VoteDirection = 'up' | 'down';

/** The fields of an offer (spec section 3; logged-in extras optional) a card shows. */
export interface ProposalCardOffer {
  id: number;
  /** The offer's status as the API sends it (statusLabel says it). */
  status: string;
  is_draft: boolean;
  /** The audition file; null when the proposal has no custom sample. */
  audio_url: string | null;
  /** Precomputed peaks of the audition, when the server has them. */
  audio_peaks?: number[];
  price_quote?: number | null;
  upvotes?: number;
  downvotes?: number;
  /** The number of comments (or the comments' length). */
  comments_count?: number;
  listened?: boolean;
  reviewed?: boolean;
  winner: boolean;
  deleted: boolean;
  provider: {
    id: number;
    user: { name: string; username: string };
    picture?: string | null;
    membership?: MembershipTier;
  };
}

export interface ProposalCardLabels {
  listened: string;
  reviewed: string;
  winner: string;
  deleted: string;
  noAudio: string;
  audio: (name: string) => string;
  likes: (count: number) => string;
  downVotes: (count: number) => string;
  like: string;
  dislike: string;
  comments: (count: number) => string;
  setWinner: string;
  delete: string;
  undelete: string;
  edit: string;
  withdraw: string;
  priceQuote: string;
}

export const defaultProposalCardLabels: ProposalCardLabels = {
  listened: 'Listened',
  reviewed: 'Reviewed',
  winner: 'Winner',
  deleted: 'In the trash',
  noAudio: 'No audition recorded for this script; see the related samples.',
  audio: (name) => `Audition by ${name}`,
  likes: (count) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  downVotes: (count) => `${count} ${count === 1 ? 'down vote' : 'down votes'}`,
  like: 'Like',
  dislike: 'Vote down',
  comments: (count) => `${count} ${count === 1 ? 'comment' : 'comments'}`,
  setWinner: 'Select as winner',
  delete: 'Move to trash',
  undelete: 'Restore',
  edit: 'Edit proposal',
  withdraw: 'Withdraw',
  priceQuote: 'Quote',
};

/** Which proposal a callback is about. */
export type OfferEvent = { offerId: number };
