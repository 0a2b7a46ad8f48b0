import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { byStateAnd, explore, replayShortestPaths } from '../testing/explore';
import { TODAY } from '../testing/subscriptions';
import type { SubscriptionContext, SubscriptionProcessStatus } from './subscriptionSetup';
import {
  conflict,
  downgrading,
  paymentRefused,
  platinum,
  premium,
  processIn,
  quote,
  scheduledDowngrade,
  standard,
  withPendingProcess,
} from './testing/fixtures';
import { choosePlatinum, choosePremiumMonthly, fake } from './testing/startSubscription';

// Every state reached and every transition taken (xstate/graph).

describe('subscription', () => {
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
