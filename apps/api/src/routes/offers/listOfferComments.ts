// listOfferComments: List an offer's comments (GET /offers/{id}/comments), oldest first: for the
// project's owners, the offer's voice actor and admins.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { commentPage, requireParticipant } from '../../modules/offers/offerSocial';
import { findOffer, toComment } from '../../modules/offers/offers';

export const listOfferComments: Handler<'listOfferComments'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const offer = await findOffer(services.db, params.id, viewer);
  requireParticipant(viewer, offer, 'its comments');
  const page = pageRequest(query);
  const { rows, total } = await commentPage(services.db, offer.row.id, page);
  return { status: 200, body: rows.map(toComment), headers: pagingHeaders(page, total) };
};
