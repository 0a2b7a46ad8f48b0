// Invitations of voice actors to projects (the document's Invitation): the rows read with their
// project and people, who may see them, the lists (the voice actor's inboxes, a project's
// invitations, the secure-payments list) and the creation of one. The steps an invitation takes
// are invitationSteps.ts. Changes to a voice actor's unread invitations are pushed live with
// `notifyInvitationChange`.
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  allowedBookingActions,
  allowedInvitationActions,
  parseBookingStatus,
  parseCastingInvitationStatus,
  projectIsOpen,
  type BookingEntity,
  type InvitationEntity,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type {
  ChargeStatus,
  CompletionReason,
  Invitation,
  InvitationAction,
  InvitationStatus,
  InvitationType,
  ProjectStatus,
  ProjectSummary,
  ProjectType,
  RejectionReason,
} from '@vo/sdk';
import type { Database } from '../../db/client';
import { invitations, projectOwners, projects, providers } from '../../db/schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { publishStats } from '../../live/hub';
import type { Services } from '../../services';
import type { PageRequest } from '../../http/paging';
import { projectOwnerIds, type ProjectRow } from '../projects/projects';
import { machineViewer, projectEntity } from '../projects/projectLifecycle';
import { readTerms, termsResource } from '../bookings/bookingTerms';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitationRow = typeof invitations.$inferInsert;

/** An invitation with what its rules and its resource need: the project, its owners, the voice actor's user. */
export interface LoadedInvitation {
  row: InvitationRow;
  project: ProjectRow;
  /** The project's owners, posting client first. */
  ownerIds: number[];
  /** The invited voice actor's user id (Invitation.user_id). */
  providerUserId: number;
}

// --- Writing -------------------------------------------------------------------------------------

/**
 * Stores new invitations; one voice actor is invited to a project once, so a row whose voice actor
 * already has an invitation of that project is skipped (ON CONFLICT DO NOTHING). Returns the rows
 * actually inserted: the direct invitation, the public link and the waves of automatic invitations
 * all go through here.
 */
export async function insertInvitations(
  db: Database,
  rows: readonly NewInvitationRow[],
): Promise<InvitationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(invitations)
    .values([...rows])
    .onConflictDoNothing({ target: [invitations.projectId, invitations.providerId] })
    .returning();
}

/**
 * Pushes the invited voice actor's badge counters (User.provider_stats: unread project and booking
 * invitations) to their open sockets: call it whenever an invitation of theirs is created, opened or
 * leaves the inbox (answered, archived). Never fails the operation that called it: the counters are
 * read again on the next connection anyway.
 */
export async function notifyInvitationChange(services: Services, providerUserId: number): Promise<void> {
  try {
    await publishStats(services, providerUserId, { entities: ['Provider'] });
  } catch {
    // A socket that closed meanwhile or a busy database: the badge catches up on its next refresh.
  }
}

// --- Reading -------------------------------------------------------------------------------------

const loadedColumns = { row: invitations, project: projects, providerUserId: providers.userId };

async function withOwners(
  db: Database,
  found: { row: InvitationRow; project: ProjectRow; providerUserId: number }[],
): Promise<LoadedInvitation[]> {
  const owners = await projectOwnerIds(db, [...new Set(found.map((f) => f.project.id))]);
  return found.map((f) => ({ ...f, ownerIds: owners.get(f.project.id) ?? [] }));
}

/** The invitation of a path's {id}; 404 when there is none. */
export async function findInvitation(db: Database, id: number): Promise<LoadedInvitation> {
  const found = await db
    .select(loadedColumns)
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(providers, eq(providers.id, invitations.providerId))
    .where(eq(invitations.id, id))
    .limit(1);
  const [loaded] = await withOwners(db, found);
  if (!loaded) throw notFound('invitation_not_found', 'Invitation not found.');
  return loaded;
}

