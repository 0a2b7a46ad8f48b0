import type { ChargeStatus, SecurePaymentStatus } from '@vo/sdk';
import { assign, setup, type EventFrom } from 'xstate';
import { decide, statusParser, type EntityState } from '../shared/decide';
import { isAdmin, isFinance, type Viewer } from '../shared/viewer';

export type { ChargeStatus, SecurePaymentStatus };

/** Every charge status, in lifecycle order. */
export const CHARGE_STATUSES = [
  'pending',
  'paid',
  'funds_released',
  'refunded',
  'cancelled',
] as const satisfies readonly ChargeStatus[];

/** A charge's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseChargeStatus = statusParser('charge', CHARGE_STATUSES);

export interface ChargeContext {
  /** The project's owners (user ids): the first is the client who pays. */
  readonly ownerIds: readonly number[];
  /** The client marked the recording good to pay: finance may release the funds. */
  readonly readyToRelease: boolean;
}

export interface ChargeInput {
  ownerIds: readonly number[];
  readyToRelease?: boolean;
}

export type ChargeEvent =
  | { type: 'charge.pay'; by: Viewer }
  | { type: 'charge.readyToRelease'; by: Viewer }
  | { type: 'charge.releaseFunds'; by: Viewer }
  | { type: 'charge.refund'; by: Viewer }
  | { type: 'charge.cancel'; by: Viewer };

const isOwner = (context: ChargeContext, by: Viewer) => context.ownerIds.includes(by.userId);

/**
 * The charge behind Secure Payment and Delivery: the client pays, the funds are held, then released
 * to the voice actor by finance (or refunded). A pending charge can be cancelled.
 */
export const chargeMachine = setup({
  types: {
    context: {} as ChargeContext,
    input: {} as ChargeInput,
    events: {} as ChargeEvent,
  },
  guards: {
    byOwner: ({ context, event }) => isOwner(context, event.by),
    byOwnerOrAdmin: ({ context, event }) => isOwner(context, event.by) || isAdmin(event.by),
    byFinance: ({ event }) => isFinance(event.by),
    byFinanceWhenReady: ({ context, event }) => isFinance(event.by) && context.readyToRelease,
  },
  actions: {
    markReadyToRelease: assign({ readyToRelease: true }),
  },
}).createMachine({
  id: 'charge',
  context: ({ input }) => ({ ownerIds: input.ownerIds, readyToRelease: input.readyToRelease ?? false }),
  initial: 'pending',
  states: {
    pending: {
      tags: ['awaiting-payment'],
      on: {
        'charge.pay': { guard: 'byOwner', target: 'paid' },
        'charge.cancel': { guard: 'byOwnerOrAdmin', target: 'cancelled' },
      },
    },
    paid: {
      tags: ['funds-held'],
      on: {
        'charge.readyToRelease': { guard: 'byOwner', actions: 'markReadyToRelease' },
        'charge.releaseFunds': { guard: 'byFinanceWhenReady', target: 'funds_released' },
        'charge.refund': { guard: 'byFinance', target: 'refunded' },
      },
    },
    funds_released: { type: 'final' },
    refunded: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The server's check for a charge event: allowed, and the status that follows. */
export const decideCharge = (
  charge: EntityState<typeof chargeMachine>,
  event: EventFrom<typeof chargeMachine>,
) => decide(chargeMachine, charge, event);

/** The Secure Payment state a charge shows to its users, or null when it has none to show. */
export function securePaymentStatus(status: ChargeStatus): SecurePaymentStatus | null {
  switch (status) {
    case 'pending':
      return 'pending_payment';
    case 'paid':
      return 'paid';
    case 'funds_released':
      return 'funds_released';
    case 'refunded':
    case 'cancelled':
      return null;
  }
}

/** The three Secure Payment labels of the spec (section 4). */
export const SECURE_PAYMENT_LABELS = {
  pending_payment: 'Pending payment by client',
  paid: 'Paid by client',
  funds_released: 'Funds released to the voice actor',
} as const satisfies Record<SecurePaymentStatus, string>;
