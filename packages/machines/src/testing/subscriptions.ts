import type { Subscription } from '../subscription/plans';

// The subscriptions the subscription tests and its Storybook page start from: a voice actor on
// Premium since March 2025, looked at on 21 November 2026 (old enough to apply for Platinum).
export const TODAY = '2026-11-21T10:00:00Z';

export const premiumSubscription: Subscription = {
  provider_id: 4821,
  product_name: 'premium-5',
  billing_period: 'ANNUAL',
  tier: 'Premium',
  level: 4,
  price: 399,
  auto_renewal: true,
  started_at: '2025-03-01T09:12:44Z',
  current_period_end: '2027-03-01T00:00:00Z',
  scheduled_downgrade: null,
  payment_method: {
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 8,
    exp_year: 2028,
    paypal_email: null,
  },
  pending_process_id: null,
  platinum_eligible: true,
};
