// getFeedbackRequestsAllowed: Whether the caller may request feedback now (GET
// /feedback_requests_allowed): the rule createFeedbackRequest applies (feedbackAllowance), with its
// message when not.
import type { Handler } from '../../contract/types';
import { feedbackAllowance } from '../../modules/feedback/feedbackAllowance';

export const getFeedbackRequestsAllowed: Handler<'getFeedbackRequestsAllowed'> = async ({
  viewer,
  services,
}) => {
  const { allowed, message } = await feedbackAllowance(services.db, viewer, services.now());
  return { status: 200, body: { allowed, message } };
};
