import { ApiError, createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  toPromise,
  waitFor,
  type PromiseActorLogic,
  type AnyStateNode,
  type InputFrom,
  type OutputFrom,
} from 'xstate';
import { byStateAnd, explore, replayShortestPaths } from '../testing/explore';
import { premiumSubscription, TODAY } from '../testing/subscriptions';
import type { PaymentErrorCode } from './paymentErrors';
import type { Subscription } from './plans';
import {
  PROCESS_POLL_INTERVAL_MS,
  subscriptionActors,
  subscriptionMachine,
  type DryRunResult,
  type SubscriptionContext,
  type SubscriptionInput,
  type SubscriptionProcess,
  type SubscriptionProcessStatus,
} from './subscriptionMachine';

// ---------------------------------------------------------------------------------------------
// Fixtures: a voice actor on Premium since March 2025, looked at on 21 November 2026.

const premium = premiumSubscription;
const platinum: Subscription = {
  ...premium,
  product_name: 'platinum-10',
  tier: 'Platinum',
  level: 5,
  price: 799,
  started_at: TODAY,
  platinum_eligible: false,
};
const standard: Subscription = {
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
const downgrading: Subscription = {
  ...premium,
  scheduled_downgrade: {
    product_name: 'standard-1',
    billing_period: 'NO_BILLING_PERIOD',
    effective_at: '2027-03-01T00:00:00Z',
    process_id: 90412,
    reason: null,
  },
};
function scheduledOn(subscription: Subscription) {
  if (!subscription.scheduled_downgrade) throw new Error('fixture without a scheduled downgrade');
  return subscription.scheduled_downgrade;
}
const withPendingProcess: Subscription = { ...premium, pending_process_id: 90388 };

const quote: DryRunResult = {
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

function processIn(
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

const scheduledDowngrade: SubscriptionProcess = {
  ...processIn('scheduled', undefined, 90412),
  change_type: 'downgrade',
  from: { product_name: 'premium-5', billing_period: 'ANNUAL', tier: 'Premium' },
  to: { product_name: 'standard-1', billing_period: 'NO_BILLING_PERIOD', tier: 'Standard' },
  effective_at: '2027-03-01T00:00:00Z',
};

const paymentRefused = (code: PaymentErrorCode) =>
  new ApiError({ status: 422, code, message: 'the processor said no', name: 'UnprocessableEntityError' });
const conflict = new ApiError({
  status: 409,
  code: 'process_not_open',
  message: 'Another plan change is already processing.',
  name: 'ConflictError',
});

// ---------------------------------------------------------------------------------------------
// Fake network: every actor answers from a handler and records what it was asked.

type Actors = typeof subscriptionActors;
type Handlers = {
  [K in keyof Actors]?: (input: InputFrom<Actors[K]>) => Promise<OutputFrom<Actors[K]>>;
};

const pending = <T>() => new Promise<T>(() => undefined);

function fake(handlers: Handlers) {
  const calls: { actor: keyof Actors; input: unknown }[] = [];
  const wrap = <K extends keyof Actors>(name: K) =>
    fromPromise<OutputFrom<Actors[K]>, InputFrom<Actors[K]>>(({ input }) => {
      calls.push({ actor: name, input });
      const handler = handlers[name];
      return handler ? handler(input) : pending();
    });
  const actors = {
    dryRunSubscriptionChange: wrap('dryRunSubscriptionChange'),
    changeSubscription: wrap('changeSubscription'),
    confirmSubscriptionUpgradeInquire: wrap('confirmSubscriptionUpgradeInquire'),
    getSubscriptionProcess: wrap('getSubscriptionProcess'),
    retrySubscriptionPayment: wrap('retrySubscriptionPayment'),
    cancelSubscriptionTransaction: wrap('cancelSubscriptionTransaction'),
    setSubscriptionAutoRenewal: wrap('setSubscriptionAutoRenewal'),
    saveSubscriptionDowngradeReason: wrap('saveSubscriptionDowngradeReason'),
    getMySubscription: wrap('getMySubscription'),
  };
  return { machine: subscriptionMachine.provide({ actors }), calls };
}

function start(
  handlers: Handlers,
  input: SubscriptionInput = { subscription: premium, today: TODAY },
  clock?: SimulatedClock,
) {
  const { machine, calls } = fake(handlers);
  const actor = createActor(machine, clock ? { input, clock } : { input }).start();
  const called = (name: keyof Actors) => calls.filter((c) => c.actor === name).map((c) => c.input);
  return { actor, calls, called };
}

const resolve =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);
const reject = (error: unknown) => () =>
  Promise.reject(error instanceof Error ? error : new Error(String(error)));

const choosePlatinum = {
  type: 'subscription.choosePlan',
  productName: 'platinum-10',
  billingPeriod: 'ANNUAL',
  acknowledged: true,
} as const;
const choosePremiumMonthly = {
  type: 'subscription.choosePlan',
  productName: 'premium-5',
  billingPeriod: 'MONTHLY',
} as const;

/** An upgrade to Platinum priced, confirmed, and its charge refused with `code`. */
async function failedUpgrade(code: PaymentErrorCode, more: Handlers = {}) {
  const run = start({
    dryRunSubscriptionChange: resolve(quote),
    changeSubscription: resolve(processIn('awaiting_confirmation')),
    confirmSubscriptionUpgradeInquire: reject(paymentRefused(code)),
    ...more,
  });
  run.actor.send(choosePlatinum);
  await waitFor(run.actor, (s) => s.matches('reviewing'));
  run.actor.send({ type: 'subscription.confirm' });
  await waitFor(run.actor, (s) => s.matches('paymentError'));
  return run;
}

describe('subscription', () => {
  it('choosing a plan prices it first (dry run), then shows the price for review', async () => {
    const { actor, called } = start({ dryRunSubscriptionChange: resolve(quote) });
    actor.send({ ...choosePlatinum, promoCode: '  SPRING25 ' });
    expect(actor.getSnapshot().value).toBe('dryRun');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(called('dryRunSubscriptionChange')).toEqual([
      { productName: 'platinum-10', billingPeriod: 'ANNUAL', promoCode: 'SPRING25', acknowledged: true },
    ]);
    expect(actor.getSnapshot().context.quote?.amounts.total).toBe(599.5);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it("Platinum application requires the acknowledgement box, else 'You have to acknowledge the benefits and requirements first.'", () => {
    const { actor, calls } = start({});
    actor.send({ ...choosePlatinum, acknowledged: false, promoCode: 'SPRING25' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.error).toBe('You have to acknowledge the benefits and requirements first.');
    // Nothing the voice actor chose is lost.
    expect(snapshot.context.choice).toEqual({
      productName: 'platinum-10',
      billingPeriod: 'ANNUAL',
      promoCode: 'SPRING25',
      acknowledged: false,
    });
    expect(calls).toEqual([]);
  });

  it('Platinum requires Premium for at least a year', () => {
    const cases: [Subscription, string][] = [
      [{ ...premium, started_at: '2026-02-01T00:00:00Z' }, 'premium for ten months'],
      [standard, 'standard'],
      [{ ...premium, tier: 'Bronze', product_name: 'standard-1' }, 'bronze'],
    ];
    for (const [subscription] of cases) {
      const { actor, calls } = start({}, { subscription, today: TODAY });
      actor.send(choosePlatinum);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBe('Platinum requires Premium for at least a year.');
      expect(calls).toEqual([]);
    }
  });

  it('Premium held exactly a year is enough for Platinum, measured against the injected today', () => {
    const { actor } = start(
      {},
      { subscription: { ...premium, started_at: '2025-11-21T10:00:00Z' }, today: TODAY },
    );
    actor.send(choosePlatinum);
    expect(actor.getSnapshot().value).toBe('dryRun');
    const dayBefore = start(
      {},
      { subscription: { ...premium, started_at: '2025-11-21T10:00:00Z' }, today: '2026-11-20T10:00:00Z' },
    );
    dayBefore.actor.send(choosePlatinum);
    expect(dayBefore.actor.getSnapshot().value).toBe('idle');
  });

  it('other plans need neither the acknowledgement nor a year of Premium', () => {
    const { actor } = start({}, { subscription: standard, today: TODAY });
    actor.send(choosePremiumMonthly);
    expect(actor.getSnapshot().value).toBe('dryRun');
  });

  it("a refused price check shows the server's message and keeps the choice", async () => {
    const expired = new ApiError({
      status: 422,
      code: 'plan_not_allowed',
      message: 'This plan cannot be chosen.',
      name: 'UnprocessableEntityError',
    });
    const { actor } = start({ dryRunSubscriptionChange: reject(expired) });
    actor.send(choosePremiumMonthly);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('This plan cannot be chosen.');
    expect(actor.getSnapshot().context.choice?.billingPeriod).toBe('MONTHLY');
  });

  it('going back from the review changes nothing', async () => {
    const { actor, called } = start({ dryRunSubscriptionChange: resolve(quote) });
    actor.send(choosePlatinum);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.back' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.quote).toBeNull();
    expect(actor.getSnapshot().context.subscription).toBe(premium);
    expect(called('changeSubscription')).toEqual([]);
  });

  it('an upgrade that awaits confirmation is confirmed, charged, and the new subscription reloaded', async () => {
    const { actor, called } = start({
      dryRunSubscriptionChange: resolve(quote),
      changeSubscription: resolve(processIn('awaiting_confirmation')),
      confirmSubscriptionUpgradeInquire: resolve(processIn('completed')),
      getMySubscription: resolve(platinum),
    });
    actor.send(choosePlatinum);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(called('changeSubscription')).toEqual([
      {
        choice: { productName: 'platinum-10', billingPeriod: 'ANNUAL', promoCode: null, acknowledged: true },
        processId: null,
      },
    ]);
    expect(called('confirmSubscriptionUpgradeInquire')).toEqual([{ processId: 90388 }]);
    expect(called('getMySubscription')).toHaveLength(1);
    expect(actor.getSnapshot().context.subscription.product_name).toBe('platinum-10');
    expect(actor.getSnapshot().hasTag('changed')).toBe(true);
  });

  it('a change completed at once goes straight to reloading the subscription', async () => {
    const { actor, called } = start({
      dryRunSubscriptionChange: resolve({
        ...quote,
        product_name: 'premium-5',
        billing_period: 'MONTHLY',
        change_type: 'billing_period_change',
      }),
      changeSubscription: resolve(processIn('completed')),
      getMySubscription: resolve({ ...premium, billing_period: 'MONTHLY' }),
    });
    actor.send(choosePremiumMonthly);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(called('confirmSubscriptionUpgradeInquire')).toEqual([]);
    expect(actor.getSnapshot().context.subscription.billing_period).toBe('MONTHLY');
    actor.send({ type: 'subscription.back' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a change that went through is shown as done even when the new subscription cannot be read back', async () => {
    const { actor } = start({
      dryRunSubscriptionChange: resolve(quote),
      changeSubscription: resolve(processIn('completed')),
      getMySubscription: reject(ApiError.network()),
    });
    actor.send(choosePlatinum);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context).toMatchObject({
      processId: null,
      error: 'Check your Internet connection',
    });
  });

  it('every state that calls the server is tagged busy', () => {
    const nodes = (node: AnyStateNode): AnyStateNode[] => [
      node,
      ...Object.values(node.states).flatMap(nodes),
    ];
    const invoking = nodes(subscriptionMachine.root).filter((n) => n.invoke.length > 0 || n.after.length > 0);
    expect(invoking.map((n) => n.key).sort()).toEqual(
      [
        'awaitingCharge',
        'cancellingTransaction',
        'changing',
        'checkingCharge',
        'confirmingUpgrade',
        'dryRun',
        'findingFailedProcess',
        'refreshing',
        'reloading',
        'restoring',
        'retryingPayment',
        'savingDowngradeReason',
        'settingAutoRenewal',
      ].sort(),
    );
    for (const node of invoking) expect([node.key, node.tags]).toEqual([node.key, ['busy']]);
  });

  describe('payment errors', () => {
    const catalogue: [PaymentErrorCode, string][] = [
      ['card_declined_retry', 'Your card was declined. Please try again later or retry using another card.'],
      ['incorrect_cvc', 'Your security code is incorrect.'],
      ['card_declined', 'Your card was declined.'],
      ['expired_card', 'Your card has expired.'],
      ['processing_error', 'Error processing your card.'],
      ['paypal_agreement_cancelled', 'Your PayPal agreement was cancelled. Please add PayPal again.'],
      ['paypal_method_missing', 'No valid PayPal payment method was found. Please add one on PayPal.'],
      ['unexpected', 'Unexpected error. Please contact support.'],
    ];

    it.each(catalogue)("a refused charge (%s) shows the spec's message '%s'", async (code, message) => {
      const { actor } = await failedUpgrade(code);
      expect(actor.getSnapshot().context.failedPayment).toEqual({ code, message });
      expect(actor.getSnapshot().hasTag('payment-error')).toBe(true);
    });

    it('a process that comes back payment_failed shows the message of its error code', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve(quote),
        changeSubscription: resolve(processIn('payment_failed', 'incorrect_cvc', 90390)),
      });
      actor.send(choosePlatinum);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('paymentError'));
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Your security code is incorrect.');
      expect(actor.getSnapshot().context.processId).toBe(90390);
    });

    it("a failed process without an error code gives 'Unexpected error. Please contact support.'", async () => {
      const { actor } = await failedUpgrade('card_declined', {
        confirmSubscriptionUpgradeInquire: resolve(processIn('payment_failed')),
      });
      expect(actor.getSnapshot().context.failedPayment?.message).toBe(
        'Unexpected error. Please contact support.',
      );
    });

    it('the payment error view offers Retry: the same process is charged again', async () => {
      const { actor, called } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: resolve(processIn('completed')),
        getMySubscription: resolve(platinum),
      });
      actor.send({ type: 'subscription.retryPayment' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('done'));
      expect(called('retrySubscriptionPayment')).toEqual([{ processId: 90388 }]);
      expect(actor.getSnapshot().context.failedPayment).toBeNull();
      expect(actor.getSnapshot().context.subscription.tier).toBe('Platinum');
    });

    it('a retry refused again shows the new message', async () => {
      const { actor } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: reject(paymentRefused('card_declined')),
      });
      actor.send({ type: 'subscription.retryPayment' });
      await waitFor(
        actor,
        (s) => s.matches('paymentError') && s.context.failedPayment?.code === 'card_declined',
      );
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Your card was declined.');
    });

    it('a retry that fails for another reason keeps the payment error and says why', async () => {
      const { actor } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: reject(ApiError.network()),
      });
      actor.send({ type: 'subscription.retryPayment' });
      await waitFor(actor, (s) => s.matches('paymentError') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Check your Internet connection');
      expect(actor.getSnapshot().context.failedPayment?.code).toBe('expired_card');
    });

    it('cancelling the transaction keeps the current plan and returns to idle', async () => {
      const { actor, called } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: resolve(processIn('cancelled')),
        getMySubscription: resolve(premium),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(called('cancelSubscriptionTransaction')).toEqual([{ processId: 90388 }]);
      expect(actor.getSnapshot().context).toMatchObject({
        subscription: premium,
        processId: null,
        failedPayment: null,
        choice: null,
      });
    });

    it('a cancelled transaction is forgotten even when the plans cannot be read back', async () => {
      const { actor } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: resolve(processIn('cancelled')),
        getMySubscription: reject(ApiError.network()),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context).toMatchObject({
        subscription: premium,
        processId: null,
        failedPayment: null,
        error: 'Check your Internet connection',
      });
    });

    it('a cancellation that fails stays on the payment error', async () => {
      const { actor } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: reject(conflict),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('paymentError') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Another plan change is already processing.');
    });

    it("a charge refused by the change itself is resumed from the subscription's pending process", async () => {
      const { actor, called } = start({
        dryRunSubscriptionChange: resolve({ ...quote, product_name: 'premium-5', change_type: 'new' }),
        changeSubscription: reject(paymentRefused('processing_error')),
        getMySubscription: resolve(withPendingProcess),
        retrySubscriptionPayment: pending,
      });
      actor.send(choosePremiumMonthly);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('paymentError'));
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Error processing your card.');
      actor.send({ type: 'subscription.retryPayment' });
      expect(called('retrySubscriptionPayment')).toEqual([{ processId: 90388 }]);
    });

    it('a refused charge with no process left to retry is shown as an error on the plans', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve(quote),
        changeSubscription: reject(paymentRefused('card_declined')),
        getMySubscription: resolve(premium),
      });
      actor.send(choosePlatinum);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
      expect(actor.getSnapshot().context.failedPayment).toBeNull();
    });
  });

  it("a change the server refuses for another reason returns to the review with the server's message, and confirming again continues the same process", async () => {
    let attempt = 0;
    const { actor, called } = start({
      dryRunSubscriptionChange: resolve(quote),
      changeSubscription: () => Promise.resolve(processIn('awaiting_confirmation')),
      confirmSubscriptionUpgradeInquire: () => (++attempt === 1 ? Promise.reject(conflict) : pending()),
    });
    actor.send(choosePlatinum);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Another plan change is already processing.');
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('confirmingUpgrade'));
    expect(called('changeSubscription').map((i) => (i as { processId: number | null }).processId)).toEqual([
      null,
      90388,
    ]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a charge still processing is looked at again every 2 seconds until it completes', async () => {
    const clock = new SimulatedClock();
    const statuses: SubscriptionProcessStatus[] = ['processing', 'completed'];
    const { actor, called } = start(
      {
        dryRunSubscriptionChange: resolve(quote),
        changeSubscription: resolve(processIn('awaiting_confirmation')),
        confirmSubscriptionUpgradeInquire: resolve(processIn('processing')),
        getSubscriptionProcess: () => Promise.resolve(processIn(statuses.shift() ?? 'completed')),
        getMySubscription: resolve(platinum),
      },
      { subscription: premium, today: TODAY },
      clock,
    );
    actor.send(choosePlatinum);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'subscription.confirm' });
    await waitFor(actor, (s) => s.matches('awaitingCharge'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(PROCESS_POLL_INTERVAL_MS - 1);
    expect(called('getSubscriptionProcess')).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('awaitingCharge') && called('getSubscriptionProcess').length === 1);
    clock.increment(PROCESS_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('done'));
    expect(called('getSubscriptionProcess')).toEqual([{ processId: 90388 }, { processId: 90388 }]);
    expect(PROCESS_POLL_INTERVAL_MS).toBe(2000);
  });

  describe('downgrades', () => {
    it('a downgrade takes effect at the end of the billing period: it is scheduled, not applied', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve({
          ...quote,
          product_name: 'standard-1',
          change_type: 'downgrade',
          effective_at: '2027-03-01T00:00:00Z',
        }),
        changeSubscription: resolve(scheduledDowngrade),
        getMySubscription: resolve(downgrading),
      });
      actor.send({
        type: 'subscription.choosePlan',
        productName: 'standard-1',
        billingPeriod: 'NO_BILLING_PERIOD',
      });
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('downgradeScheduled'));
      expect(actor.getSnapshot().context.subscription.product_name).toBe('premium-5');
      expect(actor.getSnapshot().context.subscription.scheduled_downgrade?.effective_at).toBe(
        '2027-03-01T00:00:00Z',
      );
      expect(actor.getSnapshot().hasTag('downgrade-scheduled')).toBe(true);
    });

    it('a membership with a scheduled downgrade opens on it', () => {
      const { actor } = start({}, { subscription: downgrading, today: TODAY });
      expect(actor.getSnapshot().value).toBe('downgradeScheduled');
    });

    it('a scheduled downgrade can be restored before then (its scheduled process is cancelled)', async () => {
      const { actor, called } = start(
        {
          cancelSubscriptionTransaction: resolve({ ...scheduledDowngrade, status: 'cancelled' }),
          getMySubscription: resolve(premium),
        },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.restore' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(called('cancelSubscriptionTransaction')).toEqual([{ processId: 90412 }]);
      expect(actor.getSnapshot().context.subscription.scheduled_downgrade).toBeNull();
    });

    it('a downgrade whose date has passed can no longer be restored', () => {
      const { actor, calls } = start({}, { subscription: downgrading, today: '2027-03-01T00:00:00Z' });
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'subscription.restore' });
      expect(calls).toEqual([]);
    });

    it('a failed restore keeps the downgrade scheduled and says why', async () => {
      const { actor } = start(
        { cancelSubscriptionTransaction: reject(conflict) },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.restore' });
      await waitFor(actor, (s) => s.matches('downgradeScheduled') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Another plan change is already processing.');
    });

    it('the reason given in the downgrade dialog is saved on the scheduled downgrade', async () => {
      const reason = 'Fewer auditions in my languages this year.';
      const saved: Subscription = {
        ...downgrading,
        scheduled_downgrade: { ...scheduledOn(downgrading), reason },
      };
      const { actor, called } = start(
        { saveSubscriptionDowngradeReason: resolve(saved) },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.saveDowngradeReason', reason: `  ${reason} ` });
      await waitFor(actor, (s) => s.context.subscription === saved);
      expect(called('saveSubscriptionDowngradeReason')).toEqual([{ providerId: 4821, reason }]);
      expect(actor.getSnapshot().value).toBe('downgradeScheduled');
    });

    it('a blank downgrade reason is not sent', () => {
      const { actor, calls } = start({}, { subscription: downgrading, today: TODAY });
      actor.send({ type: 'subscription.saveDowngradeReason', reason: '   ' });
      expect(actor.getSnapshot().context.error).toBe('Please tell us why you are downgrading.');
      expect(calls).toEqual([]);
    });

    it('a downgrade reason is only saved while a downgrade is scheduled', () => {
      const { actor, calls } = start({});
      actor.send({ type: 'subscription.saveDowngradeReason', reason: 'Too expensive' });
      expect(calls).toEqual([]);
    });
  });

  describe('auto-renewal', () => {
    it('turns auto-renewal off and shows the updated subscription', async () => {
      const { actor, called } = start({
        setSubscriptionAutoRenewal: resolve({ ...premium, auto_renewal: false }),
      });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: false });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('idle') && !s.context.subscription.auto_renewal);
      expect(called('setSubscriptionAutoRenewal')).toEqual([{ providerId: 4821, enabled: false }]);
    });

    it('a plan without a billing period has nothing to renew', () => {
      const { actor, calls } = start({}, { subscription: standard, today: TODAY });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: true });
      expect(actor.getSnapshot().context.error).toBe('A plan without a billing period has nothing to renew.');
      expect(calls).toEqual([]);
    });

    it("a failed setting shows the server's message", async () => {
      const { actor } = start({ setSubscriptionAutoRenewal: reject(ApiError.network()) });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: false });
      await waitFor(actor, (s) => s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Check your Internet connection');
      expect(actor.getSnapshot().context.subscription.auto_renewal).toBe(true);
    });
  });

  it('the default actors call the SDK with the operations of the document', async () => {
    const requests: { method: string; path: string; body: unknown }[] = [];
    const answers: Record<string, unknown> = {
      'POST /api/providers/me/subscription/dry_run': quote,
      'PUT /api/providers/me/subscription': processIn('awaiting_confirmation'),
      'POST /api/processes/change_subscription/90388/confirm_upgrade_inquire': processIn('completed'),
      'GET /api/processes/90388': processIn('completed'),
      'POST /api/processes/change_subscription/90388/retry_payment': processIn('completed'),
      'POST /api/processes/change_subscription/90388/cancel_transaction': processIn('cancelled'),
      'POST /api/providers/4821/subscription/set_autorenewal': premium,
      'POST /api/providers/4821/subscription/reason': downgrading,
      'GET /api/providers/me/subscription': platinum,
    };
    setDefaultApiClient(
      createApiClient({
        baseUrl: 'http://api.test/api',
        tokens: createMemoryTokenStorage({ accessToken: 'a', refreshToken: 'r' }),
        sessionId: () => 'session-0001',
        fetch: async (request) => {
          const path = new URL(request.url).pathname;
          const text = await request.text();
          requests.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
          const answer = answers[`${request.method} ${path}`];
          return new Response(
            JSON.stringify(answer ?? { code: 'not_found', message: 'no', name: 'NotFoundError' }),
            {
              status: answer === undefined ? 404 : 200,
              headers: { 'content-type': 'application/json' },
            },
          );
        },
      }),
    );
    const choice = {
      productName: 'platinum-10',
      billingPeriod: 'ANNUAL',
      promoCode: null,
      acknowledged: true,
    } as const;
    const run = <TOutput, TInput>(logic: PromiseActorLogic<TOutput, TInput>, input: TInput) =>
      toPromise(createActor(logic, { input }).start());

    expect(await run(subscriptionActors.dryRunSubscriptionChange, choice)).toEqual(quote);
    await run(subscriptionActors.changeSubscription, { choice, processId: 90388 });
    await run(subscriptionActors.confirmSubscriptionUpgradeInquire, { processId: 90388 });
    await run(subscriptionActors.getSubscriptionProcess, { processId: 90388 });
    await run(subscriptionActors.retrySubscriptionPayment, { processId: 90388 });
    await run(subscriptionActors.cancelSubscriptionTransaction, { processId: 90388 });
    await run(subscriptionActors.setSubscriptionAutoRenewal, { providerId: 4821, enabled: false });
    await run(subscriptionActors.saveSubscriptionDowngradeReason, {
      providerId: 4821,
      reason: 'Too expensive',
    });
    expect(await run(subscriptionActors.getMySubscription, undefined)).toEqual(platinum);

    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/providers/me/subscription/dry_run',
        body: { productName: 'platinum-10', billingPeriod: 'ANNUAL', promoCode: null },
      },
      {
        method: 'PUT',
        path: '/api/providers/me/subscription',
        body: {
          product_name: 'platinum-10',
          billing_period: 'ANNUAL',
          process_id: 90388,
          promo_code: null,
          acknowledged: true,
        },
      },
      {
        method: 'POST',
        path: '/api/processes/change_subscription/90388/confirm_upgrade_inquire',
        body: undefined,
      },
      { method: 'GET', path: '/api/processes/90388', body: undefined },
      { method: 'POST', path: '/api/processes/change_subscription/90388/retry_payment', body: undefined },
      {
        method: 'POST',
        path: '/api/processes/change_subscription/90388/cancel_transaction',
        body: undefined,
      },
      { method: 'POST', path: '/api/providers/4821/subscription/set_autorenewal', body: { enabled: false } },
      { method: 'POST', path: '/api/providers/4821/subscription/reason', body: { reason: 'Too expensive' } },
      { method: 'GET', path: '/api/providers/me/subscription', body: undefined },
    ]);
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
    const outcomes = (id: string, statuses: SubscriptionProcessStatus[]) =>
      statuses.map((status) =>
        done(id, processIn(status, status === 'payment_failed' ? 'card_declined' : undefined)),
      );
    const events = [
      choosePlatinum,
      { ...choosePlatinum, acknowledged: false },
      choosePremiumMonthly,
      { type: 'subscription.confirm' },
      { type: 'subscription.back' },
      { type: 'subscription.retryPayment' },
      { type: 'subscription.cancelTransaction' },
      { type: 'subscription.setAutoRenewal', enabled: false },
      { type: 'subscription.saveDowngradeReason', reason: 'Too expensive' },
      { type: 'subscription.saveDowngradeReason', reason: ' ' },
      { type: 'subscription.restore' },
      done('dryRun', quote),
      failed('dryRun', conflict),
      ...outcomes('changeSubscription', [
        'awaiting_confirmation',
        'payment_failed',
        'processing',
        'completed',
      ]),
      failed('changeSubscription', paymentRefused('card_declined')),
      failed('changeSubscription', conflict),
      ...outcomes('confirmUpgrade', ['payment_failed', 'processing', 'completed']),
      failed('confirmUpgrade', paymentRefused('expired_card')),
      failed('confirmUpgrade', conflict),
      { type: 'xstate.after.pollInterval.subscription.awaitingCharge' },
      ...outcomes('checkCharge', ['awaiting_confirmation', 'payment_failed', 'processing', 'completed']),
      failed('checkCharge', ApiError.network()),
      done('findFailedProcess', withPendingProcess),
      done('findFailedProcess', standard),
      failed('findFailedProcess', ApiError.network()),
      ...outcomes('retryPayment', ['payment_failed', 'processing', 'awaiting_confirmation', 'completed']),
      failed('retryPayment', paymentRefused('incorrect_cvc')),
      failed('retryPayment', ApiError.network()),
      done('cancelTransaction', processIn('cancelled')),
      failed('cancelTransaction', conflict),
      done('reloadSubscription', platinum),
      done('reloadSubscription', downgrading),
      failed('reloadSubscription', ApiError.network()),
      done('refreshSubscription', standard),
      failed('refreshSubscription', ApiError.network()),
      done('restore', { ...scheduledDowngrade, status: 'cancelled' }),
      failed('restore', conflict),
      done('saveDowngradeReason', downgrading),
      failed('saveDowngradeReason', ApiError.network()),
      done('setAutoRenewal', { ...premium, auto_renewal: false }),
      failed('setAutoRenewal', ApiError.network()),
    ];
    const input = { subscription: premium, today: TODAY };
    const { machine } = fake({});
    // A node of the graph is a state with what its guards and calls read of the context (the
    // subscription, whether a plan is chosen and a process open); quotes and messages steer nothing
    // and would multiply the nodes (~840 with the whole context).
    const serialize = byStateAnd((context: SubscriptionContext) => [
      context.subscription,
      context.choice !== null,
      context.processId !== null,
    ]);
    const report = explore(machine, events, input, { serialize });
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(machine, events, input, { serialize });
    expect(actual).toEqual(expected);
    // About a second of CPU; the room is for a machine busy with other work.
  }, 30_000);
});
