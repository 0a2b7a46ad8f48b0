// A booking's recording as stored (the deliverables table) and as the API shows it: who may read it
// (the project's owners once it is sent, its voice actor always, admins), the agreed revisions read
// from the booking's terms, and the deliverable machine's view of it (status and context).
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  allowedDeliverableActions,
  DEFAULT_BOOKING_REVISIONS,
  parseDeliverableStatus,
  type DeliverableEntity,
} from '@vo/machines';
import type { Deliverable } from '@vo/sdk';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { deliverables, files, invitations, type JsonObject } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { readTerms } from '../bookings/bookingTerms';
import { findProject, machineViewer, type LoadedProject } from '../projects/projectLifecycle';
import { audioUrl } from '../samples/samples';

export type DeliverableRow = typeof deliverables.$inferSelect;

/** A recording with its project (and the project's owners) and the revisions its booking includes. */
export interface LoadedDeliverable {
  row: DeliverableRow;
  project: LoadedProject;
  revisionsAllowed: number;
}

const NOT_FOUND = 'Recording not found.';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const field = (doc: unknown, key: string): unknown =>
  doc !== null && typeof doc === 'object' && !Array.isArray(doc)
    ? (doc as Record<string, unknown>)[key]
    : undefined;

/**
 * The revisions a booking includes: the booking invitation's current terms (what both sides agreed,
 * as the booking flow stores them: bookings/bookingTerms), else the booking fields of the project's
 * service properties, else the booking default (2).
 */
export function agreedRevisions(project: LoadedProject, terms: JsonObject | null): number {
  const candidates = [
    readTerms(terms)?.booking_fields.revisions,
    field(project.row.serviceProperties.booking, 'revisions'),
  ];
  return candidates.find(isCount) ?? DEFAULT_BOOKING_REVISIONS;
}

/** The booking invitation of a project (its voice actor's), or null when there is none. */
export async function bookingInvitationOf(db: Database, projectId: number, providerId: number) {
  const [row] = await db
    .select({ id: invitations.id, terms: invitations.terms })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, projectId),
        eq(invitations.providerId, providerId),
        eq(invitations.type, 'booking'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The revisions a project's booking includes (see agreedRevisions). */
export async function revisionsOf(db: Database, project: LoadedProject): Promise<number> {
  const invitation =
    project.row.providerId === null
      ? null
      : await bookingInvitationOf(db, project.row.id, project.row.providerId);
  return agreedRevisions(project, invitation?.terms ?? null);
}

/** A recording with its project, whatever the caller may see (jobs, and the checks below). */
export async function loadDeliverable(db: Database, id: number): Promise<LoadedDeliverable | null> {
  const [row] = await db.select().from(deliverables).where(eq(deliverables.id, id)).limit(1);
  if (!row) return null;
  const project = await findProject(db, String(row.projectId));
  return { row, project, revisionsAllowed: await revisionsOf(db, project) };
}

/** The caller is one of the project's owners. */
export const isOwner = (viewer: Viewer, project: LoadedProject) => project.ownerIds.includes(viewer.user.id);

/** The caller is the recording's voice actor. */
export const isItsVoiceActor = (viewer: Viewer, row: Pick<DeliverableRow, 'providerId'>) =>
  viewer.providerId !== null && viewer.providerId === row.providerId;

/**
 * The recording of a path's {id} as the caller may see it: 404 when there is none, or when it is a
 * draft (created) and the caller is not its voice actor (the owners see it once it is sent); 403 for
 * anyone who is neither an owner, its voice actor nor an admin.
 */
export async function findDeliverable(db: Database, id: number, viewer: Viewer): Promise<LoadedDeliverable> {
  const loaded = await loadDeliverable(db, id);
  if (!loaded) throw notFound('deliverable_not_found', NOT_FOUND);
  const mine = isItsVoiceActor(viewer, loaded.row);
  if (!mine && !isOwner(viewer, loaded.project) && !isAdmin(viewer))
    throw forbidden(
      'deliverable_not_yours',
      'Only the booking’s client and its voice actor may see this recording.',
    );
  if (!mine && loaded.row.status === 'created') throw notFound('deliverable_not_found', NOT_FOUND);
  return loaded;
}

/** The newest recording of a project, or null when it has none. */
export async function deliverableOfProject(db: Database, projectId: number): Promise<DeliverableRow | null> {
  const [row] = await db
    .select()
    .from(deliverables)
    .where(eq(deliverables.projectId, projectId))
    .orderBy(asc(deliverables.id))
    .limit(1);
  return row ?? null;
}

/** The recording as the deliverable machine sees it. */
export function deliverableEntity(loaded: LoadedDeliverable): DeliverableEntity {
  return {
    status: parseDeliverableStatus(loaded.row.status),
    context: {
      clientIds: loaded.project.ownerIds,
      providerId: loaded.row.providerId,
      autoAcceptAt: loaded.row.autoAcceptAt?.toISOString() ?? null,
      revisionsRequested: Math.min(loaded.row.revisionsUsed, loaded.revisionsAllowed),
      revisionsAllowed: loaded.revisionsAllowed,
    },
  };
}

/** The recording as the API shows it to the caller, with the actions the machine allows them now. */
export async function deliverableResource(
  db: Database,
  loaded: LoadedDeliverable,
  viewer: Viewer,
  publicOrigin: string,
  now: Date,
): Promise<Deliverable> {
  const { row } = loaded;
  const stored =
    row.fileIds.length === 0
      ? []
      : await db
          .select({ id: files.id, name: files.originalName, size: files.size })
          .from(files)
          .where(inArray(files.id, row.fileIds));
  const byId = new Map(stored.map((f) => [f.id, f]));
  const at = (date: Date | null) => date?.toISOString() ?? null;
  return {
    allowed_actions: allowedDeliverableActions(deliverableEntity(loaded), machineViewer(viewer), now),
    id: row.id,
    project_id: row.projectId,
    provider_id: row.providerId,
    status: parseDeliverableStatus(row.status),
    revision_request: row.revisionRequest,
    is_draft: row.status === 'created',
    invitation_id: row.invitationId,
    files: row.fileIds.flatMap((id) => {
      const file = byId.get(id);
      return file
        ? [
            {
              name: (file.name ?? 'recording').slice(0, 255),
              url: audioUrl(publicOrigin, id),
              size: file.size,
            },
          ]
        : [];
    }),
    link: row.link,
    deadline: at(row.deadline),
    auto_accept_at: at(row.autoAcceptAt),
    revisions_allowed: loaded.revisionsAllowed,
    revisions_used: row.revisionsUsed,
    created_at: row.createdAt.toISOString(),
  };
}
