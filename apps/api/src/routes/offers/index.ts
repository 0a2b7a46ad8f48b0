import type { Handlers } from '../../contract/types';
import { createOffer } from './createOffer';
import { createOfferComment } from './createOfferComment';
import { createVote } from './createVote';
import { deleteOffer } from './deleteOffer';
import { deleteOfferComment } from './deleteOfferComment';
import { deleteOfferVotes } from './deleteOfferVotes';
import { getOffer } from './getOffer';
import { listOfferComments } from './listOfferComments';
import { listOffers } from './listOffers';
import { listVotes } from './listVotes';
import { setOfferAsDownloaded } from './setOfferAsDownloaded';
import { setOfferAsListened } from './setOfferAsListened';
import { setOfferAsReviewed } from './setOfferAsReviewed';
import { setOfferAsWinner } from './setOfferAsWinner';
import { undeleteOffer } from './undeleteOffer';
import { updateOffer } from './updateOffer';
import { updateVote } from './updateVote';

export const offerHandlers = {
  listOffers,
  createOffer,
  getOffer,
  updateOffer,
  deleteOffer,
  undeleteOffer,
  setOfferAsWinner,
  setOfferAsReviewed,
  setOfferAsListened,
  setOfferAsDownloaded,
  listOfferComments,
  createOfferComment,
  deleteOfferComment,
  listVotes,
  createVote,
  updateVote,
  deleteOfferVotes,
} satisfies Handlers;
