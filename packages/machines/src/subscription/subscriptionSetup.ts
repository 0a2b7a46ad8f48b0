import type { DryRunResult, SubscriptionProcess, SubscriptionProcessStatus } from '@vo/sdk';
import { assign, setup } from 'xstate';
import { subscriptionActors } from './subscriptionActors';
import {
  errorMessageOf,
  paymentErrorCodeOf,
  paymentErrorMessage,
  type PaymentErrorCode,
} from './paymentErrors';
import {
  hasRestorableDowngrade,
  mayApplyForPlatinum,
  PLATINUM_MESSAGES,
  PLATINUM_PLAN,
  type BillingPeriod,
  type PlanChoice,
  type PlanId,
  type Subscription,
} from './plans';

export type { SubscriptionProcess, SubscriptionProcessStatus, DryRunResult };

/** A failed membership payment (its process is `processId`): why, and what to tell the voice actor. */
export interface FailedPayment {
  readonly code: PaymentErrorCode;
  readonly message: string;
}

export interface SubscriptionContext {
  /** The voice actor's current membership, as last read from the server. */
  readonly subscription: Subscription;
  /** Today (ISO 8601): the Platinum rule and the downgrade deadline are measured against it. */
  readonly today: string;
  readonly choice: PlanChoice | null;
  /** What the chosen change costs (the dry run), shown while reviewing. */
  readonly quote: DryRunResult | null;
  /** The plan-change process under way, once the server created it. */
  readonly processId: number | null;
  readonly failedPayment: FailedPayment | null;
  /** The last refusal or failure to show, in words. */
  readonly error: string | null;
}

export interface SubscriptionInput {
  subscription: Subscription;
  /** @default now */
  today?: string;
}

export type SubscriptionEvent =
  | {
      type: 'subscription.choosePlan';
      productName: PlanId;
      billingPeriod: BillingPeriod;
      promoCode?: string | null;
      /** The benefits-and-requirements acknowledgement box of the Platinum application. */
      acknowledged?: boolean;
    }
  | { type: 'subscription.confirm' }
  | { type: 'subscription.back' }
  | { type: 'subscription.retryPayment' }
  | { type: 'subscription.cancelTransaction' }
  | { type: 'subscription.setAutoRenewal'; enabled: boolean }
  | { type: 'subscription.saveDowngradeReason'; reason: string }
  | { type: 'subscription.restore' };

/** How often a charge that is still processing is looked at again. Not given by the spec. */
export const PROCESS_POLL_INTERVAL_MS = 2000;

/** Refusals the machine gives itself, before any call (the Platinum ones are the spec's). */
export const SUBSCRIPTION_MESSAGES = {
  ...PLATINUM_MESSAGES,
  nothingToRenew: 'A plan without a billing period has nothing to renew.',
  reasonRequired: 'Please tell us why you are downgrading.',
} as const;
type ChooseEvent = Extract<SubscriptionEvent, { type: 'subscription.choosePlan' }>;

export function choiceOf(event: ChooseEvent): PlanChoice {
  const promoCode = event.promoCode?.trim() ?? '';
  return {
    productName: event.productName,
    billingPeriod: event.billingPeriod,
    promoCode: promoCode === '' ? null : promoCode,
    acknowledged: event.acknowledged ?? false,
  };
}

export function choiceFrom(context: SubscriptionContext): PlanChoice {
  // Unreachable by construction: the dry run and the change are only entered after a plan was chosen.
  if (context.choice === null) throw new Error('No plan was chosen.');
  return context.choice;
}

function failedPaymentOf(code: PaymentErrorCode | null | undefined): FailedPayment {
  const known = code ?? 'unexpected';
  return { code: known, message: paymentErrorMessage(known) };
}

export function openProcessId(processId: number | null): number {
  // Unreachable by construction: every state that calls a process is entered with its id known.
  if (processId === null) throw new Error('No plan-change process is open.');
  return processId;
}

