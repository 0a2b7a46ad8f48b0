import {
  getDefaultApiClient,
  type SubscriptionProcess,
  type SubscriptionProcessStatus,
  type DryRunResult,
} from '@vo/sdk';
import { assign, fromPromise, setup } from 'xstate';
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
  type PlanId,
  type Subscription,
} from './plans';

export type { SubscriptionProcess, SubscriptionProcessStatus, DryRunResult };

/** The plan the voice actor chose, as typed: kept when the choice is refused, so nothing is lost. */
export interface PlanChoice {
  readonly productName: PlanId;
  readonly billingPeriod: BillingPeriod;
  readonly promoCode: string | null;
  readonly acknowledged: boolean;
}

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

interface ChangeInput {
  choice: PlanChoice;
  processId: number | null;
}
interface ProcessInput {
  processId: number;
}
interface AutoRenewalInput {
  providerId: number;
  enabled: boolean;
}
interface DowngradeReasonInput {
  providerId: number;
  reason: string;
}

/** The network work, each calling the SDK by default; tests and stories replace them with `.provide()`. */
export const subscriptionActors = {
  /** POST /providers/me/subscription/dry_run */
  dryRunSubscriptionChange: fromPromise<DryRunResult, PlanChoice>(async ({ input }) => {
    const client = getDefaultApiClient();
    const body = {
      productName: input.productName,
      billingPeriod: input.billingPeriod,
      promoCode: input.promoCode,
    };
    const { data } = await client.unwrap(client.api.POST('/providers/me/subscription/dry_run', { body }));
    return data;
  }),
  /** PUT /providers/me/subscription */
  changeSubscription: fromPromise<SubscriptionProcess, ChangeInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const body = {
      product_name: input.choice.productName,
      billing_period: input.choice.billingPeriod,
      process_id: input.processId,
      promo_code: input.choice.promoCode,
      acknowledged: input.choice.acknowledged,
    };
    const { data } = await client.unwrap(client.api.PUT('/providers/me/subscription', { body }));
    return data;
  }),
  /** POST /processes/change_subscription/{id}/confirm_upgrade_inquire */
  confirmSubscriptionUpgradeInquire: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const call = client.api.POST('/processes/change_subscription/{id}/confirm_upgrade_inquire', { params });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** GET /processes/{id}: a charge still processing is looked at again. */
  getSubscriptionProcess: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(
      client.api.GET('/processes/{id}', { params: { path: { id: input.processId } } }),
    );
    return data;
  }),
  /** POST /processes/change_subscription/{id}/retry_payment */
  retrySubscriptionPayment: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const { data } = await client.unwrap(
      client.api.POST('/processes/change_subscription/{id}/retry_payment', { params }),
    );
    return data;
  }),
  /** POST /processes/change_subscription/{id}/cancel_transaction (also restores a scheduled downgrade). */
  cancelSubscriptionTransaction: fromPromise<SubscriptionProcess, ProcessInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const params = { path: { id: input.processId } };
    const call = client.api.POST('/processes/change_subscription/{id}/cancel_transaction', { params });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** POST /providers/{id}/subscription/set_autorenewal */
  setSubscriptionAutoRenewal: fromPromise<Subscription, AutoRenewalInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.POST('/providers/{id}/subscription/set_autorenewal', {
      params: { path: { id: input.providerId } },
      body: { enabled: input.enabled },
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** POST /providers/{id}/subscription/reason */
  saveSubscriptionDowngradeReason: fromPromise<Subscription, DowngradeReasonInput>(async ({ input }) => {
    const client = getDefaultApiClient();
    const call = client.api.POST('/providers/{id}/subscription/reason', {
      params: { path: { id: input.providerId } },
      body: { reason: input.reason },
    });
    const { data } = await client.unwrap(call);
    return data;
  }),
  /** GET /providers/me/subscription */
  getMySubscription: fromPromise<Subscription>(async () => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(client.api.GET('/providers/me/subscription'));
    return data;
  }),
};

