import type { Invitation } from '@vo/sdk';
import {
  BOOKING_STATUSES,
  decideBooking,
  isUnreadInvitation,
  type BookingEntity,
  type BookingStatus,
  type ProjectResource,
  type Viewer,
} from '@vo/machines';
import type { InvitationCardAction, ProjectCardLabel } from '@vo/ui';

/** Which list the page shows: the active role's (spec section 2: the dashboard swaps by active role). */
export type BookingSide = 'client' | 'voiceActor';

/**
 * What waits on whom, said to each side, for each booking label of the project machine (spec section
 * 4, `projectLabel`): the machine decides the label; this only words it for the side that reads it.
 * The other labels (completed, canceled) need no sentence.
 */
const WAITING: Partial<Record<string, Record<BookingSide, string>>> = {
  'waiting for the voice actor': {
    client: 'Waiting for the voice actor',
    voiceActor: 'Waiting for your answer',
  },
  'waiting for client quote confirmation': {
    client: 'New terms to confirm',
    voiceActor: 'Waiting for the client to confirm your terms',
  },
  'waiting for the recording': {
    client: 'Waiting for the recording',
    voiceActor: 'Recording to send',
  },
  'waiting for client acceptance': {
    client: 'Recording to review',
    voiceActor: 'Waiting for the client to review your recording',
  },
};

/** The sentence for a booking's label as `side` reads it, or null when nothing waits. */
export const waitingFor = (label: ProjectCardLabel, side: BookingSide): string | null =>
  WAITING[label.text]?.[side] ?? null;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount of the contract (US dollars with cents) as the page shows it: $220.00. */
export const formatPrice = (amount: number): string => dollars.format(amount);

/** The price of a client's booking: the agreed (or requested) budget, null when none is set. */
export const bookingPrice = (project: {
  readonly service_properties?: { readonly budget?: number | null } | null;
}): number | null => project.service_properties?.budget ?? null;

/** The booking page: its public hash is its id in the address (spec section 2). */
export const bookingPath = (publicHash: string): string => `/projects/${publicHash}`;

/**
 * A booking request as the project machine reads it before its project is loaded: the summary the
 * invitation carries (type, status) and the booked voice actor.
 */
export const summaryResource = (invitation: Invitation): ProjectResource => ({
  type: invitation.project.type,
  status: invitation.project.status,
  provider_id: invitation.provider_id,
});

const isBookingStatus = (status: Invitation['status']): status is BookingStatus =>
  BOOKING_STATUSES.some((known) => known === status);

/** The booking invitation as the booking machine holds it; null for another type or status. */
export function bookingEntity(invitation: Invitation, clientIds: readonly number[]): BookingEntity | null {
  if (invitation.type !== 'booking' || !isBookingStatus(invitation.status)) return null;
  return { status: invitation.status, context: { clientIds, providerId: invitation.provider_id } };
}

/**
 * The quick answers a booking request's row offers: accept and decline where the booking machine
 * allows them to this viewer now (the server decides with the same machine), and, when the server
 * listed the caller's allowed_actions, only those it allows too (declining is an update_status).
 * Other terms are proposed on the booking's page.
 */
export function bookingAnswers(invitation: Invitation, by: Viewer): InvitationCardAction[] {
  const entity = bookingEntity(invitation, []);
  if (entity === null) return [];
  const server = invitation.allowed_actions;
  const serverAllows = (action: 'accept' | 'update_status') =>
    server === undefined || server.includes(action);
  const machineAllows = (type: 'booking.accept' | 'booking.decline') =>
    decideBooking(entity, { type, by }).allowed;
  return [
    ...(machineAllows('booking.accept') && serverAllows('accept') ? (['accept'] as const) : []),
    ...(machineAllows('booking.decline') && serverAllows('update_status') ? (['decline'] as const) : []),
  ];
}

/**
 * Whether following the request's link reads it for the first time: unread, and this viewer is the
 * voice actor who answers it (the booking machine lets them accept it now).
 */
export function readsForTheFirstTime(invitation: Invitation, by: Viewer): boolean {
  const entity = bookingEntity(invitation, []);
  return (
    entity !== null &&
    isUnreadInvitation(invitation) &&
    decideBooking(entity, { type: 'booking.accept', by }).allowed
  );
}
