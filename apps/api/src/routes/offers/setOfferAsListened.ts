// setOfferAsListened: Mark an offer as listened (PUT /offers/{id}/set_as_listened). See modules/offers/offerMarks.ts.
import type { Handler } from '../../contract/types';
import { markOffer } from '../../modules/offers/offerMarks';

export const setOfferAsListened: Handler<'setOfferAsListened'> = async ({ viewer, params, services }) => ({
  status: 200,
  body: await markOffer(services, viewer, params.id, 'offer.setAsListened'),
});
