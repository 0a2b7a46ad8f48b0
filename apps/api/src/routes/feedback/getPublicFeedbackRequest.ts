// getPublicFeedbackRequest: Read a feedback request from its mailed link (GET /feedback_requests/{hash}).
// Public: the hash is enough. The project's and the voice actor's names, the recordings to stream
// and the asker's message; never the addresses the request went to.
import type { Handler } from '../../contract/types';
import { findRequestByHash, publicFeedbackRequest } from '../../modules/feedback/feedbackRequests';

export const getPublicFeedbackRequest: Handler<'getPublicFeedbackRequest'> = async ({ params, services }) => {
  const found = await findRequestByHash(services.db, params.hash);
  return { status: 200, body: await publicFeedbackRequest(services.db, found, services.config.publicOrigin) };
};
