import type { Handlers } from '../../contract/types';
import { createFeedback } from './createFeedback';
import { createFeedbackRequest } from './createFeedbackRequest';
import { getFeedbackRequestsAllowed } from './getFeedbackRequestsAllowed';
import { getPublicFeedbackRequest } from './getPublicFeedbackRequest';
import { listFeedbackRequests } from './listFeedbackRequests';
import { replyToFeedback } from './replyToFeedback';

export const feedbackHandlers = {
  createFeedbackRequest,
  listFeedbackRequests,
  getPublicFeedbackRequest,
  createFeedback,
  replyToFeedback,
  getFeedbackRequestsAllowed,
} satisfies Handlers;
