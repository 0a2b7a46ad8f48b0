import type { BillingPeriod, SubscriptionChangeType, SubscriptionProcessStatus } from '@vo/sdk';
import { and, setup, type EventFrom } from 'xstate';
import { decide, statusParser, type EntityState } from '../shared/decide';
import { hasRole, type Viewer } from '../shared/viewer';
import { PLATINUM_PLAN } from './plans';

export type { SubscriptionChangeType };

/** Every status of a plan-change process, in lifecycle order (the document's SubscriptionProcessStatus). */
export const SUBSCRIPTION_PROCESS_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'processing',
  'payment_failed',
  'scheduled',
  'completed',
  'cancelled',
] as const satisfies readonly SubscriptionProcessStatus[];

/** A process's status as the database stores it (text), checked. */
export const parseSubscriptionProcessStatus = statusParser(
  'subscription process',
  SUBSCRIPTION_PROCESS_STATUSES,
);

export interface SubscriptionProcessContext {
  /** The voice actor whose membership the process changes. */
  readonly providerId: number;
  /** What the change amounts to: upgrades and new plans are charged now, downgrades wait for the period end. */
  readonly changeType: SubscriptionChangeType;
  /** The amount to charge now, in minor units (0: nothing to charge). */
  readonly totalMinor: number;
  /** A payment method is saved to charge. */
  readonly hasPaymentMethod: boolean;
}

/** The server's own steps (the charge's outcome, the period's end) are sent by the system. */
export const SYSTEM_VIEWER: Viewer = { userId: 0, roles: [], providerId: null };

export type SubscriptionProcessEvent =
  /** The process was just created: the machine says where it goes (charge now, wait, schedule). */
  | { type: 'process.start'; by: Viewer }
  | { type: 'process.confirm'; by: Viewer }
  | { type: 'process.retry'; by: Viewer }
  | { type: 'process.cancel'; by: Viewer }
  | { type: 'process.saveReason'; by: Viewer }
  /** The processor answered: paid, failed, or waiting for 3-D Secure (stays processing). */
  | { type: 'process.paid' }
  | { type: 'process.failed' }
  /** The billing period ended: a scheduled downgrade takes effect. */
  | { type: 'process.periodEnded' }
  /** A renewal at the period's end is charged off-session with whatever is saved (a missing method fails). */
  | { type: 'process.renew'; by: Viewer };

const isOwner = (context: SubscriptionProcessContext, by: Viewer) =>
  hasRole(by, 'provider') && by.providerId === context.providerId;
const isSystem = (by: Viewer) => by.userId === SYSTEM_VIEWER.userId;

/** Changes taken at the end of the billing period rather than charged now. */
const AT_PERIOD_END: readonly SubscriptionChangeType[] = ['downgrade'];

/**
 * A membership's plan-change process on the server (PUT /providers/me/subscription): a change that
 * costs something now is charged (with a saved payment method) or waits for the voice actor to
 * confirm it once one is saved; a failed charge can be retried or abandoned; a downgrade is
 * scheduled for the end of the billing period, and can be restored (cancelled) until then. Only the
 * voice actor who owns the membership (an admin acting as them) moves it; the system records the
 * processor's answers and the period's end.
 */
