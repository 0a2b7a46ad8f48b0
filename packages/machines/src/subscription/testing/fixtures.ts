import { ApiError } from '@vo/sdk';
import { premiumSubscription, TODAY } from '../../testing/subscriptions';
import type { PaymentErrorCode } from '../paymentErrors';
import type { Subscription } from '../plans';
import type { DryRunResult, SubscriptionProcess, SubscriptionProcessStatus } from '../subscriptionSetup';

// Fixtures: a voice actor on Premium since March 2025, looked at on 21 November 2026.

export const premium = premiumSubscription;
export const platinum: Subscription = {
  ...premium,
  product_name: 'platinum-10',
  tier: 'Platinum',
  level: 5,
  price: 799,
  started_at: TODAY,
  platinum_eligible: false,
};
export const standard: Subscription = {
  ...premium,
  product_name: 'standard-1',
  billing_period: 'NO_BILLING_PERIOD',
  tier: 'Standard',
  level: 1,
  price: 0,
  auto_renewal: false,
  current_period_end: null,
  payment_method: null,
  platinum_eligible: false,
};
export const downgrading: Subscription = {
  ...premium,
  scheduled_downgrade: {
    product_name: 'standard-1',
    billing_period: 'NO_BILLING_PERIOD',
    effective_at: '2027-03-01T00:00:00Z',
    process_id: 90412,
    reason: null,
  },
};
export function scheduledOn(subscription: Subscription) {
  if (!subscription.scheduled_downgrade) throw new Error('fixture without a scheduled downgrade');
  return subscription.scheduled_downgrade;
}
export const withPendingProcess: Subscription = { ...premium, pending_process_id: 90388 };

export const quote: DryRunResult = {
  product_name: 'platinum-10',
  billing_period: 'ANNUAL',
  change_type: 'upgrade',
  amounts: { subtotal: 799, discount: 0, proration_credit: 199.5, total: 599.5 },
  effective_at: TODAY,
  next_billing_at: '2027-11-21T10:00:00Z',
  next_billing_amount: 799,
  promo: null,
  promo_error: null,
  requires_acknowledgement: true,
};

export function processIn(
  status: SubscriptionProcessStatus,
  code?: PaymentErrorCode,
  id = 90388,
): SubscriptionProcess {
  return {
    id,
    type: 'change_subscription',
    status,
    provider_id: 4821,
    change_type: 'upgrade',
    from: { product_name: 'premium-5', billing_period: 'ANNUAL', tier: 'Premium' },
    to: { product_name: 'platinum-10', billing_period: 'ANNUAL', tier: 'Platinum' },
    amounts: quote.amounts,
    promo: null,
    effective_at: status === 'completed' ? TODAY : null,
    error: code ? { code, message: 'the processor said no', decline_code: null } : null,
    created_at: TODAY,
    updated_at: TODAY,
  };
}

export const scheduledDowngrade: SubscriptionProcess = {
  ...processIn('scheduled', undefined, 90412),
  change_type: 'downgrade',
  from: { product_name: 'premium-5', billing_period: 'ANNUAL', tier: 'Premium' },
  to: { product_name: 'standard-1', billing_period: 'NO_BILLING_PERIOD', tier: 'Standard' },
  effective_at: '2027-03-01T00:00:00Z',
};

export const paymentRefused = (code: PaymentErrorCode) =>
  new ApiError({ status: 422, code, message: 'the processor said no', name: 'UnprocessableEntityError' });
export const conflict = new ApiError({
  status: 409,
  code: 'process_not_open',
  message: 'Another plan change is already processing.',
  name: 'ConflictError',
});
