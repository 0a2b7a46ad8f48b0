// setOfferAsReviewed: Mark an offer as reviewed (PUT /offers/{id}/set_as_reviewed). See modules/offers/offerMarks.ts.
import type { Handler } from '../../contract/types';
import { markOffer } from '../../modules/offers/offerMarks';

export const setOfferAsReviewed: Handler<'setOfferAsReviewed'> = async ({ viewer, params, services }) => ({
  status: 200,
  body: await markOffer(services, viewer, params.id, 'offer.setAsReviewed'),
});