type ChooseEvent = Extract<SubscriptionEvent, { type: 'subscription.choosePlan' }>;

function choiceOf(event: ChooseEvent): PlanChoice {
  const promoCode = event.promoCode?.trim() ?? '';
  return {
    productName: event.productName,
    billingPeriod: event.billingPeriod,
    promoCode: promoCode === '' ? null : promoCode,
    acknowledged: event.acknowledged ?? false,
  };
}

function choiceFrom(context: SubscriptionContext): PlanChoice {
  // Unreachable by construction: the dry run and the change are only entered after a plan was chosen.
  if (context.choice === null) throw new Error('No plan was chosen.');
  return context.choice;
}

function failedPaymentOf(code: PaymentErrorCode | null | undefined): FailedPayment {
  const known = code ?? 'unexpected';
  return { code: known, message: paymentErrorMessage(known) };
}

function openProcessId(processId: number | null): number {
  // Unreachable by construction: every state that calls a process is entered with its id known.
  if (processId === null) throw new Error('No plan-change process is open.');
  return processId;
}

function scheduledProcessId(subscription: Subscription): number {
  const downgrade = subscription.scheduled_downgrade;
  // Unreachable by construction: downgradeScheduled is only entered with a scheduled downgrade.
  if (downgrade === null || downgrade === undefined) throw new Error('No downgrade is scheduled.');
  return downgrade.process_id;
}

