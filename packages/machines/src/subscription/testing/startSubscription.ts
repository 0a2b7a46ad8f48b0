import {
  createActor,
  fromPromise,
  waitFor,
  type InputFrom,
  type OutputFrom,
  type SimulatedClock,
} from 'xstate';
import { TODAY } from '../../testing/subscriptions';
import type { PaymentErrorCode } from '../paymentErrors';
import type { subscriptionActors } from '../subscriptionActors';
import { subscriptionMachine } from '../subscriptionMachine';
import type { SubscriptionInput } from '../subscriptionSetup';
import { paymentRefused, premium, processIn, quote } from './fixtures';

// ---------------------------------------------------------------------------------------------
// Fake network: every actor answers from a handler and records what it was asked.

export type Actors = typeof subscriptionActors;
export type Handlers = {
  [K in keyof Actors]?: (input: InputFrom<Actors[K]>) => Promise<OutputFrom<Actors[K]>>;
};

export const pending = <T>() => new Promise<T>(() => undefined);

export function fake(handlers: Handlers) {
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

export function start(
  handlers: Handlers,
  input: SubscriptionInput = { subscription: premium, today: TODAY },
  clock?: SimulatedClock,
) {
  const { machine, calls } = fake(handlers);
  const actor = createActor(machine, clock ? { input, clock } : { input }).start();
  const called = (name: keyof Actors) => calls.filter((c) => c.actor === name).map((c) => c.input);
  return { actor, calls, called };
}

export const resolve =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);
export const reject = (error: unknown) => () =>
  Promise.reject(error instanceof Error ? error : new Error(String(error)));

export const choosePlatinum = {
  type: 'subscription.choosePlan',
  productName: 'platinum-10',
  billingPeriod: 'ANNUAL',
  acknowledged: true,
} as const;
export const choosePremiumMonthly = {
  type: 'subscription.choosePlan',
  productName: 'premium-5',
  billingPeriod: 'MONTHLY',
} as const;

/** An upgrade to Platinum priced, confirmed, and its charge refused with `code`. */
export async function failedUpgrade(code: PaymentErrorCode, more: Handlers = {}) {
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
