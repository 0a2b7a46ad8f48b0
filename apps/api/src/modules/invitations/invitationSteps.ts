// One step of an invitation (open, decline, accept, archive; a booking's terms, confirmation and
// cancellation), taken as "one rule, one place": a casting invitation's steps are decided by
// `decideInvitation`, a booking's by `decideBooking` (with the booking project's own step by
// `decideProject`), all of @vo/machines; the refusals are the machines' own (403 for the wrong party,
// 409 when the status does not allow it). What follows is stored with the project's change, if any,
// in one transaction, and the voice actor's badge is pushed live.
import { eq } from 'drizzle-orm';
import {
  bookingRefusal,
  decideBooking,
  decideInvitation,
  declineProblem,
  DECLINE_PROBLEM_MESSAGES,
  invitationRefusal,
  type BookingEvent,
  type InvitationEvent,
  type InvitationStatusUpdate,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type { BookingFields, Invitation, RejectionReason } from '@vo/sdk';
import { invitations, projects } from '../../db/schema';
import type { Viewer } from '../../auth/viewer';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import type { Services } from '../../services';
import {
  decide as decideProjectStep,
  lifecycleColumns,
  machineViewer,
  projectEntity,
} from '../projects/projectLifecycle';
import { newTerms, readTerms, storedTerms } from '../bookings/bookingTerms';
import { scheduleBookingMail, type BookingMailKind } from '../bookings/bookingMail';
import { toDollars, type BookingPrice } from '../bookings/pricing';
import {
  bookingEntity,
  castingEntity,
  notifyInvitationChange,
  toInvitation,
  type LoadedInvitation,
  type NewInvitationRow,
} from './invitations';

/** One step of an invitation, as the operations receive it (updateInvitation, accept, archive). */
export type InvitationStep =
  | { kind: 'open'; openedAt: Date }
  | { kind: 'decline'; reason: RejectionReason | null; details: string | null }
  | { kind: 'accept' }
  | { kind: 'archive' }
  /** The voice actor's terms instead of the client's, priced (accepting with changes, or changing again). */
  | { kind: 'updateTerms'; fields: BookingFields; price: BookingPrice }
  /** The client confirms changed terms (acceptProjectTerms only: it checks the quote they saw). */
  | { kind: 'confirm' }
  | { kind: 'cancel' };

/** 422 with the decline form's own wording when a decline lacks its reason or the details 'other' needs. */
export function checkDecline(reason: RejectionReason | null, details: string | null): void {
  const problem = declineProblem({ rejectionReason: reason, rejectionReasonDetails: details });
  if (problem) throw unprocessable(problem.replace(/-/g, '_'), DECLINE_PROBLEM_MESSAGES[problem]);
}

const refused = (refusal: { reason: 'forbidden' | 'conflict'; message: string } | null, fallback: string) => {
  const message = refusal?.message ?? fallback;
  return refusal?.reason === 'forbidden'
    ? forbidden('invitation_action_forbidden', message)
    : conflict('invitation_status_conflict', message);
};

function castingEvent(step: InvitationStep, by: MachineViewer): InvitationEvent {
  switch (step.kind) {
    case 'open':
      return {
        type: 'invitation.updateStatus',
        by,
        payload: { status: 'opened', openedAt: step.openedAt.toISOString() },
      };
    case 'decline': {
      const payload: InvitationStatusUpdate = {
        status: 'declined',
        rejectionReason: step.reason,
        rejectionReasonDetails: step.details,
      };
      return { type: 'invitation.updateStatus', by, payload };
    }
    case 'accept':
      return { type: 'invitation.accept', by };
    case 'archive':
      return { type: 'invitation.archive', by };
    default:
      throw conflict(
        'booking_status_only',
        'The statuses terms_updated and cancelled belong to bookings, not casting invitations.',
      );
  }
}

function bookingEvent(step: InvitationStep, by: MachineViewer): BookingEvent {
  switch (step.kind) {
    case 'accept':
      return { type: 'booking.accept', by };
    case 'decline':
      return { type: 'booking.decline', by };
    case 'updateTerms':
      return { type: 'booking.updateTerms', by };
    case 'confirm':
      return { type: 'booking.confirm', by };
    case 'cancel':
      return { type: 'booking.cancel', by };
    case 'open':
      throw conflict('booking_not_opened', 'A booking request is answered by accepting or declining it.');
    case 'archive':
      throw conflict('booking_not_archived', 'A booking is not archived: decline or cancel it instead.');
  }
}

/**
 * Takes one step of an invitation as the viewer: asks the invitation's machine (and for a booking's
 * accept, decline or confirmation, the project machine too), stores what follows, and answers the
 * updated invitation. Refusals are the machines': 403 for the wrong party, 409 for the status.
 */
export async function takeStep(
  services: Services,
  loaded: LoadedInvitation,
  step: InvitationStep,
  viewer: Viewer,
): Promise<Invitation> {
  const { db } = services;
  const by = machineViewer(viewer);
  const now = services.now();
  // A decline's missing reason is the form's to report (422), once the sender is known to be the
  // one who may decline: the wrong party hears 403 whatever they sent.
  const declineChecked = () => {
    if (step.kind === 'decline') checkDecline(step.reason, step.details);
  };
  let changes: Partial<NewInvitationRow>;
  let projectChanges: Partial<typeof projects.$inferInsert> | null = null;
  if (loaded.row.type === 'booking' && step.kind === 'open') {
    changes = { openedAt: readBookingRequest(loaded, by, step.openedAt) };
  } else if (loaded.row.type === 'booking') {
    let entity = bookingEntity(loaded);
    // Answering a request with other terms is accepting it and changing them, in one step.
    const answersWithTerms = step.kind === 'updateTerms' && loaded.row.status === 'requested';
    if (step.kind === 'updateTerms' && loaded.row.status === 'accepted')
      throw conflict(
        'booking_terms_agreed',
        'You accepted the client’s terms: they no longer change. Write to the client, or cancel the booking.',
      );
    if (answersWithTerms) {
      const accepted = decideBooking(entity, { type: 'booking.accept', by });
      if (!accepted.allowed)
        throw refused(
          bookingRefusal(entity, { type: 'booking.accept', by }),
          'This booking cannot change now.',
        );
      entity = { status: accepted.status, context: accepted.context };
    }
    const event = bookingEvent(step, by);
    const decision = decideBooking(entity, event);
    if (!decision.allowed) throw refused(bookingRefusal(entity, event), 'This booking cannot change now.');
    declineChecked();
    changes = { status: decision.status };
    if (step.kind === 'decline') changes = { ...changes, ...rejection(step) };
    if (step.kind === 'updateTerms')
      changes = {
        ...changes,
        terms: storedTerms(
          newTerms(step.fields, step.price, 'voice_actor', now, readTerms(loaded.row.terms)),
        ),
      };
    const project = { row: loaded.project, ownerIds: loaded.ownerIds };
    // The booking project follows the voice actor's answer, the client's confirmation and a cancellation.
    const projectEvent =
      step.kind === 'accept' || answersWithTerms
        ? ({
            type: 'project.acceptBooking',
            quoteChanged: answersWithTerms || loaded.project.quoteClientConfirmation === false,
            by,
          } as const)
        : step.kind === 'decline'
          ? ({ type: 'project.declineBooking', by } as const)
          : step.kind === 'confirm' && loaded.project.status === 'booking-sent'
            ? ({ type: 'project.acceptQuoteChanges', by } as const)
            : step.kind === 'cancel' && loaded.project.status !== 'completed'
              ? ({ type: 'project.cancelBooking', by } as const)
              : null;
    if (projectEvent) {
      const next = decideProjectStep(projectEntity(project), projectEvent, { forbidden: false });
      projectChanges = {
        ...lifecycleColumns(loaded.project, next),
        quoteClientConfirmation: next.context.quoteClientConfirmation,
        updatedAt: now,
      };
    }
    if (step.kind === 'updateTerms') projectChanges = { ...projectChanges, quoteClientConfirmation: false };
    // Confirmed terms become the booking's own: its price and booking fields.
    const confirmed = step.kind === 'confirm' ? readTerms(loaded.row.terms) : null;
    if (confirmed !== null)
      projectChanges = {
        ...projectChanges,
        budget: toDollars(confirmed.price.clientPrice),
        serviceProperties: { ...loaded.project.serviceProperties, booking: { ...confirmed.booking_fields } },
      };
  } else {
    const entity = castingEntity(loaded);
    const event = castingEvent(step, by);
    const decision = decideInvitation(entity, event);
    if (!decision.allowed) {
      const refusal = invitationRefusal(entity, event);
      if (refusal?.reason !== 'forbidden') declineChecked();
      throw refused(refusal, 'This invitation cannot change now.');
    }
    const c = decision.context;
    changes = {
      status: decision.status,
      openedAt: c.openedAt === null ? null : new Date(c.openedAt),
      rejectionReason: c.rejectionReason,
      rejectionReasonDetails: c.rejectionReasonDetails,
    };
  }
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ ...changes, updatedAt: now })
      .where(eq(invitations.id, loaded.row.id))
      .returning();
    if (!row) throw new Error('invitation not stored');
    let project = loaded.project;
    if (projectChanges) {
      const [updated] = await tx
        .update(projects)
        .set(projectChanges)
        .where(eq(projects.id, loaded.project.id))
        .returning();
      if (updated) project = updated;
    }
    return { ...loaded, row, project };
  });
  if (saved.row.type === 'booking') {
    const kind = bookingMailKind(step, loaded.row.status);
    if (kind)
      await scheduleBookingMail(services, {
        invitationId: saved.row.id,
        kind,
        version: readTerms(saved.row.terms)?.version ?? 0,
        byUserId: viewer.user.id,
      });
  }
  await notifyInvitationChange(services, loaded.providerUserId);
  return toInvitation(saved, viewer);
}

