// The recording's time-driven work and mails, as jobs on the queue (never a timer in memory): the
// auto-acceptance of a sent recording the client has not decided on by its auto_accept_at, and the
// mail of each step that waits on the other side (a recording sent: the client; a revision asked:
// the voice actor; accepted, by the client or the deadline: the voice actor).
//
// A restart neither loses nor repeats them: a job is stored before the step's answer goes out, each
// has a singleton key (one per recording and send, one per mail and step), and the handlers check
// the state they act on first and store with a check-and-set, so a retried or doubled run changes
// nothing the second time.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, providers, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { Services } from '../../services';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';
import { decideDeliverable } from '@vo/machines';
import { deliverableEntity, loadDeliverable, type DeliverableRow } from './deliverables';
import { storeStep } from './deliverableLifecycle';

export const DELIVERABLE_AUTO_ACCEPT_JOB = 'deliverableAutoAccept';
export const DELIVERABLE_MAIL_JOB = 'deliverableMail';

/** How long the client has to decide on a sent recording, from its due date (or the send, if later). */
export const AUTO_ACCEPT_AFTER_MS = 7 * 24 * 3600 * 1000;

export interface DeliverableAutoAcceptPayload extends Record<string, unknown> {
  deliverableId: number;
  /** The deadline the job was scheduled for (ISO): a recording sent again has a new one. */
  autoAcceptAt: string;
}

export type DeliverableMailKind = 'sent' | 'revision_requested' | 'accepted' | 'auto_accepted';

export interface DeliverableMailPayload extends Record<string, unknown> {
  deliverableId: number;
  kind: DeliverableMailKind;
  /** Which round of the recording (its revisions so far): one mail per step and round. */
  round: number;
}

/** When a recording sent at `now` is accepted automatically: a week after it was due, or after the send. */
export function autoAcceptAtFor(deadline: Date | null, now: Date): Date {
  const from = deadline && deadline.getTime() > now.getTime() ? deadline : now;
  return new Date(from.getTime() + AUTO_ACCEPT_AFTER_MS);
}

/** Queues the auto-acceptance of a sent recording at its auto_accept_at. */
export async function scheduleAutoAccept(services: Services, row: DeliverableRow): Promise<void> {
  if (!row.autoAcceptAt) return;
  const autoAcceptAt = row.autoAcceptAt.toISOString();
  await services.jobs.schedule(
    DELIVERABLE_AUTO_ACCEPT_JOB,
    { deliverableId: row.id, autoAcceptAt } satisfies DeliverableAutoAcceptPayload,
    { runAt: row.autoAcceptAt, singletonKey: `deliverable-${String(row.id)}-auto-accept-${autoAcceptAt}` },
  );
}

/**
 * Accepts a sent recording whose auto_accept_at has passed without the client's decision, as the
 * deliverable machine says (deliverable.autoAccept), and completes the project as the project machine
 * says. Nothing when the recording moved on (decided, sent again with a new deadline, gone).
 */
export async function runAutoAccept(
  services: Services,
  payload: DeliverableAutoAcceptPayload,
): Promise<void> {
  const loaded = await loadDeliverable(services.db, payload.deliverableId);
  if (!loaded || loaded.row.autoAcceptAt?.toISOString() !== payload.autoAcceptAt) return;
  // A booking no longer in progress (cancelled, completed otherwise) keeps its recording as it is.
  if (loaded.project.row.status !== 'booking-accepted') return;
  const now = services.now();
  // The deadline, not a person, accepts: the sender is nobody in particular.
  const decision = decideDeliverable(deliverableEntity(loaded), {
    type: 'deliverable.autoAccept',
    by: { userId: 0, roles: [] },
    at: now.toISOString(),
  });
  if (!decision.allowed) return;
  const stored = await storeStep(
    services.db,
    loaded,
    { status: decision.status, context: decision.context },
    now,
    {},
    { quiet: true },
  );
  if (stored) await scheduleDeliverableMail(services, stored, 'auto_accepted');
}

