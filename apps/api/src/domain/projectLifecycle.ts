// A stored project as the project machine sees it, and the server's side of "one rule, one place":
// every status change and project action is asked of `decideProject` (@vo/machines), refused with
// the machine's own explanation (403 when another party could take the action, 409 when nobody
// could in this status), and the context the machine returns is what gets stored.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  decideProject,
  isChargeSettled,
  parseProjectStatus,
  projectRefusal,
  type projectMachine,
  type EntityState,
  type ProjectContext,
  type ProjectMachineEvent,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type { BookingFields, ProjectType } from '@vo/sdk';
import type { Database } from '../db/client';
import { attributes, projectOwners, projects, providers } from '../db/schema';
import { isAdmin, type Viewer } from '../auth/viewer';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import type { PageRequest } from './paging';
import {
  loadProjectResources,
  projectColumns,
  projectOwnerIds,
  projectSlug,
  type ProjectResource,
  type ProjectRow,
  type ServicePropertiesInput,
} from './projects';

/** GET /attributes/limit_offers: the most proposals a casting may ask for, and the form's preset. */
export const PROPOSALS_LIMIT = { limit: 50, default: 25 } as const;

export type ProjectEntity = EntityState<typeof projectMachine>;

export interface LoadedProject {
  row: ProjectRow;
  /** The owners, posting client first. */
  ownerIds: number[];
}

export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

/** The project of a path's {id}: its numeric id or its public_hash; 404 when there is none. */
export async function findProject(db: Database, idOrHash: string): Promise<LoadedProject> {
  const byId = /^\d{1,9}$/.test(idOrHash);
  const [row] = await db
    .select()
    .from(projects)
    .where(byId ? eq(projects.id, Number(idOrHash)) : eq(projects.publicHash, idOrHash))
    .limit(1);
  if (!row) throw notFound('project_not_found', 'Project not found.');
  const owners = await projectOwnerIds(db, [row.id]);
  return { row, ownerIds: owners.get(row.id) ?? [] };
}

/** The sender of a machine event: the effective user (an admin acting as a client is that client). */
export function machineViewer(viewer: Viewer): MachineViewer {
  return {
    userId: viewer.user.id,
    roles: viewer.user.roles as MachineViewer['roles'],
    providerId: viewer.providerId,
  };
}

/** The columns the project machine's guards read. */
export type EntityRow = Pick<
  ProjectRow,
  | 'type'
  | 'status'
  | 'providerId'
  | 'winnerSelected'
  | 'closingReason'
  | 'completionReason'
  | 'cancelReason'
  | 'autoInvitesEnabled'
  | 'aimaStatus'
  | 'securePaymentEnabled'
  | 'quoteClientConfirmation'
  | 'financeNotifiedAt'
  | 'readyToReleaseFundsAt'
  | 'fundsReleasedAt'
  | 'chargeStatus'
>;

/** A stored project as the project machine's state: its status and the facts its guards read. */
/** AIMA counts as on while an admin has it enabled and while its waves run. */
export const aimaSwitchedOn = (aimaStatus: string): boolean =>
  aimaStatus === 'enabled' || aimaStatus === 'running';

export function projectEntity({
  row,
  ownerIds,
}: {
  row: EntityRow;
  ownerIds: readonly number[];
}): ProjectEntity {
  const context: ProjectContext = {
    type: row.type as ProjectType,
    ownerIds,
    bookedProviderId: row.providerId,
    // Proposals are not stored by this part of the server yet: no casting has received any.
    proposals: 0,
    winnerSelected: row.winnerSelected,
    closingReason: row.closingReason as ProjectContext['closingReason'],
    completionReason: row.completionReason as ProjectContext['completionReason'],
    cancelReason: row.cancelReason as ProjectContext['cancelReason'],
    autoInvitesEnabled: row.autoInvitesEnabled,
    aimaEnabled: aimaSwitchedOn(row.aimaStatus),
    securePayment: row.securePaymentEnabled,
    quoteClientConfirmation: row.quoteClientConfirmation ?? true,
    deliverableStatus: null,
    financeNotified: row.financeNotifiedAt !== null,
    readyToReleaseFunds: row.readyToReleaseFundsAt !== null,
    fundsReleased: row.fundsReleasedAt !== null,
    chargeSettled: isChargeSettled(row.chargeStatus),
  };
  return { status: parseProjectStatus(row.status), context };
}

