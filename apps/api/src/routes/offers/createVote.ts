// createVote: Vote on an offer (POST /votes): a project owner likes a proposal (up) or not (down),
// once per offer (409 again: change it with updateVote); not a draft or an offer in the trash.
import type { Handler } from '../../contract/types';
import { offerVotes } from '../../db/schema';
import { conflict } from '../../http/errors';
import { requireSent } from '../../modules/offers/offerLifecycle';
import { requireOwner, voteOf } from '../../modules/offers/offerSocial';
import { findOffer, toVote } from '../../modules/offers/offers';
import { isUniqueViolation } from '../../modules/users/users';
import { publishProjectChange } from '../../modules/projects/projectLive';

const VOTED = 'You already voted on this proposal: change your vote instead.';

export const createVote: Handler<'createVote'> = async ({ viewer, body, services }) => {
  const { db } = services;
  const offer = await findOffer(db, body.offer_id, viewer);
  requireOwner(viewer, offer);
  requireSent(offer);
  if (await voteOf(db, offer.row.id, viewer.user.id)) throw conflict('vote_exists', VOTED);
  const [row] = await db
    .insert(offerVotes)
    .values({
      offerId: offer.row.id,
      userId: viewer.user.id,
      direction: body.direction,
      createdAt: services.now(),
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('vote_exists', VOTED);
      throw error;
    });
  if (!row) throw new Error('vote not stored');
  await publishProjectChange(services, offer.row.projectId, 'votes', [offer.row.providerId]);
  return { status: 201, body: toVote(row) };
};
