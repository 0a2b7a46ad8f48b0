import { describe, expect, it } from 'vitest';
import { admin, client, finance, sharedOwner, stranger, voiceActor } from '../testing/viewers';
import { decideProject, projectMachine } from './projectMachine';
import { projectRefusal } from './projectRefusal';
import { activeBooking, activeCasting, casting, start, status } from './testing/projects';

// A booking's actions (accept, decline, the recording) and secure payment, on bookings and castings.

describe('project: booking actions', () => {
  it('the booked voice actor accepts; with a changed quote it waits for the client’s confirmation', () => {
    const plain = activeBooking();
    plain.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    expect(status(plain)).toBe('booking-accepted');
    const changed = activeBooking();
    changed.send({ type: 'project.acceptBooking', quoteChanged: true, by: voiceActor });
    expect(status(changed)).toBe('booking-sent');
    expect(changed.getSnapshot().context.quoteClientConfirmation).toBe(false);
    changed.send({ type: 'project.acceptQuoteChanges', by: client });
    expect(status(changed)).toBe('booking-accepted');
  });

  it('only the booked voice actor accepts or declines a booking', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.acceptBooking', quoteChanged: false, by: client });
    actor.send({ type: 'project.declineBooking', by: stranger });
    expect(status(actor)).toBe('active');
  });

  it('either side cancels a booking until its recording is sent: the client with reason client, the voice actor booking-declined', () => {
    const byClient = activeBooking();
    byClient.send({ type: 'project.acceptBooking', quoteChanged: true, by: voiceActor });
    byClient.send({ type: 'project.cancelBooking', by: stranger });
    expect(status(byClient)).toBe('booking-sent');
    byClient.send({ type: 'project.cancelBooking', by: client });
    expect(status(byClient)).toBe('completed');
    expect(byClient.getSnapshot().context.completionReason).toBe('client');

    const byVoiceActor = activeBooking();
    byVoiceActor.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    byVoiceActor.send({ type: 'project.cancelBooking', by: voiceActor });
    expect(byVoiceActor.getSnapshot().context.completionReason).toBe('booking-declined');

    const delivered = activeBooking();
    delivered.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    delivered.send({ type: 'project.deliverableChanged', deliverableStatus: 'posted' });
    delivered.send({ type: 'project.cancelBooking', by: client });
    expect(status(delivered)).toBe('booking-accepted');
  });

  it('a declined booking completes with reason booking-declined', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.declineBooking', by: voiceActor });
    expect(status(actor)).toBe('completed');
    expect(actor.getSnapshot().context.completionReason).toBe('booking-declined');
  });

  it('an accepted or rejected recording completes the booking with that reason', () => {
    const accepted = activeBooking();
    accepted.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    accepted.send({ type: 'project.deliverableChanged', deliverableStatus: 'posted' });
    expect(status(accepted)).toBe('booking-accepted');
    accepted.send({ type: 'project.deliverableChanged', deliverableStatus: 'accepted' });
    expect(accepted.getSnapshot().context.completionReason).toBe('deliverable-accepted');
    const rejected = activeBooking();
    rejected.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    rejected.send({ type: 'project.deliverableChanged', deliverableStatus: 'rejected' });
    expect(rejected.getSnapshot().context.completionReason).toBe('deliverable-rejected');
  });

  it('secure payment: enabled by an owner, removed only before the funds are marked ready', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.enableSecurePayments', by: voiceActor });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
    actor.send({ type: 'project.enableSecurePayments', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(true);
    actor.send({ type: 'project.removeSecurePayment', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
  });

  it('notify finance, ready to release funds, then funds released by finance staff only', () => {
    const actor = activeBooking({ securePayment: true });
    actor.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    actor.send({ type: 'project.notifyFinance', by: client });
    actor.send({ type: 'project.deliverableChanged', deliverableStatus: 'accepted' });
    actor.send({ type: 'project.fundsReleased', by: finance });
    expect(actor.getSnapshot().context.fundsReleased).toBe(false);
    actor.send({ type: 'project.readyToReleaseFunds', by: client });
    actor.send({ type: 'project.fundsReleased', by: admin });
    expect(actor.getSnapshot().context.fundsReleased).toBe(false);
    actor.send({ type: 'project.fundsReleased', by: finance });
    expect(actor.getSnapshot().context).toMatchObject({
      financeNotified: true,
      readyToReleaseFunds: true,
      fundsReleased: true,
    });
  });

  it('secure payment on and off for a casting too, before and while it is live', () => {
    const draft = start(casting);
    draft.send({ type: 'project.enableSecurePayments', by: sharedOwner });
    expect(draft.getSnapshot().context.securePayment).toBe(true);
    const actor = activeCasting();
    actor.send({ type: 'project.enableSecurePayments', by: voiceActor });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
    actor.send({ type: 'project.enableSecurePayments', by: admin });
    expect(actor.getSnapshot().context.securePayment).toBe(true);
    actor.send({ type: 'project.stopReceivingProposals', by: client });
    actor.send({ type: 'project.removeSecurePayment', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
  });

  it('a finished project takes no new secure payment', () => {
    const context = activeCasting().getSnapshot().context;
    for (const value of ['completed', 'canceled', 'replaced'] as const)
      expect(
        projectMachine
          .resolveState({ value, context })
          .can({ type: 'project.enableSecurePayments', by: client }),
      ).toBe(false);
  });

  it('a settled charge (the client paid) keeps secure payment as it is, with its own refusal', () => {
    const paid = { ...activeCasting().getSnapshot().context, securePayment: true, chargeSettled: true };
    const remove = { type: 'project.removeSecurePayment', by: client } as const;
    expect(decideProject({ status: 'active', context: paid }, remove).allowed).toBe(false);
    expect(projectRefusal({ status: 'active', context: paid }, remove)).toEqual({
      reason: 'conflict',
      code: 'charge_settled',
      message: 'The client has already paid: secure payment stays on.',
    });
    const refunded = { ...paid, securePayment: false };
    const enable = { type: 'project.enableSecurePayments', by: client } as const;
    expect(projectRefusal({ status: 'active', context: refunded }, enable)).toMatchObject({
      code: 'charge_settled',
      message: 'This project’s payment was already settled.',
    });
    expect(
      decideProject({ status: 'active', context: { ...refunded, chargeSettled: false } }, enable).allowed,
    ).toBe(true);
  });

  it('a secure payment cannot be removed once the funds are marked ready', () => {
    const context = {
      ...activeBooking().getSnapshot().context,
      securePayment: true,
      readyToReleaseFunds: true,
    };
    const snapshot = projectMachine.resolveState({ value: 'booking-sent', context });
    expect(snapshot.can({ type: 'project.removeSecurePayment', by: client })).toBe(false);
    expect(
      projectMachine
        .resolveState({ value: 'booking-sent', context: { ...context, readyToReleaseFunds: false } })
        .can({ type: 'project.removeSecurePayment', by: client }),
    ).toBe(true);
  });

  it('an owner or admin adds a payment to a Secure Payment booking until its funds are released', () => {
    const actor = activeBooking({ securePayment: true });
    const add = (by: typeof client) => ({ type: 'project.addPayment', by }) as const;
    expect(actor.getSnapshot().can(add(client))).toBe(false);
    actor.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    expect(actor.getSnapshot().can(add(client))).toBe(true);
    expect(actor.getSnapshot().can(add(admin))).toBe(true);
    expect(actor.getSnapshot().can(add(voiceActor))).toBe(false);
    expect(actor.getSnapshot().can(add(stranger))).toBe(false);
    actor.send({ type: 'project.deliverableChanged', deliverableStatus: 'accepted' });
    expect(status(actor)).toBe('completed');
    expect(actor.getSnapshot().can(add(client))).toBe(true);
    actor.send({ type: 'project.readyToReleaseFunds', by: client });
    actor.send({ type: 'project.fundsReleased', by: finance });
    const released = { status: 'completed' as const, context: actor.getSnapshot().context };
    expect(projectRefusal(released, add(client))).toEqual({
      reason: 'conflict',
      code: 'charge_settled',
      message: 'This booking’s funds were already released: no payment can be added to it.',
    });
    const plain = activeBooking();
    plain.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    expect(
      projectRefusal({ status: 'booking-accepted', context: plain.getSnapshot().context }, add(client)),
    ).toMatchObject({ code: 'secure_payment_off' });
    const cancelled = activeBooking({ securePayment: true });
    cancelled.send({ type: 'project.cancelBooking', by: client });
    expect(cancelled.getSnapshot().can(add(client))).toBe(false);
    // A refunded booking takes none either (the screens offer none; the server refuses in these words).
    const accepted = activeBooking({ securePayment: true });
    accepted.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    const refunded = {
      status: 'booking-accepted' as const,
      context: { ...accepted.getSnapshot().context, chargeSettled: true, chargeRefunded: true },
    };
    expect(projectRefusal(refunded, add(client))).toEqual({
      reason: 'conflict',
      code: 'charge_settled',
      message: 'This booking’s payment was refunded: no payment can be added to it.',
    });
  });
});