export const subscriptionProcessMachine = setup({
  types: {
    context: {} as SubscriptionProcessContext,
    input: {} as SubscriptionProcessContext,
    events: {} as SubscriptionProcessEvent,
  },
  guards: {
    byOwner: ({ context, event }) => 'by' in event && isOwner(context, event.by),
    byOwnerOrSystem: ({ context, event }) =>
      'by' in event && (isOwner(context, event.by) || isSystem(event.by)),
    bySystem: ({ event }) => 'by' in event && isSystem(event.by),
    atPeriodEnd: ({ context }) => AT_PERIOD_END.includes(context.changeType),
    nothingToCharge: ({ context }) => context.totalMinor <= 0,
    chargeable: ({ context }) => context.hasPaymentMethod,
  },
}).createMachine({
  id: 'subscriptionProcess',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        // Where a started process goes: scheduled (downgrade), completed (nothing to pay),
        // processing (charged now), or awaiting_confirmation (no payment method yet).
        'process.start': [
          { guard: and(['byOwnerOrSystem', 'atPeriodEnd']), target: 'scheduled' },
          { guard: and(['byOwnerOrSystem', 'nothingToCharge']), target: 'completed' },
          { guard: and(['byOwnerOrSystem', 'chargeable']), target: 'processing' },
          { guard: 'byOwnerOrSystem', target: 'awaiting_confirmation' },
        ],
        'process.renew': { guard: 'bySystem', target: 'processing' },
        'process.cancel': { guard: 'byOwner', target: 'cancelled' },
      },
    },
    awaiting_confirmation: {
      on: {
        // Without a payment method the confirmation keeps waiting (a target, so the step counts).
        'process.confirm': [
          { guard: and(['byOwner', 'chargeable']), target: 'processing' },
          { guard: 'byOwner', target: 'awaiting_confirmation' },
        ],
        'process.cancel': { guard: 'byOwner', target: 'cancelled' },
      },
    },
    processing: {
      on: {
        'process.paid': 'completed',
        'process.failed': 'payment_failed',
      },
    },
    payment_failed: {
      on: {
        'process.retry': { guard: 'byOwnerOrSystem', target: 'processing' },
        'process.cancel': { guard: 'byOwnerOrSystem', target: 'cancelled' },
      },
    },
    scheduled: {
      on: {
        // Stays scheduled (a target, so that the step counts as one the machine takes).
        'process.saveReason': { guard: 'byOwner', target: 'scheduled' },
        'process.cancel': { guard: 'byOwner', target: 'cancelled' },
        'process.periodEnded': 'completed',
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type SubscriptionProcessMachineEvent = EventFrom<typeof subscriptionProcessMachine>;

/**
 * The server's question for a plan-change process: may this event be sent now, and to which status?
 * A confirmation without a saved payment method is allowed but stays awaiting_confirmation.
 */
export const decideSubscriptionProcess = (
  process: EntityState<typeof subscriptionProcessMachine, SubscriptionProcessStatus>,
  event: SubscriptionProcessMachineEvent,
) =>
  decide<typeof subscriptionProcessMachine, SubscriptionProcessStatus>(
    subscriptionProcessMachine,
    process,
    event,
  );

export interface PlanSide {
  readonly level: number;
  readonly productName: string;
  readonly billingPeriod: BillingPeriod;
}

/**
 * What choosing `to` amounts to from `from` (the document's SubscriptionChangeType): a first paid
 * plan is new; a higher level an upgrade; a lower level a downgrade; the same plan at another
 * billing period a billing_period_change, except ANNUAL to MONTHLY, which waits for the end of the
 * paid year like a downgrade; the current plan again while a downgrade is scheduled, a restore.
 * Null when `to` is the plan already held (nothing to change).
 */
export function planChangeType(
  from: PlanSide,
  to: PlanSide,
  options: { downgradeScheduled: boolean },
): SubscriptionChangeType | null {
  const samePlan = from.productName === to.productName;
  const samePeriod = from.billingPeriod === to.billingPeriod;
  if (samePlan && samePeriod) return options.downgradeScheduled ? 'restore' : null;
  if (from.billingPeriod === 'NO_BILLING_PERIOD' && to.billingPeriod !== 'NO_BILLING_PERIOD')
    return from.level < to.level ? 'new' : 'billing_period_change';
  if (to.level > from.level) return 'upgrade';
  if (to.level < from.level) return 'downgrade';
  if (from.billingPeriod === 'ANNUAL' && to.billingPeriod === 'MONTHLY') return 'downgrade';
  return 'billing_period_change';
}

/** Platinum is applied for: it needs the acknowledgement box and a year of Premium. */
export const isPlatinumPlan = (productName: string): boolean => productName === PLATINUM_PLAN;
