// /voice-actor/{id}/reviews: a voice actor's reviews, public for search engines too.
import type { Screen } from '../../routes/screen';
import { prefetchVoiceActorReviews, reviewsHead } from './reviewsQuery';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorReviewsPage')).VoiceActorReviewsPage,
  prefetch: prefetchVoiceActorReviews,
  head: reviewsHead,
};
