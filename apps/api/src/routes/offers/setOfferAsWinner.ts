// setOfferAsWinner: Select an offer as the winner (PUT /offers/{id}/set_as_winner). A project owner
// chooses this proposal: the offer machine marks it the winner and the project machine records the
// decision (an active casting closes with it), each refusing with its own message
// (modules/offers/offerWinner); then the client can book the voice actor.
import type { Handler } from '../../contract/types';
import { findOffer, offerResource } from '../../modules/offers/offers';
import { chooseWinner } from '../../modules/offers/offerWinner';

export const setOfferAsWinner: Handler<'setOfferAsWinner'> = async ({ viewer, params, services }) => {
  const offer = await findOffer(services.db, params.id, viewer);
  const row = await chooseWinner(services, offer, viewer);
  return { status: 200, body: await offerResource(services.db, row, viewer, services) };
};
