// Proposals for stories and tests, shaped like the API's Offer (spec section 3).
import { examplePeaks, sineWavUrl } from '../../internal/fixtures/audio';
import { examplePictures } from '../../internal/fixtures/pictures';
import type { StatusLabelText } from '../ProjectCard';
import type { ProposalCardOffer } from './proposalCardTypes';

/**
 * How the stories word and colour the offer statuses they show (created is a draft). Story dressing:
 * the app derives the label from the contract's OfferStatus; the card keeps no list of its own.
 */
export const exampleOfferStatusLabels = {
  created: { text: 'Draft', tone: 'neutral' },
  posted: { text: 'Sent', tone: 'info' },
  reviewed: { text: 'Reviewed', tone: 'success' },
  revision_requested: { text: 'Revision requested', tone: 'warning' },
} satisfies Record<string, StatusLabelText>;

export const exampleOffer: ProposalCardOffer = {
  id: 55120,
  status: 'posted',
  is_draft: false,
  audio_url: sineWavUrl({ seconds: 1, frequency: 294 }),
  audio_peaks: examplePeaks,
  price_quote: 250,
  upvotes: 2,
  downvotes: 0,
  comments_count: 3,
  listened: true,
  reviewed: true,
  winner: false,
  deleted: false,
  provider: {
    id: 4821,
    user: { name: 'Maria Lopez', username: 'maria.lopez.vo' },
    picture: examplePictures.picture_medium,
    membership: 'Premium',
  },
};
