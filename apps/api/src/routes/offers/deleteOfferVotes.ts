// deleteOfferVotes: Remove your vote on an offer (DELETE /offers/{id}/votes): a project owner takes
// back their like; 404 when they had none.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { offerVotes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { requireOwner, voteOf } from '../../modules/offers/offerSocial';
import { findOffer } from '../../modules/offers/offers';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const deleteOfferVotes: Handler<'deleteOfferVotes'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const offer = await findOffer(db, params.id, viewer);
  requireOwner(viewer, offer);
  const vote = await voteOf(db, offer.row.id, viewer.user.id);
  if (!vote) throw notFound('vote_not_found', 'You have not voted on this proposal.');
  await db.delete(offerVotes).where(eq(offerVotes.id, vote.id));
  await publishProjectChange(services, offer.row.projectId, 'votes', [offer.row.providerId]);
  return { status: 204 };
};
