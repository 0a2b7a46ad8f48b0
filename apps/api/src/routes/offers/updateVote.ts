// updateVote: Change a vote (POST /votes/{id}): its author turns a like into a down vote or back.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { offerVotes } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { requireSent } from '../../modules/offers/offerLifecycle';
import { findVote } from '../../modules/offers/offerSocial';
import { findOffer, toVote } from '../../modules/offers/offers';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const updateVote: Handler<'updateVote'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const vote = await findVote(db, params.id);
  if (vote.userId !== viewer.user.id)
    throw forbidden('not_vote_author', 'Only its author may change a vote.');
  const offer = await findOffer(db, vote.offerId, viewer);
  requireSent(offer);
  const [row] = await db
    .update(offerVotes)
    .set({ direction: body.direction })
    .where(eq(offerVotes.id, vote.id))
    .returning();
  if (!row) throw new Error('vote not stored');
  await publishProjectChange(services, offer.row.projectId, 'votes', [offer.row.providerId]);
  return { status: 200, body: toVote(row) };
};