/** Queues the mail of a step to the side it now waits on. */
export async function scheduleDeliverableMail(
  services: Services,
  row: DeliverableRow,
  kind: DeliverableMailKind,
): Promise<void> {
  const round = row.revisionsUsed;
  await services.jobs.schedule(
    DELIVERABLE_MAIL_JOB,
    { deliverableId: row.id, kind, round } satisfies DeliverableMailPayload,
    { singletonKey: `deliverable-${String(row.id)}-mail-${kind}-${String(round)}` },
  );
}

interface Person {
  id: number;
  email: string;
  name: string;
  prefs: unknown;
}

async function person(db: Database, userId: number): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      prefs: users.prefs,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && row.deletedAt === null ? row : null;
}

/** The words of each mail: its subject, what happened, and where to act. */
function mailText(
  kind: DeliverableMailKind,
  projectName: string,
  other: string,
  revisionRequest: string | null,
): { subject: string; lines: string[]; label: string } {
  switch (kind) {
    case 'sent':
      return {
        subject: `Your recording for “${projectName}” is ready`,
        lines: [
          `${other} sent the recording for “${projectName}”.`,
          'Listen to it, then accept it or ask for a revision. Unless you decide, it is accepted automatically at its deadline.',
        ],
        label: 'Review the recording',
      };
    case 'revision_requested':
      return {
        subject: `A revision is asked for “${projectName}”`,
        lines: [
          `${other} asks for a revision of your recording for “${projectName}”:`,
          revisionRequest ?? '',
        ],
        label: 'Send the revised recording',
      };
    case 'accepted':
      return {
        subject: `Your recording for “${projectName}” was accepted`,
        lines: [`${other} accepted your recording for “${projectName}”. The booking is complete.`],
        label: 'See the booking',
      };
    case 'auto_accepted':
      return {
        subject: `Your recording for “${projectName}” was accepted`,
        lines: [
          `Your recording for “${projectName}” was accepted automatically: its deadline passed without the client’s decision. The booking is complete.`,
        ],
        label: 'See the booking',
      };
  }
}

/**
 * Sends a step's mail: a sent recording to the project's owners, the rest to the voice actor, each
 * when their e-mail settings allow booking mails. Nothing when the recording moved past the step.
 */
export async function mailDeliverable(services: Services, payload: DeliverableMailPayload): Promise<void> {
  const { db } = services;
  const loaded = await loadDeliverable(db, payload.deliverableId);
  if (!loaded) return;
  const [project] = await db
    .select({ name: projects.name, hash: projects.publicHash })
    .from(projects)
    .where(eq(projects.id, loaded.row.projectId));
  const [actor] = await db
    .select({ userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, loaded.row.providerId));
  if (!project || !actor) return;
  const voiceActor = await person(db, actor.userId);
  const client = await person(db, loaded.project.ownerIds[0] ?? 0);
  const toClient = payload.kind === 'sent';
  const recipients = toClient
    ? (await Promise.all(loaded.project.ownerIds.map((id) => person(db, id)))).filter((p) => p !== null)
    : voiceActor
      ? [voiceActor]
      : [];
  const sender = toClient ? voiceActor : client;
  const path = toClient
    ? `/projects/${project.hash}/recording/${String(loaded.row.id)}`
    : payload.kind === 'revision_requested'
      ? `/projects/${project.hash}/recording/${String(loaded.row.id)}/edit`
      : `/projects/${project.hash}/recording/${String(loaded.row.id)}`;
  for (const to of recipients) {
    if (!wantsMail(to.prefs, 'bookings')) continue;
    const text = mailText(
      payload.kind,
      project.name,
      sender?.name ?? 'The other side',
      loaded.row.revisionRequest,
    );
    await sendNotification(
      services,
      sender?.id ?? to.id,
      composeMessage(to.email, text.subject, [`Hi ${to.name},`, ...text.lines], {
        href: absolute(services.config.publicOrigin, path),
        label: text.label,
      }),
    );
  }
}
