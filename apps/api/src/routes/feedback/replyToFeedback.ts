// replyToFeedback: Reply to a feedback (PUT /feedbacks/{id}); the reply replaces an earlier one. Only
// the user who sent the feedback request replies: a co-owner of the same casting does not (403).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { feedbacks } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { findFeedback, toFeedback } from '../../modules/feedback/feedbackRequests';

export const replyToFeedback: Handler<'replyToFeedback'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const { askerId } = await findFeedback(db, params.id);
  if (askerId !== viewer.user.id)
    throw forbidden('not_feedback_asker', 'Only the person who asked for this feedback may reply to it.');
  const reply = body.reply.trim();
  if (reply === '') throw badRequest('reply_blank', 'Write your reply first.');
  const [row] = await db
    .update(feedbacks)
    .set({ reply, repliedAt: services.now() })
    .where(eq(feedbacks.id, params.id))
    .returning();
  if (!row) throw new Error('reply not stored');
  return { status: 200, body: toFeedback(row) };
};