/** Params of the guards and actions that read an invoked call's result. */
const output = <T>({ event }: { event: { output: T } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;
/** Params of the processIn guard: the status a call answered with, and the statuses a transition takes. */
const statusIn =
  (among: readonly SubscriptionProcessStatus[]) =>
  ({ event }: { event: { output: SubscriptionProcess } }) => ({ status: event.output.status, among });

/**
 * Where a plan-change process leads by its status, written once for every call that answers with one
 * (the change, its confirmation, a look at the charge, a retry): confirm the upgrade, show the payment
 * error, wait for the charge, or read back the subscription it changed.
 */
const processStatus = {
  awaitingConfirmation: {
    guard: { type: 'processIn', params: statusIn(['awaiting_confirmation']) },
    target: 'confirmingUpgrade',
    actions: { type: 'followProcess', params: output },
  },
  paymentFailed: {
    guard: { type: 'processIn', params: statusIn(['payment_failed']) },
    target: 'paymentError',
    actions: { type: 'recordProcessFailure', params: output },
  },
  charging: {
    guard: { type: 'processIn', params: statusIn(['pending', 'processing']) },
    target: 'awaitingCharge',
    actions: { type: 'followProcess', params: output },
  },
  /** The upgrade being confirmed still awaits its confirmation: wait on it as on a charge, not confirm again. */
  confirming: {
    guard: { type: 'processIn', params: statusIn(['pending', 'awaiting_confirmation', 'processing']) },
    target: 'awaitingCharge',
    actions: { type: 'followProcess', params: output },
  },
  finished: { target: 'reloading', actions: { type: 'followProcess', params: output } },
} as const;
const onProcess = [
  processStatus.awaitingConfirmation,
  processStatus.paymentFailed,
  processStatus.charging,
  processStatus.finished,
];

/**
 * A voice actor's membership: choose a plan (Platinum needs Premium for a year and the acknowledgement
 * box), see its price (dry run), confirm, and the upgrade is charged (a failed payment can be retried
 * or cancelled); downgrades are scheduled for the end of the billing period and can be restored
 * before then. Auto-renewal and the downgrade reason are settings of the current membership.
 */
export const subscriptionMachine = setup({
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
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    subscription: input.subscription,
    today: input.today ?? new Date().toISOString(),
    choice: null,
    quote: null,
    processId: null,
    failedPayment: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: {
        guard: { type: 'downgradeRestorable', params: ({ context }) => context.subscription },
        target: 'downgradeScheduled',
      },
      on: {
        'subscription.choosePlan': [
          {
            guard: { type: 'platinumWithoutPremiumYear', params: ({ event }) => choiceOf(event) },
            actions: {
              type: 'refuseChoice',
              params: ({ event }) => ({
                choice: choiceOf(event),
                message: PLATINUM_MESSAGES.premiumForAYearRequired,
              }),
            },
          },
          {
            guard: { type: 'platinumWithoutAcknowledgement', params: ({ event }) => choiceOf(event) },
            actions: {
              type: 'refuseChoice',
              params: ({ event }) => ({
                choice: choiceOf(event),
                message: PLATINUM_MESSAGES.acknowledgementRequired,
              }),
            },
          },
          { target: 'dryRun', actions: { type: 'rememberChoice', params: ({ event }) => choiceOf(event) } },
        ],
        'subscription.setAutoRenewal': [
          { guard: 'hasBillingPeriod', target: 'settingAutoRenewal', actions: 'clearError' },
          { actions: { type: 'refuse', params: SUBSCRIPTION_MESSAGES.nothingToRenew } },
        ],
      },
    },
    dryRun: {
      tags: ['busy'],
      invoke: {
        id: 'dryRun',
        src: 'dryRunSubscriptionChange',
        input: ({ context }) => choiceFrom(context),
        onDone: { target: 'reviewing', actions: { type: 'rememberQuote', params: output } },
        onError: { target: 'idle', actions: { type: 'recordError', params: failure } },
      },
    },
    reviewing: {
      on: {
        'subscription.confirm': { target: 'changing', actions: 'clearError' },
        'subscription.back': { target: 'idle', actions: ['forgetQuote', 'clearError'] },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeSubscription',
        src: 'changeSubscription',
        input: ({ context }) => ({ choice: choiceFrom(context), processId: context.processId }),
        onDone: onProcess,
        onError: [
          {
            guard: { type: 'isPaymentFailure', params: failure },
            target: 'findingFailedProcess',
            actions: { type: 'recordPaymentFailure', params: failure },
          },
          { target: 'reviewing', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    confirmingUpgrade: {
      tags: ['busy'],
      invoke: {
        id: 'confirmUpgrade',
        src: 'confirmSubscriptionUpgradeInquire',
        input: ({ context }) => ({ processId: openProcessId(context.processId) }),
        onDone: [processStatus.paymentFailed, processStatus.confirming, processStatus.finished],
        onError: [
          {
            guard: { type: 'isPaymentFailure', params: failure },
            target: 'paymentError',
            actions: { type: 'recordPaymentFailure', params: failure },
          },
          { target: 'reviewing', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    awaitingCharge: {
      tags: ['busy'],
      after: { pollInterval: 'checkingCharge' },
    },
    checkingCharge: {
      tags: ['busy'],
      invoke: {
        id: 'checkCharge',
        src: 'getSubscriptionProcess',
        input: ({ context }) => ({ processId: openProcessId(context.processId) }),
        onDone: onProcess,
        onError: { target: 'awaitingCharge', actions: { type: 'recordError', params: failure } },
      },
    },
    findingFailedProcess: {
      tags: ['busy'],
      invoke: {
        id: 'findFailedProcess',
        src: 'getMySubscription',
        onDone: [
          {
            guard: { type: 'hasPendingProcess', params: output },
            target: 'paymentError',
            actions: { type: 'resumeFailedProcess', params: output },
          },
          {
            target: 'idle',
            actions: [{ type: 'rememberSubscription', params: output }, 'surfacePaymentFailure'],
          },
        ],
        onError: { target: 'idle', actions: 'surfacePaymentFailure' },
      },
    },
    paymentError: {
      tags: ['payment-error'],
      on: {
        'subscription.retryPayment': { target: 'retryingPayment', actions: 'clearError' },
        'subscription.cancelTransaction': { target: 'cancellingTransaction', actions: 'clearError' },
      },
    },
    retryingPayment: {
      tags: ['busy'],
      invoke: {
        id: 'retryPayment',
        src: 'retrySubscriptionPayment',
        input: ({ context }) => ({ processId: openProcessId(context.processId) }),
        onDone: onProcess,
        onError: [
          {
            guard: { type: 'isPaymentFailure', params: failure },
            target: 'paymentError',
            actions: { type: 'recordPaymentFailure', params: failure },
          },
          { target: 'paymentError', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    cancellingTransaction: {
      tags: ['busy'],
      invoke: {
        id: 'cancelTransaction',
        src: 'cancelSubscriptionTransaction',
        input: ({ context }) => ({ processId: openProcessId(context.processId) }),
        onDone: { target: 'refreshing', actions: 'forgetChange' },
        onError: { target: 'paymentError', actions: { type: 'recordError', params: failure } },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'reloadSubscription',
        src: 'getMySubscription',
        onDone: { target: 'done', actions: { type: 'finishChange', params: output } },
        // The change went through; only reading it back failed.
        onError: { target: 'done', actions: ['forgetChange', { type: 'recordError', params: failure }] },
      },
    },
    done: {
      tags: ['changed'],
      always: {
        guard: { type: 'downgradeRestorable', params: ({ context }) => context.subscription },
        target: 'downgradeScheduled',
      },
      on: {
        'subscription.back': { target: 'idle', actions: 'clearError' },
      },
    },
    downgradeScheduled: {
      tags: ['downgrade-scheduled'],
      on: {
        'subscription.restore': { target: 'restoring', actions: 'clearError' },
        'subscription.saveDowngradeReason': [
          {
            guard: { type: 'hasReason', params: ({ event }) => event.reason },
            target: 'savingDowngradeReason',
            actions: 'clearError',
          },
          { actions: { type: 'refuse', params: SUBSCRIPTION_MESSAGES.reasonRequired } },
        ],
        // A scheduled downgrade is always of a plan with a billing period, so nothing to refuse here.
        'subscription.setAutoRenewal': {
          guard: 'hasBillingPeriod',
          target: 'settingAutoRenewal',
          actions: 'clearError',
        },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restore',
        src: 'cancelSubscriptionTransaction',
        input: ({ context }) => ({ processId: scheduledProcessId(context.subscription) }),
        onDone: { target: 'refreshing', actions: 'forgetChange' },
        onError: { target: 'downgradeScheduled', actions: { type: 'recordError', params: failure } },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshSubscription',
        src: 'getMySubscription',
        onDone: { target: 'idle', actions: { type: 'finishChange', params: output } },
        onError: { target: 'idle', actions: { type: 'recordError', params: failure } },
      },
    },
    savingDowngradeReason: {
      tags: ['busy'],
      invoke: {
        id: 'saveDowngradeReason',
        src: 'saveSubscriptionDowngradeReason',
        input: ({ context, event }) => ({
          providerId: context.subscription.provider_id,
          reason: event.type === 'subscription.saveDowngradeReason' ? event.reason.trim() : '',
        }),
        onDone: { target: 'idle', actions: { type: 'rememberSubscription', params: output } },
        onError: { target: 'downgradeScheduled', actions: { type: 'recordError', params: failure } },
      },
    },
    settingAutoRenewal: {
      tags: ['busy'],
      invoke: {
        id: 'setAutoRenewal',
        src: 'setSubscriptionAutoRenewal',
        input: ({ context, event }) => ({
          providerId: context.subscription.provider_id,
          enabled:
            event.type === 'subscription.setAutoRenewal' ? event.enabled : context.subscription.auto_renewal,
        }),
        onDone: { target: 'idle', actions: { type: 'rememberSubscription', params: output } },
        onError: { target: 'idle', actions: { type: 'recordError', params: failure } },
      },
    },
  },
});
