// deleteOfferComment: Delete a comment on an offer (DELETE /offers/{id}/comments/{commentId}): its
// author or an admin.
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { offerComments } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { findOffer } from '../../modules/offers/offers';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const deleteOfferComment: Handler<'deleteOfferComment'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const offer = await findOffer(db, params.id, viewer);
  const [comment] = await db
    .select()
    .from(offerComments)
    .where(and(eq(offerComments.id, params.commentId), eq(offerComments.offerId, offer.row.id)));
  if (!comment) throw notFound('comment_not_found', 'This comment does not exist.');
  if (comment.userId !== viewer.user.id && !isAdmin(viewer))
    throw forbidden('not_comment_author', 'Only its author may delete a comment.');
  await db.delete(offerComments).where(eq(offerComments.id, comment.id));
  await publishProjectChange(services, offer.row.projectId, 'comments', [offer.row.providerId]);
  return { status: 204 };
};
