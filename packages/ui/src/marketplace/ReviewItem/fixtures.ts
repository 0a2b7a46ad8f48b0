import type { ReviewData } from './ReviewItem';

/** The API's review example (openapi social.yaml Review). */
export const answeredReview: ReviewData = {
  id: 702,
  user_id: 5530,
  target: 'provider',
  target_id: 4821,
  rating: 5,
  review: 'Maria nailed the warm, reassuring tone we wanted for the Brightside Bank e-learning course.',
  response: {
    user_id: 9310,
    response: 'Thank you Daniel, it was a pleasure voicing the Brightside modules!',
    created_at: '2026-11-05T08:00:00Z',
    updated_at: null,
  },
  author: { id: 5530, username: 'brightside.learning', name: 'Daniel Brooks', picture_small: null },
  created_at: '2026-11-04T16:45:00Z',
  updated_at: null,
};

export const unansweredReview: ReviewData = {
  ...answeredReview,
  id: 703,
  rating: 4,
  review: 'Quick turnaround and a clean file. One pickup needed for a product name.',
  response: null,
  author: { id: 6120, username: 'northwind.audio', name: 'Priya Natarajan', picture_small: null },
  created_at: '2026-10-12T10:00:00Z',
  updated_at: '2026-10-13T09:00:00Z',
};
