import type { SubscriptionProcess, SubscriptionProcessStatus } from '@vo/sdk';
import { PLATINUM_MESSAGES } from './plans';
import {
  choiceFrom,
  choiceOf,
  initialSubscriptionContext,
  openProcessId,
  scheduledProcessId,
  SUBSCRIPTION_MESSAGES,
  subscriptionSetup,
} from './subscriptionSetup';

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
export const subscriptionMachine = subscriptionSetup.createMachine({
  id: 'subscription',
  context: ({ input }) => initialSubscriptionContext(input),
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
