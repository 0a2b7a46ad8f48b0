// listFeedbackRequests: List the caller's feedback requests (GET /feedback_requests), newest first,
// each with the feedback received and the caller's replies. Only the requests the caller sent: a
// co-owner's requests about the same casting are theirs.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { feedbackRequestPage, loadFeedbackRequests } from '../../modules/feedback/feedbackRequests';

export const listFeedbackRequests: Handler<'listFeedbackRequests'> = async ({ viewer, query, services }) => {
  const page = pageRequest(query);
  const { rows, total } = await feedbackRequestPage(services.db, viewer.user.id, page);
  return {
    status: 200,
    body: await loadFeedbackRequests(services.db, rows),
    headers: pagingHeaders(page, total),
  };
};
