import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor, type AnyStateNode } from 'xstate';
import { TODAY } from '../testing/subscriptions';
import type { Subscription } from './plans';
import { subscriptionMachine } from './subscriptionMachine';
import { PROCESS_POLL_INTERVAL_MS, type SubscriptionProcessStatus } from './subscriptionSetup';
import { conflict, platinum, premium, processIn, quote, standard } from './testing/fixtures';
import {
  choosePlatinum,
  choosePremiumMonthly,
  reject,
  resolve,
  pending,
  start,
} from './testing/startSubscription';

// Choosing a plan, its price, the upgrade and its charge. Payment errors are in
// subscriptionMachine.payments.test.ts, downgrades and auto-renewal in
// subscriptionMachine.downgrades.test.ts, the graph in subscriptionMachine.graph.test.ts.

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
});