/** Asks the machine; returns the state that follows, or throws its refusal (403 or 409). */
export function decide(
  entity: ProjectEntity,
  event: ProjectMachineEvent,
  options: { forbidden?: boolean } = {},
): ProjectEntity {
  const decision = decideProject(entity, event);
  if (decision.allowed) return { status: decision.status, context: decision.context };
  const refusal = projectRefusal(entity, event, options);
  const message = refusal?.message ?? 'This project cannot change now.';
  throw refusal?.reason === 'forbidden'
    ? forbidden('project_action_forbidden', message)
    : conflict(refusal?.code ?? 'project_status_conflict', message);
}

/** The columns a machine decision changes (status and the lifecycle facts it tracks). */
export function lifecycleColumns(before: EntityRow, after: ProjectEntity) {
  const c = after.context;
  const aimaStatus = c.aimaEnabled
    ? before.aimaStatus === 'running'
      ? 'running'
      : 'enabled'
    : before.aimaStatus === 'finished'
      ? 'finished'
      : 'disabled';
  return {
    status: after.status,
    closingReason: c.closingReason,
    completionReason: c.completionReason,
    cancelReason: c.cancelReason,
    winnerSelected: c.winnerSelected,
    autoInvitesEnabled: c.autoInvitesEnabled,
    aimaStatus,
  };
}

/** Owners and admins manage a project; anyone else gets 403 (the project exists, so not 404). */
export function requireManager(viewer: Viewer, project: LoadedProject): void {
  if (isAdmin(viewer) || project.ownerIds.includes(viewer.user.id)) return;
  throw forbidden('not_project_owner', 'Only the project’s owners and admins may do this.');
}

/** A public casting's specs (active or closed) are for anyone; the rest for its people and admins. */
export function canSee(viewer: Viewer | null, { row, ownerIds }: LoadedProject): boolean {
  if (row.type === 'casting' && (row.status === 'active' || row.status === 'closed')) return true;
  if (!viewer) return false;
  if (isAdmin(viewer) || ownerIds.includes(viewer.user.id)) return true;
  return row.providerId !== null && viewer.providerId === row.providerId;
}

/** 422 unless a new or moved deadline is in the future. */
export function checkDeadline(deadline: string | undefined, now: Date): Date | undefined {
  if (deadline === undefined) return undefined;
  const at = new Date(deadline);
  if (at.getTime() <= now.getTime())
    throw unprocessable('deadline_in_past', 'The deadline must be in the future.');
  return at;
}

/** 422 when proposals_wanted is above the limit of GET /attributes/limit_offers. */
export function checkProposalsWanted(wanted: number | null | undefined): void {
  if (wanted != null && wanted > PROPOSALS_LIMIT.limit)
    throw unprocessable(
      'proposals_wanted_over_limit',
      `The number of proposals wanted can be at most ${PROPOSALS_LIMIT.limit}.`,
    );
}

/** 422 when a language or voice age/gender id names no attribute of that group. */
export async function checkAttributes(db: Database, input: ServicePropertiesInput): Promise<void> {
  const groups = [
    ['languages', input.languages ?? []],
    ['voice_age_genders', input.voice_age_genders ?? []],
  ] as const;
  for (const [group, ids] of groups) {
    if (ids.length === 0) continue;
    const [found] = await db
      .select({ n: count() })
      .from(attributes)
      .where(and(eq(attributes.group, group), inArray(attributes.id, [...ids])));
    if ((found?.n ?? 0) !== ids.length)
      throw unprocessable(
        'unknown_attribute',
        `Unknown ${group === 'languages' ? 'language' : 'voice age or gender'}.`,
      );
  }
}

