// /feedback/{hash}: the public feedback page the mailed link opens (spec section 2's "feedback
// submit" screen). The spec gives it no address; /feedback/{hash} follows the other mailed links of
// the app (/endorse/{id}): a word for what the page does and the link's public hash, the same hash
// section 7's POST feedback_requests/{hash}/feedbacks takes.
import type { Screen } from '../../routes/screen';
import { prefetchPublicRequest, publicRequestHead } from './feedbackQuery';

export const screen: Screen = {
  Component: async () => (await import('./GiveFeedbackPage')).GiveFeedbackPage,
  prefetch: prefetchPublicRequest,
  head: publicRequestHead,
};
