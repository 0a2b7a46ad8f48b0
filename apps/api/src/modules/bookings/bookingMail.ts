// The mails of a booking's negotiation, each to the side the booking now waits on: a request (or a
// changed request) to the voice actor; their answer (accepted, other terms, declined) to the client;
// the client's confirmation to the voice actor; a cancellation to the other side. The recording's own
// mails are the deliverable module's.
//
// A job on the queue sends each (stored with the step, so a restart loses none), one per booking
// invitation, step and terms version (its singleton key, so a retried step sends none twice); the
// handler reads the booking as it is then and sends nothing when it moved past the step.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, projectOwners, projects, providers, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { Services } from '../../services';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';
import { readTerms } from './bookingTerms';
import { dollars } from './pricing';

export const BOOKING_MAIL_JOB = 'bookingMail';

/** The steps that wait on the other side, by the invitation status each leaves the booking in. */
export type BookingMailKind =
  | 'requested'
  | 'request_changed'
  | 'accepted'
  | 'terms_updated'
  | 'declined'
  | 'confirmed'
  | 'cancelled';

export interface BookingMailPayload extends Record<string, unknown> {
  invitationId: number;
  kind: BookingMailKind;
  /** The terms version the step produced or answered: one mail per step and version. */
  version: number;
  /** Who took the step (a cancellation is mailed to the other side). */
  byUserId: number;
}

/** The invitation status a step must still find for its mail to make sense. */
const STILL: Record<BookingMailKind, readonly string[]> = {
  requested: ['requested'],
  request_changed: ['requested'],
  accepted: ['accepted'],
  terms_updated: ['terms_updated'],
  declined: ['declined'],
  confirmed: ['confirmed'],
  cancelled: ['cancelled'],
};

/** Queues the mail of a booking step (stored before the step's answer goes out). */
export async function scheduleBookingMail(services: Services, payload: BookingMailPayload): Promise<void> {
  const key = `booking-${String(payload.invitationId)}-${payload.kind}-${String(payload.version)}`;
  await services.jobs.schedule(BOOKING_MAIL_JOB, payload, { singletonKey: key });
}

interface Person {
  id: number;
  email: string;
  name: string;
  prefs: unknown;
}

async function people(db: Database, userIds: readonly number[]): Promise<Person[]> {
  const found: Person[] = [];
  for (const id of userIds) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        prefs: users.prefs,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    if (row && row.deletedAt === null) found.push(row);
  }
  return found;
}

/** The words of each mail: subject, what happened, the button. */
export function bookingMailText(
  kind: BookingMailKind,
  input: { projectName: string; other: string; price: string | null; reason: string | null },
): { subject: string; lines: string[]; label: string } {
  const { projectName, other, price } = input;
  const at = price === null ? '' : ` at ${price}`;
  switch (kind) {
    case 'requested':
      return {
        subject: `New booking request from ${other}`,
        lines: [
          `${other} would like to book you for “${projectName}”${price === null ? '' : `: you would receive ${price}`}.`,
          'Read the script and the terms, then accept, decline, or answer with your own terms.',
        ],
        label: 'Answer the booking request',
      };
    case 'request_changed':
      return {
        subject: `${other} changed their booking request`,
        lines: [
          `${other} changed the booking request “${projectName}”${price === null ? '' : `: you would now receive ${price}`}.`,
          'Read the new terms before you answer.',
        ],
        label: 'Read the new terms',
      };
    case 'accepted':
      return {
        subject: `${other} accepted your booking`,
        lines: [
          `${other} accepted your booking “${projectName}”${at}. You will find their recording on the booking’s page, with a mail when it arrives.`,
        ],
        label: 'See the booking',
      };
    case 'terms_updated':
      return {
        subject: `${other} proposes other terms for your booking`,
        lines: [
          `${other} answered your booking “${projectName}” with other terms${price === null ? '' : `: the quote is now ${price}`}.`,
          'Accept the new quote, or cancel the booking.',
        ],
        label: 'Review the new terms',
      };
    case 'declined':
      return {
        subject: `${other} declined your booking`,
        lines: [
          `${other} declined your booking “${projectName}”.${input.reason ? ` Their reason: ${input.reason}.` : ''}`,
          'Other voice actors may be free: search and book another one.',
        ],
        label: 'See the booking',
      };
    case 'confirmed':
      return {
        subject: `Booking confirmed: ${projectName}`,
        lines: [
          `${other} confirmed the booking “${projectName}”${price === null ? '' : ` (you receive ${price})`}. You can record and send the recording now.`,
        ],
        label: 'Open the booking',
      };
    case 'cancelled':
      return {
        subject: `Booking cancelled: ${projectName}`,
        lines: [`${other} cancelled the booking “${projectName}”.`],
        label: 'See the booking',
      };
  }
}

/** Sends a booking step's mail to the side it waits on, when their e-mail settings allow booking mails. */
export async function mailBooking(services: Services, payload: BookingMailPayload): Promise<void> {
  const { db } = services;
  const [row] = await db
    .select({
      status: invitations.status,
      terms: invitations.terms,
      rejectionReason: invitations.rejectionReason,
      projectId: projects.id,
      projectName: projects.name,
      hash: projects.publicHash,
      actorUserId: providers.userId,
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(providers, eq(providers.id, invitations.providerId))
    .where(eq(invitations.id, payload.invitationId));
  if (!row || !STILL[payload.kind].includes(row.status)) return;
  const terms = readTerms(row.terms);
  // A step of an older version was overtaken by a newer change (its own mail says the rest).
  if (terms && terms.version !== payload.version) return;
  const owners = await db
    .select({ userId: projectOwners.userId })
    .from(projectOwners)
    .where(eq(projectOwners.projectId, row.projectId))
    .orderBy(asc(projectOwners.position));
  const ownerIds = owners.map((owner) => owner.userId);
  const [voiceActor] = await people(db, [row.actorUserId]);
  const clients = await people(db, ownerIds);
  const toVoiceActor =
    payload.kind === 'requested' ||
    payload.kind === 'request_changed' ||
    payload.kind === 'confirmed' ||
    (payload.kind === 'cancelled' && payload.byUserId !== row.actorUserId);
  const recipients = toVoiceActor ? (voiceActor ? [voiceActor] : []) : clients;
  const sender = toVoiceActor
    ? (clients.find((client) => client.id === payload.byUserId) ?? clients[0])
    : voiceActor;
  const text = bookingMailText(payload.kind, {
    projectName: row.projectName,
    other: sender?.name ?? 'The other side',
    // Each side reads its own figure: the voice actor what they receive, the client what they pay.
    price: terms ? dollars(toVoiceActor ? terms.price.voiceActorNet : terms.price.clientPrice) : null,
    reason: row.rejectionReason,
  });
  for (const to of recipients) {
    if (!wantsMail(to.prefs, 'bookings')) continue;
    await sendNotification(
      services,
      sender?.id ?? to.id,
      composeMessage(to.email, text.subject, [`Hi ${to.name},`, ...text.lines], {
        href: absolute(services.config.publicOrigin, `/projects/${row.hash}/specs`),
        label: text.label,
      }),
    );
  }
}