/** 422 unless the booked voice actor exists. */
export async function checkBookable(db: Database, providerId: number): Promise<void> {
  const [found] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!found) throw unprocessable('provider_not_bookable', 'This voice actor does not take bookings.');
}

/** A fresh public hash (the document's PublicHash: letters, digits, - and _). */
const newPublicHash = () => randomBytes(8).toString('base64url');

export interface NewProject {
  type: ProjectType;
  status: string;
  name: string;
  deadline: Date | null;
  providerId: number | null;
  autoInvitesEnabled: boolean;
  securePaymentEnabled: boolean;
  serviceProperties: ServicePropertiesInput;
  ownerId: number;
  now: Date;
}

/** Stores a new project and its posting client as the first owner; returns the row. */
export async function insertNewProject(db: Database, input: NewProject): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        publicHash: newPublicHash(),
        slug: projectSlug(input.name),
        name: input.name,
        type: input.type,
        status: input.status,
        deadline: input.deadline,
        providerId: input.providerId,
        autoInvitesEnabled: input.autoInvitesEnabled,
        securePaymentEnabled: input.securePaymentEnabled,
        securePaymentStatus: input.securePaymentEnabled ? 'pending_payment' : null,
        quoteClientConfirmation: input.type === 'booking' ? true : null,
        ...projectColumns(input.serviceProperties),
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('project not stored');
    await tx.insert(projectOwners).values({ projectId: row.id, userId: input.ownerId, position: 0 });
    return row;
  });
}

/** The service properties as stored, in the shape a client sends (for merges and copies). */
export function storedServiceProperties(row: ProjectRow): ServicePropertiesInput {
  const doc = row.serviceProperties;
  return {
    ...(doc.description != null ? { description: doc.description } : {}),
    ...(doc.script != null ? { script: doc.script } : {}),
    ...(row.budget != null ? { budget: row.budget } : {}),
    languages: row.languages,
    voice_age_genders: row.voiceAgeGenders,
    ...(doc.proposals_wanted != null ? { proposals_wanted: doc.proposals_wanted } : {}),
    ...(doc.usage != null ? { usage: doc.usage as NonNullable<ServicePropertiesInput['usage']> } : {}),
    ...(doc.booking ? { booking: doc.booking as BookingFields } : {}),
  };
}

/** The approval queue: projects waiting for an admin, oldest first, a page at a time. */
export async function pendingApprovalPage(
  db: Database,
  page: PageRequest,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const pending = eq(projects.status, 'pending_approval');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(projects).where(pending),
    db
      .select()
      .from(projects)
      .where(pending)
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The one tail of a project action handler (after loading the project and the caller's checks):
 * the machine's decision on the event (its refusal answers 403 or 409), then the columns `changes`
 * derives from the state that follows (it may still refuse, e.g. 422), stored and answered as the
 * caller sees the project (200).
 */
export async function runProjectAction(
  services: { db: Database; config: { publicOrigin: string } },
  viewer: Viewer,
  project: LoadedProject,
  event: ProjectMachineEvent,
  changes: (next: ProjectEntity) => Partial<typeof projects.$inferInsert>,
): Promise<{ status: 200; body: ProjectResource }> {
  const next = decide(projectEntity(project), event);
  const body = await saveProject(
    services.db,
    project.row.id,
    changes(next),
    viewer,
    services.config.publicOrigin,
  );
  return { status: 200, body };
}

/**
 * Stores a lifecycle action's columns on a project and answers the project as the caller sees it:
 * the one tail of every action handler (update, extend, close, complete).
 */
export async function saveProject(
  db: Database,
  id: number,
  changes: Partial<typeof projects.$inferInsert>,
  viewer: Viewer,
  publicOrigin: string,
): Promise<ProjectResource> {
  const [row] = await db.update(projects).set(changes).where(eq(projects.id, id)).returning();
  if (!row) throw new Error('project not stored');
  const [resource] = await loadProjectResources(db, [row], viewer, publicOrigin);
  if (!resource) throw new Error('project not loaded');
  return resource;
}