export function scheduledProcessId(subscription: Subscription): number {
  const downgrade = subscription.scheduled_downgrade;
  // Unreachable by construction: downgradeScheduled is only entered with a scheduled downgrade.
  if (downgrade === null || downgrade === undefined) throw new Error('No downgrade is scheduled.');
  return downgrade.process_id;
}

/**
 * The membership's vocabulary, typed once: its context, events, actors, and every guard and action
 * the statechart (subscriptionMachine.ts) names.
 */
export const subscriptionSetup = setup({
  types: {
    context: {} as SubscriptionContext,
    input: {} as SubscriptionInput,
    events: {} as SubscriptionEvent,
  },
  actors: subscriptionActors,
  delays: {
    pollInterval: PROCESS_POLL_INTERVAL_MS,
  },
  guards: {
    platinumWithoutPremiumYear: ({ context }, choice: PlanChoice) =>
      choice.productName === PLATINUM_PLAN && !mayApplyForPlatinum(context.subscription, context.today),
    platinumWithoutAcknowledgement: (_, choice: PlanChoice) =>
      choice.productName === PLATINUM_PLAN && !choice.acknowledged,
    downgradeRestorable: ({ context }, subscription: Subscription) =>
      hasRestorableDowngrade(subscription, context.today),
    hasBillingPeriod: ({ context }) => context.subscription.billing_period !== 'NO_BILLING_PERIOD',
    hasReason: (_, reason: string) => reason.trim() !== '',
    processIn: (
      _,
      params: { status: SubscriptionProcessStatus; among: readonly SubscriptionProcessStatus[] },
    ) => params.among.includes(params.status),
    isPaymentFailure: (_, error: unknown) => paymentErrorCodeOf(error) !== null,
    hasPendingProcess: (_, subscription: Subscription) =>
      subscription.pending_process_id !== null && subscription.pending_process_id !== undefined,
  },
  actions: {
    clearError: assign({ error: null }),
    rememberChoice: assign((_, choice: PlanChoice) => ({
      choice,
      quote: null,
      processId: null,
      failedPayment: null,
      error: null,
    })),
    refuseChoice: assign((_, params: { choice: PlanChoice; message: string }) => ({
      choice: params.choice,
      error: params.message,
    })),
    refuse: assign((_, message: string) => ({ error: message })),
    rememberQuote: assign((_, quote: DryRunResult) => ({ quote })),
    forgetQuote: assign({ quote: null }),
    /** The process the server answered with: the one a change opened, else the open one again. */
    followProcess: assign((_, process: SubscriptionProcess) => ({ processId: process.id })),
    recordProcessFailure: assign((_, process: SubscriptionProcess) => ({
      processId: process.id,
      failedPayment: failedPaymentOf(process.error?.code),
      error: null,
    })),
    recordPaymentFailure: assign((_, error: unknown) => ({
      failedPayment: failedPaymentOf(paymentErrorCodeOf(error)),
      error: null,
    })),
    /** The failed charge's process is the subscription's pending one (a refused PUT does not name it). */
    resumeFailedProcess: assign((_, subscription: Subscription) => ({
      subscription,
      processId: subscription.pending_process_id ?? null,
    })),
    /** No open process to retry: the payment failure becomes a plain error. */
    surfacePaymentFailure: assign(({ context }) => ({
      error: context.failedPayment?.message ?? null,
      failedPayment: null,
    })),
    recordError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
    /** The change is over (applied, cancelled or restored): nothing of it is left to resume. */
    forgetChange: assign({ choice: null, quote: null, processId: null, failedPayment: null }),
    rememberSubscription: assign((_, subscription: Subscription) => ({ subscription })),
    finishChange: assign((_, subscription: Subscription) => ({
      subscription,
      choice: null,
      quote: null,
      processId: null,
      failedPayment: null,
      error: null,
    })),
  },
});

/** The membership as the server last answered it, with no change under way. */
export const initialSubscriptionContext = (input: SubscriptionInput): SubscriptionContext => ({
  subscription: input.subscription,
  today: input.today ?? new Date().toISOString(),
  choice: null,
  quote: null,
  processId: null,
  failedPayment: null,
  error: null,
});
