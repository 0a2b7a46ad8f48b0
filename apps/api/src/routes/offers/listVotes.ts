// listVotes: List the votes on an offer (GET /votes?offer_id=): for the project's owners, the offer's
// voice actor and admins.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { requireParticipant, votePage } from '../../modules/offers/offerSocial';
import { findOffer, toVote } from '../../modules/offers/offers';

export const listVotes: Handler<'listVotes'> = async ({ viewer, query, services }) => {
  const offer = await findOffer(services.db, query.offer_id, viewer);
  requireParticipant(viewer, offer, 'its votes');
  const page = pageRequest(query);
  const { rows, total } = await votePage(services.db, offer.row.id, page);
  return { status: 200, body: rows.map(toVote), headers: pagingHeaders(page, total) };
};
