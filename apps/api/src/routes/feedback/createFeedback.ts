// createFeedback: Give feedback on an audition (POST /feedback_requests/{hash}/feedbacks). Holding
// the mailed hash is enough: anonymous feedback is welcome, a signed-in giver is recorded. 404 for
// an unknown hash, 422 for a feedback with nothing in it or a request that has all it can take. The
// asker hears of it by mail when their settings allow.
import type { Handler } from '../../contract/types';
import { feedbacks } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { scheduleFeedbackMail } from '../../modules/feedback/feedbackMail';
import {
  feedbackCount,
  FEEDBACKS_PER_REQUEST,
  findRequestByHash,
  toFeedback,
} from '../../modules/feedback/feedbackRequests';

export const createFeedback: Handler<'createFeedback'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const { row: request } = await findRequestByHash(db, params.hash);
  const feedback = body.feedback.trim();
  if (feedback === '') throw unprocessable('feedback_blank', 'Write your feedback first.');
  if ((await feedbackCount(db, request.id)) >= FEEDBACKS_PER_REQUEST)
    throw unprocessable('feedback_request_full', 'This request has received all the feedback it can take.');
  const [row] = await db
    .insert(feedbacks)
    .values({
      feedbackRequestId: request.id,
      userId: viewer?.user.id ?? null,
      feedback,
      createdAt: services.now(),
    })
    .returning();
  if (!row) throw new Error('feedback not stored');
  await scheduleFeedbackMail(services, row.id);
  return { status: 201, body: toFeedback(row) };
};
