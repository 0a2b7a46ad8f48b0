// A stored project as the project machine sees it, and the server's side of "one rule, one place":
// every status change and project action is asked of `decideProject` (@vo/machines), refused with
// the machine's own explanation (403 when another party could take the action, 409 when nobody
// could in this status), and the context the machine returns is what gets stored.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  decideProject,
  parseProjectStatus,
  projectEntityOf,
  projectRefusal,
  type projectMachine,
  type EntityState,
  type ProjectResource as MachineProjectResource,
  type ProjectMachineEvent,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type { AimaStatus, BookingFields, ProjectType } from '@vo/sdk';
import type { Database } from '../../db/client';
import { projectOwners, projects } from '../../db/schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import {
  loadProjectResource,
  projectColumns,
  projectOwnerIds,
  projectSlug,
  type ProjectResource,
  type ProjectRow,
  type ServicePropertiesInput,
} from './projects';

export type ProjectEntity = EntityState<typeof projectMachine>;

export interface LoadedProject {
  row: ProjectRow;
  /** The owners, posting client first. */
  ownerIds: number[];
}

/** The project of a path's {id}: its numeric id or its public_hash; 404 when there is none. */
export async function findProject(db: Database, idOrHash: string): Promise<LoadedProject> {
  const byId = /^\d{1,9}$/.test(idOrHash);
  const [row] = await db
    .select()
    .from(projects)
    .where(byId ? eq(projects.id, Number(idOrHash)) : eq(projects.publicHash, idOrHash))
    .limit(1);
  if (!row) throw notFound('project_not_found', 'Project not found.');
  return withOwners(db, row);
}

/** A stored project by its id, or null when it is gone (a job's project may be deleted meanwhile). */
export async function loadProject(db: Database, id: number): Promise<LoadedProject | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ? withOwners(db, row) : null;
}

