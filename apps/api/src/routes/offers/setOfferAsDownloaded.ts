// setOfferAsDownloaded: Mark an offer as downloaded (PUT /offers/{id}/set_as_downloaded). See modules/offers/offerMarks.ts.
import type { Handler } from '../../contract/types';
import { markOffer } from '../../modules/offers/offerMarks';

export const setOfferAsDownloaded: Handler<'setOfferAsDownloaded'> = async ({
  viewer,
  params,
  services,
}) => ({
  status: 200,
  body: await markOffer(services, viewer, params.id, 'offer.setAsDownloaded'),
});
