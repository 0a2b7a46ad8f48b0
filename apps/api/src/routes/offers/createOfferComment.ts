// createOfferComment: Comment on an offer (POST /offers/{id}/comments): the project's owners and the
// offer's voice actor talk about the audition; not on a draft or an offer in the trash (409).
import type { Handler } from '../../contract/types';
import { offerComments } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { requireSent } from '../../modules/offers/offerLifecycle';
import { findOffer, isAuthorOf, isOwnerOf, toComment } from '../../modules/offers/offers';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const createOfferComment: Handler<'createOfferComment'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const offer = await findOffer(services.db, params.id, viewer);
  if (!isOwnerOf(viewer, offer) && !isAuthorOf(viewer, offer))
    throw forbidden('not_offer_participant', 'Only the project’s owners and the voice actor comment on it.');
  requireSent(offer);
  const message = body.message.trim();
  if (message === '') throw badRequest('message_blank', 'Write a comment first.');
  const [row] = await services.db
    .insert(offerComments)
    .values({ offerId: offer.row.id, userId: viewer.user.id, message, createdAt: services.now() })
    .returning();
  if (!row) throw new Error('comment not stored');
  await publishProjectChange(services, offer.row.projectId, 'comments', [offer.row.providerId]);
  return { status: 201, body: toComment(row) };
};
