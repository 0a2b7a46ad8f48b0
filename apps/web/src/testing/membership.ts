// Membership fixtures for the membership screens' stories (issue 44): the plans, a Standard and a
// Premium voice actor's membership, a scheduled downgrade, dry runs and plan-change processes.
import type {
  DryRunResult,
  Subscription,
  SubscriptionInvoice,
  SubscriptionPlan,
  SubscriptionProcess,
} from '@vo/sdk';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { LOADED, pendingInfoDots, publicProfileSettled } from './screenStories';
import { users } from './users';

const voiceActor = users.provider;

export const plan = (
  product_name: SubscriptionPlan['product_name'],
  billing_period: SubscriptionPlan['billing_period'],
  price: number,
  rest: Partial<SubscriptionPlan> = {},
): SubscriptionPlan => {
  const tier = product_name.startsWith('platinum')
    ? 'Platinum'
    : product_name.startsWith('premium')
      ? 'Premium'
      : 'Standard';
  const features = {
    Standard: ['A public profile with demos', 'Invitations after the paid members'],
    Premium: ['Invitations before Standard members', 'Priority placement in search results'],
    Platinum: ['The first invitations to every casting', 'A dedicated account manager'],
  } as const;
  return {
    product_name,
    billing_period,
    tier,
    level: tier === 'Platinum' ? 5 : tier === 'Premium' ? 4 : 1,
    name: tier,
    price,
    promo_price: null,
    promo_code: null,
    features: [...features[tier]],
    is_default: true,
    requires_acknowledgement: tier === 'Platinum',
    ...rest,
  };
};
export const plans: SubscriptionPlan[] = [
  plan('standard-1', 'NO_BILLING_PERIOD', 0),
  plan('premium-5', 'MONTHLY', 39),
  plan('premium-5', 'ANNUAL', 399),
  plan('platinum-10', 'MONTHLY', 79),
  plan('platinum-10', 'ANNUAL', 799),
];
export const promoPlans = plans.map((p) =>
  p.product_name === 'premium-5' && p.billing_period === 'ANNUAL'
    ? { ...p, promo_price: 299.25, promo_code: 'SPRING25' }
    : p,
);

export const standard: Subscription = {
  provider_id: voiceActor.provider_id,
  product_name: 'standard-1',
  billing_period: 'NO_BILLING_PERIOD',
  tier: 'Standard',
  level: 1,
  price: 0,
  auto_renewal: false,
  started_at: '2024-01-10T09:00:00Z',
  current_period_end: null,
  scheduled_downgrade: null,
  payment_method: null,
  pending_process_id: null,
  platinum_eligible: false,
};
export const premium: Subscription = {
  ...standard,
  product_name: 'premium-5',
  billing_period: 'ANNUAL',
  tier: 'Premium',
  level: 4,
  price: 399,
  auto_renewal: true,
  started_at: '2025-03-01T09:12:44Z',
  current_period_end: '2027-03-01T00:00:00Z',
  payment_method: {
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 8,
    exp_year: 2028,
    paypal_email: null,
  },
  platinum_eligible: true,
};
export const scheduled = {
  product_name: 'standard-1',
  billing_period: 'NO_BILLING_PERIOD',
  effective_at: '2027-03-01T00:00:00Z',
  process_id: 9105,
  reason: null,
} as const satisfies Subscription['scheduled_downgrade'];
export const downgrading: Subscription = { ...premium, scheduled_downgrade: scheduled };

export const upgradeQuote: DryRunResult = {
  product_name: 'premium-5',
  billing_period: 'ANNUAL',
  change_type: 'upgrade',
  amounts: { subtotal: 399, discount: 0, proration_credit: 0, total: 399 },
  effective_at: '2026-12-07T10:00:00Z',
  next_billing_at: '2027-12-07T10:00:00Z',
  next_billing_amount: 399,
  promo: null,
  promo_error: null,
  requires_acknowledgement: false,
};
export const downgradeQuote: DryRunResult = {
  product_name: 'standard-1',
  billing_period: 'NO_BILLING_PERIOD',
  change_type: 'downgrade',
  amounts: { subtotal: 0, discount: 0, proration_credit: 0, total: 0 },
  effective_at: '2027-03-01T00:00:00Z',
  next_billing_at: null,
  next_billing_amount: null,
  promo: null,
  promo_error: null,
  requires_acknowledgement: false,
};
export const process = (status: SubscriptionProcess['status'], rest: Partial<SubscriptionProcess> = {}) =>
  ({
    id: 9001,
    type: 'change_subscription',
    status,
    provider_id: voiceActor.provider_id,
    change_type: 'upgrade',
    from: { product_name: 'standard-1', billing_period: 'NO_BILLING_PERIOD', tier: 'Standard' },
    to: { product_name: 'premium-5', billing_period: 'ANNUAL', tier: 'Premium' },
    amounts: upgradeQuote.amounts,
    promo: null,
    effective_at: null,
    error: null,
    next_action: null,
    created_at: '2026-12-07T10:00:00Z',
    ...rest,
  }) satisfies SubscriptionProcess;

/** The processor's sandbox as the stories' card form reaches it. */
export const SANDBOX = 'https://sandbox.stripe.test';
export const sandboxProcessor = {
  mode: 'sandbox',
  publishable_key: 'pk_test_sandbox',
  api_origin: SANDBOX,
} as const;

/** The sandbox's tokenizer as Stripe.js talks to it: every card number becomes a pm_ id. */
export const sandboxTokenizer = http.post(`${SANDBOX}/v1/payment_methods`, async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  const number = form.get('card[number]') ?? '';
  return HttpResponse.json({ id: `pm_story_${number.slice(-4)}`, object: 'payment_method' });
});

/** Types a card into the payment method form. */
export const typeCard = async (canvasElement: HTMLElement, number: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, LOADED), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '1230');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Leo Voice');
};

/** Shows the annual prices of the comparison named `group`; answers that comparison. */
export const chooseAnnual = async (canvasElement: HTMLElement, group = 'Change your plan') => {
  const canvas = within(canvasElement);
  const plansRegion = within(await canvas.findByRole('region', { name: group }, LOADED));
  await userEvent.click(plansRegion.getByRole('radio', { name: 'Annual' }));
  return plansRegion;
};

/** What the Premium member paid for their current year. */
export const premiumInvoice: SubscriptionInvoice = {
  id: 7301,
  process_id: 8990,
  paid_at: '2026-03-01T09:12:44Z',
  product_name: 'premium-5',
  billing_period: 'ANNUAL',
  period_start: '2026-03-01T00:00:00Z',
  period_end: '2027-03-01T00:00:00Z',
  amount: 399,
  currency: 'usd',
  description: 'Premium, annual',
  processor_ref: 'pi_story_premium',
};

/**
 * A signed-in membership page that has settled for its picture: nothing still loading (the invoices)
 * and the top bar's pending-info dot shown, whichever came last.
 */
export async function membershipSettled(canvasElement: HTMLElement): Promise<void> {
  await publicProfileSettled(canvasElement);
  await pendingInfoDots(canvasElement);
}
