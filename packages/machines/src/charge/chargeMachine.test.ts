import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { explore, replayShortestPaths } from '../testing/explore';
import {
  admin,
  client,
  finance,
  financeOnly,
  fromEveryone,
  sharedOwner,
  stranger,
  voiceActor,
} from '../testing/viewers';
import { chargeMachine, decideCharge, SECURE_PAYMENT_LABELS, securePaymentStatus } from './chargeMachine';
import { chargeStepsFor, mayPayAdditional } from './chargeSteps';

const input = { ownerIds: [client.userId, sharedOwner.userId] };
const start = () => createActor(chargeMachine, { input }).start();
const events = fromEveryone(
  'charge.pay',
  'charge.readyToRelease',
  'charge.releaseFunds',
  'charge.refund',
  'charge.cancel',
);

describe('charge', () => {
  it('the client pays a pending charge and the funds are held', () => {
    const actor = start();
    actor.send({ type: 'charge.pay', by: client });
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().hasTag('funds-held')).toBe(true);
  });

  it('nobody but an owner pays', () => {
    for (const by of [voiceActor, admin, stranger]) {
      const actor = start();
      actor.send({ type: 'charge.pay', by });
      expect(actor.getSnapshot().value).toBe('pending');
    }
  });

  it('finance releases the funds only once the client marked them ready', () => {
    const actor = start();
    actor.send({ type: 'charge.pay', by: client });
    actor.send({ type: 'charge.releaseFunds', by: finance });
    expect(actor.getSnapshot().value).toBe('paid');
    actor.send({ type: 'charge.readyToRelease', by: client });
    actor.send({ type: 'charge.releaseFunds', by: finance });
    expect(actor.getSnapshot().value).toBe('funds_released');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('releasing funds needs both the admin and the finance role', () => {
    const actor = createActor(chargeMachine, { input: { ...input, readyToRelease: true } }).start();
    actor.send({ type: 'charge.pay', by: client });
    actor.send({ type: 'charge.releaseFunds', by: financeOnly });
    actor.send({ type: 'charge.releaseFunds', by: admin });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('finance refunds a paid charge', () => {
    const actor = start();
    actor.send({ type: 'charge.pay', by: client });
    actor.send({ type: 'charge.refund', by: finance });
    expect(actor.getSnapshot().value).toBe('refunded');
  });

  it('an owner or an admin cancels a pending charge, never a paid one', () => {
    const pending = start();
    pending.send({ type: 'charge.cancel', by: sharedOwner });
    expect(pending.getSnapshot().value).toBe('cancelled');
    const paid = start();
    paid.send({ type: 'charge.pay', by: client });
    paid.send({ type: 'charge.cancel', by: admin });
    expect(paid.getSnapshot().value).toBe('paid');
  });

  it('shows the three Secure Payment labels of the spec', () => {
    expect(securePaymentStatus('pending')).toBe('pending_payment');
    expect(SECURE_PAYMENT_LABELS[securePaymentStatus('pending') ?? 'paid']).toBe('Pending payment by client');
    expect(SECURE_PAYMENT_LABELS.paid).toBe('Paid by client');
    expect(SECURE_PAYMENT_LABELS.funds_released).toBe('Funds released to the voice actor');
    expect(securePaymentStatus('refunded')).toBeNull();
  });

  it('answers the server: which events a status allows and what follows', () => {
    const context = { ownerIds: [client.userId], readyToRelease: true };
    expect(
      decideCharge({ status: 'paid', context }, { type: 'charge.releaseFunds', by: finance }),
    ).toMatchObject({
      allowed: true,
      status: 'funds_released',
    });
    expect(decideCharge({ status: 'refunded', context }, { type: 'charge.pay', by: client })).toMatchObject({
      allowed: false,
      status: 'refunded',
    });
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const report = explore(chargeMachine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(chargeMachine, events, input);
    expect(actual).toEqual(expected);
  });
});

describe('chargeStepsFor: what a screen offers', () => {
  const booking = {
    type: 'booking',
    status: 'booking-accepted',
    completion_reason: null,
    user_id: [client.userId],
    secure_payment_enabled: true,
    charge_status: 'pending',
    ready_to_release_funds_at: null,
  } as const;

  it('offers the client Pay on a pending Secure Payment booking, and no one else', () => {
    expect([...chargeStepsFor(booking, client)]).toEqual(['charge.pay']);
    expect(chargeStepsFor(booking, voiceActor).size).toBe(0);
    expect(chargeStepsFor(booking, finance).has('charge.pay')).toBe(false);
  });

  it('offers no payment without Secure Payment, on a casting, or on a cancelled or declined booking', () => {
    expect(chargeStepsFor({ ...booking, secure_payment_enabled: false }, client).size).toBe(0);
    expect(chargeStepsFor({ ...booking, type: 'casting' }, client).has('charge.pay')).toBe(false);
    expect(
      chargeStepsFor({ ...booking, status: 'completed', completion_reason: 'booking-declined' }, client).size,
    ).toBe(0);
  });

  it('once paid: the client marks it ready, finance refunds, and releases once it is ready', () => {
    const paid = { ...booking, charge_status: 'paid' } as const;
    expect([...chargeStepsFor(paid, client)]).toEqual(['charge.readyToRelease']);
    expect([...chargeStepsFor(paid, finance)]).toEqual(['charge.refund']);
    expect(chargeStepsFor(paid, financeOnly).size).toBe(0);
    const ready = { ...paid, ready_to_release_funds_at: '2026-12-07T10:00:00Z' };
    expect([...chargeStepsFor(ready, finance)]).toEqual(['charge.releaseFunds', 'charge.refund']);
    expect(chargeStepsFor({ ...paid, charge_status: 'funds_released' }, finance).size).toBe(0);
  });
});

describe('mayPayAdditional: an additional payment’s own charge', () => {
  const booking = {
    type: 'booking',
    status: 'completed',
    completion_reason: 'deliverable-accepted',
    user_id: [client.userId],
    secure_payment_enabled: true,
    charge_status: 'paid',
  } as const;

  it('lets the booking’s client pay a pending one, whatever the booking’s own charge', () => {
    expect(mayPayAdditional(booking, { charge_status: 'pending' }, client)).toBe(true);
    expect(mayPayAdditional(booking, { charge_status: 'pending' }, voiceActor)).toBe(false);
    expect(mayPayAdditional(booking, { charge_status: 'pending' }, admin)).toBe(false);
  });

  it('refuses one already paid or settled, and any without Secure Payment', () => {
    for (const charge_status of ['paid', 'funds_released', 'refunded', 'cancelled'] as const) {
      expect(mayPayAdditional(booking, { charge_status }, client)).toBe(false);
    }
    const off = { ...booking, secure_payment_enabled: false };
    expect(mayPayAdditional(off, { charge_status: 'pending' }, client)).toBe(false);
  });
});
