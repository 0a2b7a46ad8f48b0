import type { InvitationAction, InvitationStatus } from '@vo/sdk';
import { setup } from 'xstate';
import { decide, statusParser, type Decision } from '../shared/decide';
import { isProvider, type Viewer } from '../shared/viewer';

/** The statuses of a booking (an invitation of type booking). */
export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'terms_updated',
  'confirmed',
  'cancelled',
] as const satisfies readonly InvitationStatus[];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseBookingStatus = statusParser('booking', BOOKING_STATUSES);

export interface BookingContext {
  /** The project's owners (user ids): the client and any shared owners. */
  readonly clientIds: readonly number[];
  /** The booked voice actor (provider id). */
  readonly providerId: number;
}

export interface BookingInput {
  clientIds: readonly number[];
  providerId: number;
}

export type BookingEvent =
  | { type: 'booking.accept'; by: Viewer }
  | { type: 'booking.decline'; by: Viewer }
  | { type: 'booking.updateTerms'; by: Viewer }
  /** The client changes their request before the voice actor answers it (/booking/{projectId}). */
  | { type: 'booking.editRequest'; by: Viewer }
  | { type: 'booking.confirm'; by: Viewer }
  | { type: 'booking.cancel'; by: Viewer };

const isClient = (context: BookingContext, by: Viewer) => context.clientIds.includes(by.userId);
const isBookedVoiceActor = (context: BookingContext, by: Viewer) =>
  isProvider(by) && by.providerId === context.providerId;

/**
 * "Booking flow: requested, accepted or declined by the voice actor, terms updated then confirmed by
 * the client, cancelled (permanent)." The client may confirm straight from accepted; either side may
 * cancel until the booking is declined, confirmed or cancelled; the client may change the request
 * until the voice actor answers it.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    input: {} as BookingInput,
    events: {} as BookingEvent,
  },
  guards: {
    byVoiceActor: ({ context, event }) => isBookedVoiceActor(context, event.by),
    byClient: ({ context, event }) => isClient(context, event.by),
    byClientOrVoiceActor: ({ context, event }) =>
      isClient(context, event.by) || isBookedVoiceActor(context, event.by),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ clientIds: input.clientIds, providerId: input.providerId }),
  initial: 'requested',
  states: {
    requested: {
      tags: ['awaiting-voice-actor'],
      on: {
        'booking.accept': { guard: 'byVoiceActor', target: 'accepted' },
        'booking.decline': { guard: 'byVoiceActor', target: 'declined' },
        // The request stays a request: the voice actor answers the changed one.
        'booking.editRequest': { guard: 'byClient', target: 'requested' },
        'booking.cancel': { guard: 'byClientOrVoiceActor', target: 'cancelled' },
      },
    },
    accepted: {
      tags: ['awaiting-client', 'terms-editable'],
      on: {
        'booking.updateTerms': { guard: 'byVoiceActor', target: 'terms_updated' },
        'booking.confirm': { guard: 'byClient', target: 'confirmed' },
        'booking.cancel': { guard: 'byClientOrVoiceActor', target: 'cancelled' },
      },
    },
    terms_updated: {
      tags: ['awaiting-client', 'terms-editable'],
      on: {
        // The voice actor may revise the terms again until the client confirms them.
        'booking.updateTerms': { guard: 'byVoiceActor', target: 'terms_updated' },
        'booking.confirm': { guard: 'byClient', target: 'confirmed' },
        'booking.cancel': { guard: 'byClientOrVoiceActor', target: 'cancelled' },
      },
    },
    declined: { type: 'final' },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** A booking as the server stores it. */
export interface BookingEntity {
  status: BookingStatus;
  context: BookingContext;
}

/** The server's question for a booking: may this event be sent now, and what status follows? */
export function decideBooking(entity: BookingEntity, event: BookingEvent): Decision<typeof bookingMachine> {
  return decide(bookingMachine, entity, event);
}

/** What each booking step is called in a refusal ("... cannot be <label>"). */
const BOOKING_LABELS: Record<BookingEvent['type'], string> = {
  'booking.accept': 'accepted',
  'booking.decline': 'declined',
  'booking.updateTerms': 'given new terms',
  'booking.editRequest': 'changed',
  'booking.confirm': 'confirmed',
  'booking.cancel': 'cancelled',
};

/** Why the machine refused a booking step: the other side's step (forbidden), or not in this status (conflict). */
export interface BookingRefusal {
  readonly reason: 'forbidden' | 'conflict';
  readonly message: string;
}

/**
 * The refusal the server answers with when `decideBooking` says no: forbidden (403) when the other
 * side of the booking (the client or the booked voice actor) could take the step now, conflict (409)
 * when nobody could in this status. Null when the step is allowed.
 */
export function bookingRefusal(entity: BookingEntity, event: BookingEvent): BookingRefusal | null {
  if (decideBooking(entity, event).allowed) return null;
  const label = BOOKING_LABELS[event.type];
  const sides: Viewer[] = [
    ...entity.context.clientIds.map((userId) => ({ userId, roles: ['client'] as const })),
    { userId: 0, roles: ['provider'], providerId: entity.context.providerId },
  ];
  if (sides.some((by) => decideBooking(entity, { ...event, by }).allowed))
    return { reason: 'forbidden', message: `This booking cannot be ${label} by you.` };
  const status = entity.status.replace(/_/g, ' ');
  return { reason: 'conflict', message: `A booking in status ${status} cannot be ${label}.` };
}

/**
 * The actions (the document's InvitationAction) this viewer may take on a booking invitation now:
 * accept (the voice actor), and update_status for any other step open to them (decline, new terms,
 * confirm, cancel). Bookings are not archived.
 */
export function allowedBookingActions(entity: BookingEntity, by: Viewer): InvitationAction[] {
  const allows = (type: BookingEvent['type']) => decideBooking(entity, { type, by }).allowed;
  const actions: InvitationAction[] = [];
  if (allows('booking.accept')) actions.push('accept');
  if ((['booking.decline', 'booking.updateTerms', 'booking.confirm', 'booking.cancel'] as const).some(allows))
    actions.push('update_status');
  return actions;
}

/**
 * The booking steps this viewer may take now, as the screens offer them. Answering a request with
 * other terms is accepting it and changing them in one step (the server takes both, each decided
 * here), so the booked voice actor may propose terms on a request too.
 */
export function bookingStepsFor(entity: BookingEntity, by: Viewer): ReadonlySet<BookingEvent['type']> {
  const types = [
    'booking.accept',
    'booking.decline',
    'booking.updateTerms',
    'booking.editRequest',
    'booking.confirm',
    'booking.cancel',
  ] as const;
  const steps = new Set(types.filter((type) => decideBooking(entity, { type, by }).allowed));
  if (steps.has('booking.accept')) {
    const accepted = decideBooking(entity, { type: 'booking.accept', by });
    if (
      decideBooking(
        { status: accepted.status, context: accepted.context },
        { type: 'booking.updateTerms', by },
      ).allowed
    )
      steps.add('booking.updateTerms');
  }
  return steps;
}
