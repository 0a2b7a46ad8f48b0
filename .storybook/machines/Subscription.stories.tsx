import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { BILLING_PERIODS, subscriptionMachine } from '@vo/machines';
import type { Subscription } from '@vo/sdk';
import { MachineInspector } from './MachineInspector';
import { premiumSubscription, TODAY } from '@vo/machines/testing';
import { answer, fail } from './mocks';
import { checkbox, choice, text } from './payload';
import { expectContext, expectNotHandled, expectState, send } from './play';

const PROCESS_ID = 90388;

/** A voice actor on Premium (annual) since March 2025: old enough to apply for Platinum. */
const premium = premiumSubscription;
const platinum: Subscription = {
  ...premium,
  product_name: 'platinum-10',
  tier: 'Platinum',
  level: 5,
  price: 799,
};

/** A plan-change process of the document in `status`. */
const process = (status: string, error: { code: string; message: string } | null = null) => ({
  id: PROCESS_ID,
  type: 'change_subscription',
  status,
  provider_id: premium.provider_id,
  change_type: 'upgrade',
  from: { product_name: 'premium-5', billing_period: 'ANNUAL', tier: 'Premium' },
  to: { product_name: 'platinum-10', billing_period: 'ANNUAL', tier: 'Platinum' },
  amounts: { subtotal: 799, discount: 0, proration_credit: 199.5, total: 599.5 },
  error,
  created_at: TODAY,
});

/** The membership machine with its default actors: every call goes to the mocked API. */
function SubscriptionInspector() {
  return (
    <MachineInspector
      machine={subscriptionMachine}
      title="Subscription"
      description="A voice actor's membership: choose a plan (Platinum needs Premium for a year and the acknowledgement), see its price, confirm; the upgrade is charged and a failed payment can be retried or cancelled. Its actors call the SDK, answered here by the SDK's MSW mocks."
      input={{ subscription: premium, today: TODAY }}
      payloads={{
        'subscription.choosePlan': [
          choice('productName', ['premium-5', 'platinum-10', 'standard-1', 'standard'], { label: 'Plan' }),
          choice('billingPeriod', BILLING_PERIODS, { label: 'Billing period' }),
          text('promoCode', { label: 'Promo code', optional: true }),
          checkbox('acknowledged', { label: 'Acknowledged the Platinum requirements' }),
        ],
        'subscription.setAutoRenewal': [checkbox('enabled', { label: 'Auto-renewal' })],
        'subscription.saveDowngradeReason': [text('reason', { label: 'Reason' })],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Subscription',
  component: SubscriptionInspector,
} satisfies Meta<typeof SubscriptionInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send events by hand; the API answers with the SDK's generated examples. */
export const Playground: Story = {};

/** Upgrade to Platinum: priced, confirmed, charged (the charge is looked at again once), reloaded. */
export const HappyPath: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answer('confirmSubscriptionUpgradeInquire', () => process('processing')),
      answer('getSubscriptionProcess', () => process('completed')),
      answer('getMySubscription', () => platinum),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'idle');
    await send(canvas, 'subscription.choosePlan', {
      fields: {
        Plan: 'platinum-10',
        'Billing period': 'ANNUAL',
        'Acknowledged the Platinum requirements': 'true',
      },
    });
    await expectState(canvas, 'reviewing');
    await expectContext(canvas, '"quote": {');
    await send(canvas, 'subscription.confirm');
    await expectState(canvas, 'awaitingCharge');
    await expectState(canvas, 'done', 8000);
    await expectContext(canvas, '"product_name": "platinum-10"');
  },
};

/** The card is declined: the failed process is found, the retry fails again, the change is cancelled. */
export const PaymentDeclined: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      fail('changeSubscription', 422, {
        code: 'card_declined',
        message: 'Your card was declined.',
        name: 'UnprocessableEntityError',
      }),
      answer('getMySubscription', () => ({ ...premium, pending_process_id: PROCESS_ID })),
      answer('retrySubscriptionPayment', () =>
        process('payment_failed', { code: 'expired_card', message: 'Your card has expired.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Platinum without the acknowledgement is refused before any call; the choice is kept.
    await send(canvas, 'subscription.choosePlan', { fields: { Plan: 'platinum-10' } });
    await expectState(canvas, 'idle');
    await expectContext(canvas, '"acknowledged": false');
    await send(canvas, 'subscription.choosePlan', {
      fields: { Plan: 'platinum-10', 'Acknowledged the Platinum requirements': 'true' },
    });
    await expectState(canvas, 'reviewing');
    await send(canvas, 'subscription.confirm');
    await expectState(canvas, 'paymentError');
    await expectContext(canvas, '"message": "Your card was declined."');
    await expectContext(canvas, `"processId": ${PROCESS_ID}`);
    await expectNotHandled(canvas, 'subscription.confirm');
    await send(canvas, 'subscription.retryPayment');
    await expectContext(canvas, '"message": "Your card has expired."');
    await expectState(canvas, 'paymentError');
    await send(canvas, 'subscription.cancelTransaction');
    await expectState(canvas, 'idle');
    await expectContext(canvas, '"processId": null');
  },
};