/** The invited voice actor, the project's owners and admins see an invitation; anyone else gets 403. */
export function requireParty(viewer: Viewer, loaded: LoadedInvitation): void {
  if (isAdmin(viewer)) return;
  if (viewer.providerId !== null && viewer.providerId === loaded.row.providerId) return;
  if (loaded.ownerIds.includes(viewer.user.id)) return;
  throw forbidden(
    'invitation_not_visible',
    'This invitation is visible only to the invited voice actor and the project’s owners.',
  );
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A casting invitation as the invitation machine sees it (the project's openness asked of the project machine). */
export function castingEntity(loaded: LoadedInvitation): InvitationEntity {
  const { row } = loaded;
  return {
    status: parseCastingInvitationStatus(row.status),
    context: {
      providerId: row.providerId,
      openedAt: iso(row.openedAt),
      rejectionReason: row.rejectionReason as RejectionReason | null,
      rejectionReasonDetails: row.rejectionReasonDetails,
      projectOpen: projectIsOpen(projectEntity({ row: loaded.project, ownerIds: loaded.ownerIds })),
    },
  };
}

/** A booking invitation as the booking machine sees it. */
export function bookingEntity(loaded: LoadedInvitation): BookingEntity {
  return {
    status: parseBookingStatus(loaded.row.status),
    context: { clientIds: loaded.ownerIds, providerId: loaded.row.providerId },
  };
}

function allowedActions(loaded: LoadedInvitation, by: MachineViewer): InvitationAction[] {
  return loaded.row.type === 'booking'
    ? allowedBookingActions(bookingEntity(loaded), by)
    : allowedInvitationActions(castingEntity(loaded), by);
}

export function projectSummary(project: ProjectRow): ProjectSummary {
  return {
    id: project.id,
    public_hash: project.publicHash,
    slug: project.slug,
    name: project.name,
    type: project.type as ProjectType,
    status: project.status as ProjectStatus,
    deadline: iso(project.deadline),
  };
}

/** The Invitation resource, with the actions the viewer may take on it now. */
export function toInvitation(loaded: LoadedInvitation, viewer: Viewer): Invitation {
  const { row, project } = loaded;
  const isBooking = row.type === 'booking';
  return {
    allowed_actions: allowedActions(loaded, machineViewer(viewer)),
    id: row.id,
    project_id: row.projectId,
    provider_id: row.providerId,
    sample_id: row.sampleId,
    user_id: loaded.providerUserId,
    status: row.status as InvitationStatus,
    opened_at: iso(row.openedAt),
    rejection_reason: row.rejectionReason as RejectionReason | null,
    rejection_reason_details: row.rejectionReasonDetails,
    type: row.type as InvitationType,
    // "For a booking with Secure Payment and Delivery, the charge status of the project."
    charge_status:
      isBooking && project.securePaymentEnabled ? (project.chargeStatus as ChargeStatus | null) : null,
    // "The completion reason of the project once it is completed; null before."
    completion_reason:
      project.status === 'completed' ? (project.completionReason as CompletionReason | null) : null,
    project: projectSummary(project),
    terms: termsOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** A booking invitation's current terms (the booking's request or the voice actor's change). */
function termsOf(row: InvitationRow): Invitation['terms'] {
  if (row.type !== 'booking') return null;
  const terms = readTerms(row.terms);
  return terms === null ? null : termsResource(terms);
}

/** The invitations of the given ids as loaded rows, in the ids' order. */
export async function loadInvitations(db: Database, ids: readonly number[]): Promise<LoadedInvitation[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select(loadedColumns)
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(providers, eq(providers.id, invitations.providerId))
    .where(inArray(invitations.id, [...ids]));
  const byId = new Map((await withOwners(db, found)).map((l) => [l.row.id, l]));
  return ids.flatMap((id) => {
    const loaded = byId.get(id);
    return loaded ? [loaded] : [];
  });
}

// --- Lists ---------------------------------------------------------------------------------------

/**
 * Unread: not opened yet and still waiting for the voice actor's answer (`isUnreadInvitation` of
 * @vo/machines, the app's rule, as SQL). The inbox puts these first and the badge counts them.
 */
export const unreadInvitation: SQL = sql`${invitations.status} = 'requested' AND ${invitations.openedAt} IS NULL`;

/** The charge statuses of the secure-payments list (spec section 4). */
const SECURE_PAYMENTS_CHARGE_STATUSES = ['pending', 'paid', 'refunded', 'funds_released'];

/** Whose invitations a list holds. */
export type InvitationScope =
  | { kind: 'all' }
  /** A voice actor's own invitations, of one project when `projectId` is given. */
  | { kind: 'voiceActor'; providerId: number; projectId?: number }
  | { kind: 'ownedBy'; userId: number }
  | { kind: 'project'; projectId: number };

export interface InvitationFilters {
  types?: readonly InvitationType[] | undefined;
  statuses?: readonly InvitationStatus[] | undefined;
  securePayments?: boolean | undefined;
  sort?: 'newest' | 'unread_first' | undefined;
}

function scopeCondition(scope: InvitationScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'voiceActor':
      return scope.projectId === undefined
        ? eq(invitations.providerId, scope.providerId)
        : and(eq(invitations.providerId, scope.providerId), eq(invitations.projectId, scope.projectId));
    case 'project':
      return eq(invitations.projectId, scope.projectId);
    case 'ownedBy':
      return inArray(
        invitations.projectId,
        sql`(SELECT ${projectOwners.projectId} FROM ${projectOwners} WHERE ${projectOwners.userId} = ${scope.userId})`,
      );
  }
}

/**
 * One page of invitations and the total. The secure-payments list ignores type and status; other
 * lists leave archived invitations out unless `statuses` asks for them.
 */
export async function invitationPage(
  db: Database,
  scope: InvitationScope,
  filters: InvitationFilters,
  page: PageRequest,
): Promise<{ rows: LoadedInvitation[]; total: number }> {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (filters.securePayments) {
    conditions.push(
      eq(invitations.type, 'booking'),
      eq(projects.status, 'completed'),
      eq(projects.completionReason, 'deliverable-accepted'),
      inArray(projects.chargeStatus, SECURE_PAYMENTS_CHARGE_STATUSES),
    );
  } else {
    if (filters.types?.length) conditions.push(inArray(invitations.type, [...filters.types]));
    conditions.push(
      filters.statuses?.length
        ? inArray(invitations.status, [...filters.statuses])
        : ne(invitations.status, 'archived'),
    );
  }
  const where = and(...conditions);
  const order =
    filters.sort === 'unread_first'
      ? [sql`(${unreadInvitation}) DESC`, desc(invitations.createdAt), desc(invitations.id)]
      : [desc(invitations.createdAt), desc(invitations.id)];
  const [[total], found] = await Promise.all([
    db
      .select({ n: count() })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(where),
    db
      .select(loadedColumns)
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .innerJoin(providers, eq(providers.id, invitations.providerId))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows: await withOwners(db, found), total: total?.n ?? 0 };
}

// --- Creating ------------------------------------------------------------------------------------

/** The voice actor of an invitation: exists (404 otherwise), with the languages they offer and their user. */
export async function findInvitee(
  db: Database,
  providerId: number,
): Promise<{ id: number; userId: number; languages: number[] }> {
  const [found] = await db
    .select({ id: providers.id, userId: providers.userId, languages: providers.languages })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!found) throw notFound('provider_not_found', 'Voice actor not found.');
  return found;
}

/**
 * 422 when the project asks for languages and the voice actor offers none of them: a casting in
 * several languages takes proposals in any one of them, so one shared language is enough.
 */
export function checkLanguage(project: ProjectRow, voiceActor: { languages: readonly number[] }): void {
  if (project.languages.length === 0) return;
  if (project.languages.some((id) => voiceActor.languages.includes(id))) return;
  throw unprocessable('language_not_offered', 'This voice actor does not offer the project’s language.');
}

/** Stores one new invitation (status requested); 409 when the voice actor is already invited to the project. */
export async function createOne(
  services: Services,
  values: NewInvitationRow,
  invitee: { userId: number },
): Promise<InvitationRow> {
  const [row] = await insertInvitations(services.db, [values]);
  if (!row) throw conflict('already_invited', 'This voice actor is already invited to this project.');
  await notifyInvitationChange(services, invitee.userId);
  return row;
}
