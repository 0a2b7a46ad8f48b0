import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { explore, replayShortestPaths } from '../testing/explore';
import {
  admin,
  client,
  finance,
  fromEveryone,
  otherVoiceActor,
  sharedOwner,
  stranger,
  voiceActor,
} from '../testing/viewers';
import type { Viewer } from '../shared/viewer';
import {
  allowedBookingActions,
  bookingMachine,
  bookingStepsFor,
  bookingRefusal,
  decideBooking,
  type BookingEvent,
  type BookingStatus,
} from './bookingMachine';

const input = { clientIds: [client.userId, sharedOwner.userId], providerId: voiceActor.providerId ?? 0 };
const start = () => createActor(bookingMachine, { input }).start();
const at = (status: BookingStatus) => ({ status, context: input });
const events = fromEveryone(
  'booking.accept',
  'booking.decline',
  'booking.updateTerms',
  'booking.editRequest',
  'booking.confirm',
  'booking.cancel',
);
const notTheVoiceActor: Viewer[] = [client, sharedOwner, otherVoiceActor, admin, stranger];
const neitherSide: Viewer[] = [otherVoiceActor, admin, finance, stranger];

describe('booking', () => {
  it('the voice actor accepts a requested booking', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('awaiting-voice-actor')).toBe(true);
    actor.send({ type: 'booking.accept', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().hasTag('awaiting-client')).toBe(true);
  });

  it('the voice actor declines a requested booking, and a declined booking is final', () => {
    const actor = start();
    actor.send({ type: 'booking.decline', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('nobody but the booked voice actor accepts or declines', () => {
    for (const by of notTheVoiceActor) {
      for (const type of ['booking.accept', 'booking.decline'] as const) {
        const actor = start();
        actor.send({ type, by });
        expect(actor.getSnapshot().value).toBe('requested');
      }
    }
  });

  it('the voice actor updates the terms after accepting (terms updated)', () => {
    const actor = start();
    actor.send({ type: 'booking.accept', by: voiceActor });
    actor.send({ type: 'booking.updateTerms', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('terms_updated');
    actor.send({ type: 'booking.updateTerms', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('terms_updated');
  });

  it('only the voice actor updates the terms, and only once the booking is accepted', () => {
    for (const by of notTheVoiceActor) {
      expect(decideBooking(at('accepted'), { type: 'booking.updateTerms', by }).allowed).toBe(false);
    }
    expect(decideBooking(at('requested'), { type: 'booking.updateTerms', by: voiceActor }).allowed).toBe(
      false,
    );
  });

  it('terms updated then confirmed by the client, and a confirmed booking is final', () => {
    const actor = start();
    actor.send({ type: 'booking.accept', by: voiceActor });
    actor.send({ type: 'booking.updateTerms', by: voiceActor });
    actor.send({ type: 'booking.confirm', by: client });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the client may confirm straight from accepted', () => {
    const actor = start();
    actor.send({ type: 'booking.accept', by: voiceActor });
    actor.send({ type: 'booking.confirm', by: client });
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('a shared owner confirms as a client', () => {
    expect(decideBooking(at('terms_updated'), { type: 'booking.confirm', by: sharedOwner })).toMatchObject({
      allowed: true,
      status: 'confirmed',
    });
  });

  it('nobody but the client confirms, and never before the voice actor accepted', () => {
    for (const by of [voiceActor, ...neitherSide]) {
      expect(decideBooking(at('accepted'), { type: 'booking.confirm', by }).allowed).toBe(false);
      expect(decideBooking(at('terms_updated'), { type: 'booking.confirm', by }).allowed).toBe(false);
    }
    expect(decideBooking(at('requested'), { type: 'booking.confirm', by: client }).allowed).toBe(false);
  });

  it('the client or the voice actor cancels from any status that is not final', () => {
    for (const status of ['requested', 'accepted', 'terms_updated'] as const) {
      for (const by of [client, sharedOwner, voiceActor]) {
        expect(decideBooking(at(status), { type: 'booking.cancel', by })).toMatchObject({
          allowed: true,
          status: 'cancelled',
        });
      }
      for (const by of neitherSide) {
        expect(decideBooking(at(status), { type: 'booking.cancel', by }).allowed).toBe(false);
      }
    }
  });

  it('cancelled is permanent', () => {
    const actor = start();
    actor.send({ type: 'booking.cancel', by: client });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
    for (const event of [
      { type: 'booking.accept', by: voiceActor },
      { type: 'booking.updateTerms', by: voiceActor },
      { type: 'booking.confirm', by: client },
      { type: 'booking.cancel', by: voiceActor },
    ] satisfies BookingEvent[]) {
      expect(decideBooking(at('cancelled'), event)).toMatchObject({ allowed: false, status: 'cancelled' });
    }
  });

  it('a declined or confirmed booking can no longer be cancelled', () => {
    for (const status of ['declined', 'confirmed'] as const) {
      for (const by of [client, voiceActor]) {
        expect(decideBooking(at(status), { type: 'booking.cancel', by })).toMatchObject({
          allowed: false,
          status,
        });
      }
    }
  });

  it('the voice actor may revise the terms again until the client confirms them', () => {
    expect(decideBooking(at('terms_updated'), { type: 'booking.updateTerms', by: voiceActor })).toMatchObject(
      {
        allowed: true,
        status: 'terms_updated',
      },
    );
    expect(decideBooking(at('terms_updated'), { type: 'booking.updateTerms', by: client }).allowed).toBe(
      false,
    );
  });

  it('the client (or a shared owner) changes the request until the voice actor answers it', () => {
    for (const by of [client, sharedOwner]) {
      expect(decideBooking(at('requested'), { type: 'booking.editRequest', by })).toEqual({
        allowed: true,
        status: 'requested',
        context: input,
      });
    }
    for (const by of [voiceActor, ...neitherSide])
      expect(decideBooking(at('requested'), { type: 'booking.editRequest', by }).allowed).toBe(false);
    for (const status of ['accepted', 'terms_updated', 'declined', 'confirmed', 'cancelled'] as const)
      expect(bookingRefusal(at(status), { type: 'booking.editRequest', by: client })).toEqual({
        reason: 'conflict',
        message: `A booking in status ${status.replace('_', ' ')} cannot be changed.`,
      });
  });

  it('answers the server: which events a status allows and what follows', () => {
    expect(decideBooking(at('requested'), { type: 'booking.accept', by: voiceActor })).toEqual({
      allowed: true,
      status: 'accepted',
      context: input,
    });
    expect(decideBooking(at('confirmed'), { type: 'booking.accept', by: voiceActor })).toMatchObject({
      allowed: false,
      status: 'confirmed',
    });
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const report = explore(bookingMachine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(bookingMachine, events, input);
    expect(actual).toEqual(expected);
  });

  it('explains a refusal: forbidden when the other side could, conflict when nobody could now', () => {
    expect(bookingRefusal(at('requested'), { type: 'booking.accept', by: voiceActor })).toBeNull();
    expect(bookingRefusal(at('requested'), { type: 'booking.accept', by: client })).toEqual({
      reason: 'forbidden',
      message: 'This booking cannot be accepted by you.',
    });
    expect(bookingRefusal(at('accepted'), { type: 'booking.confirm', by: voiceActor })).toEqual({
      reason: 'forbidden',
      message: 'This booking cannot be confirmed by you.',
    });
    expect(bookingRefusal(at('cancelled'), { type: 'booking.accept', by: voiceActor })).toEqual({
      reason: 'conflict',
      message: 'A booking in status cancelled cannot be accepted.',
    });
    expect(bookingRefusal(at('requested'), { type: 'booking.confirm', by: client })).toEqual({
      reason: 'conflict',
      message: 'A booking in status requested cannot be confirmed.',
    });
  });

  it('tells the screens each side’s steps: the voice actor may answer a request with other terms', () => {
    expect([...bookingStepsFor(at('requested'), voiceActor)].sort()).toEqual([
      'booking.accept',
      'booking.cancel',
      'booking.decline',
      'booking.updateTerms',
    ]);
    expect([...bookingStepsFor(at('requested'), client)].sort()).toEqual([
      'booking.cancel',
      'booking.editRequest',
    ]);
    expect([...bookingStepsFor(at('terms_updated'), client)].sort()).toEqual([
      'booking.cancel',
      'booking.confirm',
    ]);
    expect([...bookingStepsFor(at('accepted'), voiceActor)].sort()).toEqual([
      'booking.cancel',
      'booking.updateTerms',
    ]);
    expect(bookingStepsFor(at('confirmed'), client).size).toBe(0);
    expect(bookingStepsFor(at('requested'), stranger).size).toBe(0);
  });

  it('lists the actions each side may take now', () => {
    expect(allowedBookingActions(at('requested'), voiceActor)).toEqual(['accept', 'update_status']);
    expect(allowedBookingActions(at('requested'), client)).toEqual(['update_status']);
    expect(allowedBookingActions(at('accepted'), voiceActor)).toEqual(['update_status']);
    expect(allowedBookingActions(at('terms_updated'), client)).toEqual(['update_status']);
    expect(allowedBookingActions(at('confirmed'), client)).toEqual([]);
    expect(allowedBookingActions(at('requested'), stranger)).toEqual([]);
  });
});
