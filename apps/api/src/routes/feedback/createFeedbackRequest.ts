// createFeedbackRequest: Ask for feedback on an audition (POST /feedback_requests). The offer's voice
// actor about their own sent audition, or one of the project's owners about an audition of their
// project; never about a draft or an audition in the trash (409). The addresses are checked (a bad
// one named), the daily cap asked (feedbackAllowance, the rule getFeedbackRequestsAllowed answers),
// then each address is mailed the link to the public feedback page.
import type { Handler } from '../../contract/types';
import { feedbackRequests } from '../../db/schema';
import { feedbackAddresses } from '../../modules/feedback/feedbackAddresses';
import { requireFeedbackAllowance } from '../../modules/feedback/feedbackAllowance';
import { scheduleFeedbackRequestMails } from '../../modules/feedback/feedbackMail';
import { loadFeedbackRequests, newFeedbackHash, requireAsker } from '../../modules/feedback/feedbackRequests';
import { requireSent } from '../../modules/offers/offerLifecycle';
import { findOffer } from '../../modules/offers/offers';

export const createFeedbackRequest: Handler<'createFeedbackRequest'> = async ({ viewer, body, services }) => {
  const { db } = services;
  const offer = await findOffer(db, body.offer_id, viewer);
  requireAsker(viewer, offer);
  requireSent(offer);
  const emails = feedbackAddresses(body.emails);
  const now = services.now();
  // With the quotas on, the server counted this call before the handler ran (http/userLimits.ts).
  await requireFeedbackAllowance(db, viewer, now, emails.length, { counted: services.config.rateLimits });
  const [row] = await db
    .insert(feedbackRequests)
    .values({
      publicHash: newFeedbackHash(),
      userId: viewer.user.id,
      offerId: offer.row.id,
      emails,
      request: body.request.trim(),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('feedback request not stored');
  await scheduleFeedbackRequestMails(services, row.id, emails.length);
  const [resource] = await loadFeedbackRequests(db, [row]);
  if (!resource) throw new Error('feedback request not loaded');
  return { status: 201, body: resource };
};