async function withOwners(db: Database, row: ProjectRow): Promise<LoadedProject> {
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

/**
 * A stored project as the project machine's state: the row read as the API's Project and given to
 * the one adapter the app uses too (`projectEntityOf`, @vo/machines), so the two sides cannot map a
 * project differently. `proposals` (the proposals it received, modules/offers receivedOffers) is
 * given where a rule reads it (choosing a winner); elsewhere none are counted.
 */
export function projectEntity(
  {
    row,
    ownerIds,
  }: {
    row: EntityRow;
    ownerIds: readonly number[];
  },
  proposals = 0,
): ProjectEntity {
  const at = (date: Date | null) => date?.toISOString() ?? null;
  return projectEntityOf({
    type: row.type as ProjectType,
    status: parseProjectStatus(row.status),
    user_id: [...ownerIds],
    provider_id: row.providerId,
    winner_selected: row.winnerSelected,
    closing_reason: row.closingReason as MachineProjectResource['closing_reason'],
    completion_reason: row.completionReason as MachineProjectResource['completion_reason'],
    cancel_reason: row.cancelReason as MachineProjectResource['cancel_reason'],
    auto_invites_enabled: row.autoInvitesEnabled,
    admin: { aima_status: row.aimaStatus as AimaStatus },
    secure_payment_enabled: row.securePaymentEnabled,
    quote_client_confirmation: row.quoteClientConfirmation,
    finance_notified_at: at(row.financeNotifiedAt),
    ready_to_release_funds_at: at(row.readyToReleaseFundsAt),
    funds_released_at: at(row.fundsReleasedAt),
    charge_status: row.chargeStatus as MachineProjectResource['charge_status'],
    stats: {
      offers_received_manual: proposals,
      offers_received_automatic: 0,
      offers_opened: 0,
      pending_questions: 0,
      pending_answers: 0,
    },
  });
}

/** Asks the machine; returns the state that follows, or null when it refuses the event. */
export function nextState(entity: ProjectEntity, event: ProjectMachineEvent): ProjectEntity | null {
  const decision = decideProject(entity, event);
  return decision.allowed ? { status: decision.status, context: decision.context } : null;
}

/** Asks the machine; returns the state that follows, or throws its refusal (403 or 409). */
export function decide(
  entity: ProjectEntity,
  event: ProjectMachineEvent,
  options: { forbidden?: boolean } = {},
): ProjectEntity {
  const next = nextState(entity, event);
  if (next) return next;
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

/** The columns a project action stores. */
export type ProjectChanges = Partial<typeof projects.$inferInsert>;

/** What a project action handler is given: the caller, the path's {id} and the services it uses. */
export interface ProjectActionRequest {
  viewer: Viewer;
  params: { id: string };
  services: { db: Database; config: { publicOrigin: string }; now: () => Date };
}

/**
 * What one project action (close, complete, extend, secure payment on or off) adds to the shared
 * head of its handler; each part is given the project as stored before the action.
 */
export interface ProjectAction {
  /** Refuses what the machine does not judge (a reserved reason, a missing field: 422), before it is asked. */
  check?: (before: ProjectRow) => void;
  /** The event the machine decides; `by` is the caller as the machine sees them. */
  event: (by: MachineViewer) => ProjectMachineEvent;
  /** The columns stored from the state that follows, on the server's clock (may still refuse: 422). */
  changes: (next: ProjectEntity, before: ProjectRow, now: Date) => ProjectChanges;
  /** What the saved change schedules (jobs), once it is stored. */
  afterSave?: (before: ProjectRow) => Promise<void>;
}

/**
 * The one shape of a project action handler: the project of the path (404), its owners and admins
 * only (403), the action's own checks (422), the machine's decision on its event (403 or 409), the
 * columns that follow stored, what the change schedules, and the project as the caller sees it (200).
 */
export async function runProjectAction(
  { viewer, params, services }: ProjectActionRequest,
  action: ProjectAction,
): Promise<{ status: 200; body: ProjectResource }> {
  const now = services.now();
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  action.check?.(project.row);
  const next = decide(projectEntity(project), action.event(machineViewer(viewer)));
  const body = await saveProject(
    services.db,
    project.row.id,
    action.changes(next, project.row, now),
    viewer,
    services.config.publicOrigin,
  );
  await action.afterSave?.(project.row);
  return { status: 200, body };
}

/**
 * A lifecycle step the server takes by itself (a job, e.g. the deadline passing), decided by the
 * machine like a caller's action. A refusal is no error: the project moved on (closed, completed)
 * and is left as it is, so a job that runs twice does nothing the second time. The columns are
 * stored only on the project as it was read (its status and deadline): a change that came in
 * between wins, and the machine decided on what the change replaced. Answers the state stored, or
 * null when nothing was.
 */
export async function runServerStep(
  db: Database,
  project: LoadedProject,
  event: ProjectMachineEvent,
  changes: (next: ProjectEntity, before: ProjectRow) => ProjectChanges,
): Promise<ProjectEntity | null> {
  const next = nextState(projectEntity(project), event);
  if (!next) return null;
  const stored = await storeProject(db, project.row.id, changes(next, project.row), project.row);
  return stored ? next : null;
}

/**
 * Writes a decided change of a project: every lifecycle change is stored here. With `asRead`, only
 * while the project's status and deadline are still as read (else null: nothing stored).
 */
async function storeProject(
  db: Database,
  id: number,
  changes: ProjectChanges,
  asRead?: Pick<ProjectRow, 'status' | 'deadline'>,
): Promise<ProjectRow | null> {
  const unchanged = asRead
    ? [
        eq(projects.status, asRead.status),
        asRead.deadline ? eq(projects.deadline, asRead.deadline) : isNull(projects.deadline),
      ]
    : [];
  const [row] = await db
    .update(projects)
    .set(changes)
    .where(and(eq(projects.id, id), ...unchanged))
    .returning();
  return row ?? null;
}

/** Stores a decided change of a project that another aggregate's step brought (an offer chosen as winner). */
export async function storeDecided(db: Database, id: number, changes: ProjectChanges): Promise<ProjectRow> {
  const row = await storeProject(db, id, changes);
  if (!row) throw new Error('project not stored');
  return row;
}

/**
 * Stores a lifecycle action's columns on a project and answers the project as the caller sees it:
 * the one tail of every action handler (update, extend, close, complete).
 */
export async function saveProject(
  db: Database,
  id: number,
  changes: ProjectChanges,
  viewer: Viewer,
  publicOrigin: string,
): Promise<ProjectResource> {
  const row = await storeDecided(db, id, changes);
  const resource = await loadProjectResource(db, row, viewer, publicOrigin);
  return resource;
}