/** The mail a booking step sends to the side the booking now waits on (none for the rest). */
function bookingMailKind(step: InvitationStep, from: string): BookingMailKind | null {
  switch (step.kind) {
    case 'accept':
      return 'accepted';
    case 'updateTerms':
      // Answering a request with other terms, or changing them again: the client has a quote to read.
      return from === 'requested' || from === 'terms_updated' || from === 'accepted' ? 'terms_updated' : null;
    case 'decline':
      return 'declined';
    case 'confirm':
      return 'confirmed';
    case 'cancel':
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * Reading a booking request (opened_at, which takes it off the unread count and the Projects
 * badge): it stays requested, since a request is answered by accepting or declining it. Only the
 * voice actor who may answer it now reads it (the booking machine's accept: 403 for anyone else,
 * 409 once it is answered); the first reading is kept.
 */
function readBookingRequest(loaded: LoadedInvitation, by: MachineViewer, at: Date): Date {
  const refusal = bookingRefusal(bookingEntity(loaded), { type: 'booking.accept', by });
  if (refusal?.reason === 'forbidden')
    throw forbidden(
      'invitation_action_forbidden',
      'Only the booked voice actor reads their booking request.',
    );
  if (refusal !== null)
    throw conflict(
      'booking_not_opened',
      `A booking in status ${loaded.row.status.replace(/_/g, ' ')} is answered already.`,
    );
  return loaded.row.openedAt ?? at;
}

function rejection(step: { reason: RejectionReason | null; details: string | null }) {
  const details = step.details?.trim() ?? '';
  return { rejectionReason: step.reason, rejectionReasonDetails: details === '' ? null : details };
}
