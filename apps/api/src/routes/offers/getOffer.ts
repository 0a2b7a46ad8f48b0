// getOffer: Get an offer (GET /offers/{id}). Anyone reads a sent proposal (the shared views are
// public); a draft is its voice actor's, the trash its voice actor's and the owners' (404 to others).
import type { Handler } from '../../contract/types';
import { findOffer, offerResource } from '../../modules/offers/offers';

export const getOffer: Handler<'getOffer'> = async ({ viewer, params, services }) => {
  const { row } = await findOffer(services.db, params.id, viewer);
  return { status: 200, body: await offerResource(services.db, row, viewer, services) };
};
