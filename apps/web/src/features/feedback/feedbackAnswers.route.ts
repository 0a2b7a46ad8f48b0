// /dashboard/feedback: the asker's feedback requests with the answers and a reply box, for a client
// (auditions of their castings) and a voice actor (their own auditions) alike; the outbox and a
// proposal's details link here, as does the mail that tells of a new feedback.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./FeedbackAnswersPage')).FeedbackAnswersPage,
  head: ({ site }) => ({ title: branded('Feedback on auditions', site), noindex: true }),
};
