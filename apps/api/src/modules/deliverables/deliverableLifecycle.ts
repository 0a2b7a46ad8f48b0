// The server's side of "one rule, one place" for recordings: every step is asked of
// `decideDeliverable` (@vo/machines) and refused with a message, 403 when someone else (a project
// owner, the booked voice actor) could take it now and 409 when nobody could; the state the machine
// returns is what gets stored, and the project's completion is the project machine's answer to it.
import { and, eq } from 'drizzle-orm';
import {
  decideDeliverable,
  type DeliverableEntity,
  type DeliverableEvent,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type { Database } from '../../db/client';
import { deliverables } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import {
  lifecycleColumns,
  nextState,
  projectEntity,
  storeDecided,
  type LoadedProject,
} from '../projects/projectLifecycle';
import { deliverableEntity, type DeliverableRow, type LoadedDeliverable } from './deliverables';

/** Why the sender may not take a step someone else could take now. */
const FORBIDDEN: Record<DeliverableEvent['type'], string> = {
  'deliverable.send': 'Only the voice actor booked on this project sends its recording.',
  'deliverable.view': 'Only the booking’s client reviews its recording.',
  'deliverable.accept': 'Only the booking’s client accepts its recording.',
  'deliverable.requestRevision': 'Only the booking’s client asks for a revision.',
  'deliverable.reject': 'Only the booking’s client rejects its recording.',
  'deliverable.flag': 'Only the booking’s client flags its recording.',
  'deliverable.autoAccept': 'The recording is accepted automatically only once its deadline has passed.',
};

const STATUS_WORDS: Record<DeliverableEntity['status'], string> = {
  created: 'not sent yet',
  posted: 'sent',
  reviewed: 'sent and reviewed',
  accepted: 'accepted',
  revision_requested: 'waiting for a revision',
  rejected: 'rejected',
  flagged: 'flagged',
};

/** Why nobody may take the step in the recording's state. */
function conflictMessage(entity: DeliverableEntity, event: DeliverableEvent): string {
  const { status, context } = entity;
  if (status === 'accepted' || status === 'rejected')
    return `This recording was ${status} already: the booking is complete.`;
  if (status === 'created' && event.type !== 'deliverable.send')
    return 'This recording has not been sent yet.';
  if (event.type === 'deliverable.requestRevision' && context.revisionsRequested >= context.revisionsAllowed)
    return context.revisionsAllowed === 0
      ? 'This booking includes no revisions.'
      : `All ${String(context.revisionsAllowed)} revisions this booking includes have been asked for already.`;
  if (event.type === 'deliverable.send')
    return `This recording cannot be sent now (it is ${STATUS_WORDS[status]}).`;
  if (event.type === 'deliverable.autoAccept')
    return 'This recording is not waiting for the client’s decision.';
  return `This recording cannot change now (it is ${STATUS_WORDS[status]}).`;
}

/** The others who might take a step: a project owner and the booked voice actor. */
function othersOf(entity: DeliverableEntity): MachineViewer[] {
  const owner = entity.context.clientIds[0];
  return [
    ...(owner === undefined ? [] : [{ userId: owner, roles: ['client'] as const }]),
    { userId: 0, roles: ['provider'] as const, providerId: entity.context.providerId },
  ];
}

/** Asks the machine; returns the state that follows, or throws its refusal (403 or 409). */
export function decide(loaded: LoadedDeliverable, event: DeliverableEvent): DeliverableEntity {
  const entity = deliverableEntity(loaded);
  const decision = decideDeliverable(entity, event);
  if (decision.allowed) return { status: decision.status, context: decision.context };
  const someoneElse = othersOf(entity).some(
    (by) => by.userId !== event.by.userId && decideDeliverable(entity, { ...event, by }).allowed,
  );
  if (someoneElse) throw forbidden('deliverable_action_forbidden', FORBIDDEN[event.type]);
  throw conflict('deliverable_status_conflict', conflictMessage(entity, event));
}

/** 409 unless the booking is in progress (booking-accepted): a completed or cancelled one takes no step. */
export function requireBookingInProgress(project: LoadedProject): void {
  if (project.row.type !== 'booking')
    throw conflict('not_a_booking', 'Recordings belong to bookings; this project is a casting.');
  if (project.row.status !== 'booking-accepted')
    throw conflict(
      'booking_not_in_progress',
      project.row.status === 'completed'
        ? 'This booking is complete: its recording takes no more steps.'
        : 'This booking is not in progress: the voice actor delivers once the booking is accepted and confirmed.',
    );
}

/** The columns of a recording that a decided step changes, with anything else the step stores. */
export type DeliverableChanges = Partial<typeof deliverables.$inferInsert>;

/**
 * Stores a decided step of a recording, only while it is still as read (its status and revisions:
 * a decision taken meanwhile, by the client or the auto-accept job, wins and this one is refused with
 * 409, or answers null with `quiet`), and the project's completion when the machine completes it, in
 * one transaction.
 */
export async function storeStep(
  db: Database,
  loaded: LoadedDeliverable,
  next: DeliverableEntity,
  now: Date,
  extra: DeliverableChanges = {},
  options: { quiet?: boolean } = {},
): Promise<DeliverableRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliverables)
      .set({
        status: next.status,
        revisionsUsed: next.context.revisionsRequested,
        autoAcceptAt: next.context.autoAcceptAt === null ? null : new Date(next.context.autoAcceptAt),
        updatedAt: now,
        ...extra,
      })
      .where(
        and(
          eq(deliverables.id, loaded.row.id),
          eq(deliverables.status, loaded.row.status),
          eq(deliverables.revisionsUsed, loaded.row.revisionsUsed),
        ),
      )
      .returning();
    if (!row) {
      if (options.quiet) return null;
      throw conflict(
        'deliverable_changed',
        'This recording changed meanwhile: reload it to see where it stands.',
      );
    }
    if (next.status !== loaded.row.status) await followProject(tx, loaded.project, next.status, now);
    return row;
  });
}

/** The project machine's answer to the recording's new status: completed on acceptance or rejection. */
async function followProject(
  db: Database,
  project: LoadedProject,
  deliverableStatus: DeliverableEntity['status'],
  now: Date,
): Promise<void> {
  const next = nextState(projectEntity(project), { type: 'project.deliverableChanged', deliverableStatus });
  if (!next || next.status === project.row.status) return;
  await storeDecided(db, project.row.id, { ...lifecycleColumns(project.row, next), updatedAt: now });
}
