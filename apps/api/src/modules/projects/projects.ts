// The Project resource of the document, built from the `projects` and `project_owners` tables for a
// whole page at once (owners, attribute names and, for admins, the people and tags of the admin
// fields: one query each, whatever the page's length). The project states the counters share are
// in projectStates.ts.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AttributeRef,
  BookingFields,
  ChargeStatus,
  Project,
  ProjectAdminFields,
  ProjectServiceProperties,
  ProjectServicePropertiesInput,
  ProjectStatus,
  Tag,
  UserSummary,
} from '@vo/sdk';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../http/paging';
import { projectOwners, projects, tags, users, type ProjectServiceDocument } from '../../db/schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { pictureUrls } from '../../files/pictureUrls';
import { loadAttributeRefs, refsOf } from '../attributes/attributes';
import { pastProject } from './projectStates';
import { qaStats, type QaStats } from '../questions/projectQuestions';
import { receivedOffers, type OfferCounts } from '../offers/offerCounts';

export type ProjectResource = Project;
export type ProjectRow = typeof projects.$inferSelect;
/** The booking fields that have defaults (spec section 9), optional as a client may omit them. */
type DefaultedBookingField = 'revisions' | 'usage' | 'turnaround' | 'additional_services';
export type BookingInput = Omit<BookingFields, DefaultedBookingField> &
  Partial<Pick<BookingFields, DefaultedBookingField>>;
export type ServicePropertiesInput = Omit<ProjectServicePropertiesInput, 'booking'> & {
  booking?: BookingInput;
};

// --- Writing -------------------------------------------------------------------------------------

/**
 * Booking fields as a client sends them, with spec section 9's booking defaults filled in (usage 12
 * months, 2 revisions, 3 days turnaround, no additional service): the request's validation injects
 * no defaults, so every writer of booking fields goes through here.
 */
export function bookingWithDefaults(input: BookingInput): BookingFields {
  return {
    revisions: 2,
    usage: { value: 12, unit: 'month' },
    turnaround: 3,
    additional_services: [],
    ...input,
  };
}

/** The columns a project's service properties are stored in (see `projects` in db/schema). */
export interface ProjectServiceColumns {
  serviceProperties: ProjectServiceDocument;
  budget: number | null;
  languages: number[];
  voiceAgeGenders: number[];
  audienceSize: number | null;
}

/**
 * Splits the service properties a client sends into the project's columns, with the booking
 * defaults filled in: languages, voice age and
 * genders, budget and audience size are columns (rates, markets and filters read them), the rest is
 * the JSONB document. A booking without casting-style lists takes its language, voice age and gender
 * and budget from its booking fields. Every writer goes through here, so the two never disagree.
 */
export function projectColumns(input: ServicePropertiesInput): ProjectServiceColumns {
  const booking = input.booking ? bookingWithDefaults(input.booking) : null;
  const single = (id: number | undefined) => (id === undefined ? [] : [id]);
  return {
    serviceProperties: {
      description: input.description ?? null,
      script: input.script ?? null,
      proposals_wanted: input.proposals_wanted ?? null,
      usage: input.usage ?? null,
      booking,
    },
    budget: input.budget ?? booking?.fixed_budget ?? null,
    languages: input.languages ?? single(booking?.language_id),
    voiceAgeGenders: input.voice_age_genders ?? single(booking?.voice_age_gender_id),
    audienceSize: booking?.audience_size ?? null,
  };
}

/** The URL slug of a project name (the document's Slug: lowercase words joined by hyphens). */
export function projectSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 160)
    .replace(/^-+|-+$/g, '');
  return slug || 'project';
}

// --- Reading -------------------------------------------------------------------------------------

/**
 * How much of a project a caller sees (the Project description): `public` (anyone: a public
 * casting's specs), `participant` (its owners and the booked voice actor: also the owners, the
 * counters, the feedback answers and the secure-payment amounts) or `admin` (also the admin fields).
 * Permissions follow the effective user, so an admin acting as a client sees what that client sees.
 */
export type ProjectView = 'public' | 'participant' | 'admin';

export function projectViewFor(
  viewer: Viewer | null,
  row: Pick<ProjectRow, 'providerId'>,
  ownerIds: readonly number[],
): ProjectView {
  if (isAdmin(viewer)) return 'admin';
  if (!viewer) return 'public';
  if (ownerIds.includes(viewer.user.id)) return 'participant';
  if (row.providerId !== null && viewer.providerId === row.providerId) return 'participant';
  return 'public';
}

/** What `toProjectResource` needs besides the row, loaded once for a page of projects. */
export interface ProjectParts {
  owners: ReadonlyMap<number, readonly number[]>;
  attributes: ReadonlyMap<number, AttributeRef>;
  people: ReadonlyMap<number, UserSummary>;
  tags: ReadonlyMap<number, Tag>;
  /** The Q&A counters (modules/questions/projectQuestions) of the projects shown beyond the public view. */
  qa?: ReadonlyMap<number, QaStats>;
  /** The proposals (modules/offers/offerCounts) of the projects shown beyond the public view. */
  offers?: ReadonlyMap<number, OfferCounts>;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function serviceProperties(row: ProjectRow, parts: ProjectParts): ProjectServiceProperties {
  const doc = row.serviceProperties;
  const refs = (ids: readonly number[]) => refsOf(parts.attributes, ids);
  return {
    description: doc.description ?? null,
    script: doc.script ?? null,
    budget: row.budget,
    languages: refs(row.languages),
    voice_age_genders: refs(row.voiceAgeGenders),
    proposals_wanted: doc.proposals_wanted ?? null,
    // Written by projectColumns from the document-validated ValueAndUnit.
    usage: (doc.usage as ProjectServiceProperties['usage']) ?? null,
    // Written by projectColumns from the document-validated BookingFields.
    booking: (doc.booking as BookingFields | null | undefined) ?? null,
  };
}

function adminFields(row: ProjectRow, parts: ProjectParts): ProjectAdminFields {
  const doc = row.admin;
  const person = (id: number | null | undefined) => (id == null ? null : (parts.people.get(id) ?? null));
  return {
    // The columns hold the document's enum values; the API is their only writer.
    status: row.status as ProjectStatus,
    workflow_status: doc.workflow_status ?? null,
    secure_payment: row.securePaymentStatus as ProjectAdminFields['secure_payment'],
    aima_status: row.aimaStatus as ProjectAdminFields['aima_status'],
    client_status: (doc.client_status ?? null) as ProjectAdminFields['client_status'],
    approved_by: person(doc.approved_by),
    approved_at: doc.approved_at ?? null,
    edited_by: person(doc.edited_by),
    edited_at: doc.edited_at ?? null,
    disapproved_by: person(doc.disapproved_by),
    disapproved_at: doc.disapproved_at ?? null,
    disapproval_reason: doc.disapproval_reason ?? null,
    closed_by: person(doc.closed_by),
    closed_at: doc.closed_at ?? null,
    extended_at: doc.extended_at ?? null,
    tags: (doc.tag_ids ?? []).flatMap((id) => {
      const tag = parts.tags.get(id);
      return tag ? [tag] : [];
    }),
  };
}

/** One Project resource as `view` may see it. */
export function toProjectResource(row: ProjectRow, parts: ProjectParts, view: ProjectView): ProjectResource {
  const shown: ProjectResource = {
    id: row.id,
    public_hash: row.publicHash,
    slug: row.slug,
    name: row.name,
    // The text columns hold the document's enum values; the API is their only writer.
    type: row.type as ProjectResource['type'],
    status: row.status as ProjectStatus,
    deadline: iso(row.deadline),
    auto_invites_enabled: row.autoInvitesEnabled,
    closing_reason: row.closingReason as ProjectResource['closing_reason'],
    completion_reason: row.completionReason as ProjectResource['completion_reason'],
    cancel_reason: row.cancelReason as ProjectResource['cancel_reason'],
    cancel_reason_details: row.cancelReasonDetails,
    charge_status: row.chargeStatus as ProjectResource['charge_status'],
    winner_selected: row.winnerSelected,
    quote_client_confirmation: row.quoteClientConfirmation,
    provider_id: row.providerId,
    service_properties: serviceProperties(row, parts),
    secure_payment_enabled: row.securePaymentEnabled,
    secure_payment_status: row.securePaymentStatus as ProjectResource['secure_payment_status'],
    ready_to_release_funds_at: iso(row.readyToReleaseFundsAt),
    finance_notified_at: iso(row.financeNotifiedAt),
    funds_released_at: iso(row.fundsReleasedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (view === 'public') return shown;
  const owners = parts.owners.get(row.id) ?? [];
  const participant: ProjectResource = {
    ...shown,
    // The document requires at least one owner; a project whose every owner account was removed
    // has none left to list.
    ...(owners.length > 0 ? { user_id: [...owners].slice(0, 50) } : {}),
    stats: {
      offers_received_manual:
        (parts.offers?.get(row.id)?.received ?? 0) - (parts.offers?.get(row.id)?.automatic ?? 0),
      offers_received_automatic: parts.offers?.get(row.id)?.automatic ?? 0,
      offers_opened: parts.offers?.get(row.id)?.opened ?? 0,
      pending_questions: parts.qa?.get(row.id)?.pending_questions ?? 0,
      pending_answers: parts.qa?.get(row.id)?.pending_answers ?? 0,
    },
    received_recording: row.receivedRecording,
    client_feedback: row.clientFeedback,
    received_payment: row.receivedPayment,
    va_feedback: row.vaFeedback,
    client_feedback_skipped_at: iso(row.clientFeedbackSkippedAt),
    va_feedback_skipped_at: iso(row.vaFeedbackSkippedAt),
    secure_payment_amount: row.securePaymentAmount,
    additional_payments: row.additionalPayments.map((p) => ({
      ...p,
      charge_status: p.charge_status as ChargeStatus,
    })),
  };
  if (view === 'participant') return participant;
  return { ...participant, admin: adminFields(row, parts) };
}

/** The owners of the given projects, posting client first. */
export async function projectOwnerIds(
  db: Database,
  projectIds: readonly number[],
): Promise<Map<number, number[]>> {
  const owners = new Map<number, number[]>();
  if (projectIds.length === 0) return owners;
  const rows = await db
    .select({ projectId: projectOwners.projectId, userId: projectOwners.userId })
    .from(projectOwners)
    .where(inArray(projectOwners.projectId, [...projectIds]))
    .orderBy(asc(projectOwners.projectId), asc(projectOwners.position));
  for (const row of rows) {
    const list = owners.get(row.projectId) ?? [];
    list.push(row.userId);
    owners.set(row.projectId, list);
  }
  return owners;
}

/** One project row's resource as the viewer may see it (what an operation that changed it answers). */
export async function loadProjectResource(
  db: Database,
  row: ProjectRow,
  viewer: Viewer | null,
  publicOrigin: string,
): Promise<ProjectResource> {
  const [resource] = await loadProjectResources(db, [row], viewer, publicOrigin);
  if (!resource) throw new Error('project not loaded');
  return resource;
}

/**
 * The Project resources of the given rows, in their order, each as the viewer may see it. Costs one
 * query for the owners and one for the attribute names, plus two for an admin's people and tags.
 */
export async function loadProjectResources(
  db: Database,
  rows: readonly ProjectRow[],
  viewer: Viewer | null,
  publicOrigin: string,
): Promise<ProjectResource[]> {
  if (rows.length === 0) return [];
  const owners = await projectOwnerIds(
    db,
    rows.map((r) => r.id),
  );
  const views = rows.map((row) => projectViewFor(viewer, row, owners.get(row.id) ?? []));
  const adminRows = rows.filter((_, i) => views[i] === 'admin');
  const personIds = [
    ...new Set(
      adminRows.flatMap((r) =>
        [r.admin.approved_by, r.admin.edited_by, r.admin.disapproved_by, r.admin.closed_by].filter(
          (id): id is number => typeof id === 'number',
        ),
      ),
    ),
  ];
  const tagIds = [...new Set(adminRows.flatMap((r) => r.admin.tag_ids ?? []))];
  const shownIds = rows.filter((_, i) => views[i] !== 'public').map((r) => r.id);
  const [attributeById, personRows, tagRows, qa, offerCounts] = await Promise.all([
    loadAttributeRefs(
      db,
      rows.flatMap((r) => [...r.languages, ...r.voiceAgeGenders]),
    ),
    personIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: users.id,
            username: users.username,
            name: users.name,
            pictureFileId: users.pictureFileId,
          })
          .from(users)
          .where(inArray(users.id, personIds)),
    tagIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: tags.id, name: tags.name, excluded: tags.excluded })
          .from(tags)
          .where(inArray(tags.id, tagIds)),
    qaStats(db, shownIds),
    receivedOffers(db, shownIds),
  ]);
  const parts: ProjectParts = {
    owners,
    attributes: attributeById,
    people: new Map(
      personRows.map((p) => [
        p.id,
        {
          id: p.id,
          username: p.username,
          name: p.name,
          picture_small: pictureUrls(publicOrigin, p.pictureFileId).small,
        },
      ]),
    ),
    tags: new Map(tagRows.map((t) => [t.id, { id: t.id, name: t.name, excluded: t.excluded }])),
    qa,
    offers: offerCounts,
  };
  return rows.map((row, i) => toProjectResource(row, parts, views[i] ?? 'public'));
}

/**
 * One page of the projects the user owns, as the posting client or a shared owner (all, active or
 * past; of both types or of one), newest first, and the total count.
 */
export async function ownedProjectPage(
  db: Database,
  userId: number,
  page: PageRequest,
  scope?: 'active' | 'past',
  type?: Project['type'],
): Promise<{ rows: ProjectRow[]; total: number }> {
  // The dashboard's tabs: past is PAST_STATUSES, active every other status; /dashboard/bookings
  // lists the type booking, the projects tabs the castings.
  const inScope = scope === 'past' ? pastProject : scope === 'active' ? sql`NOT (${pastProject})` : undefined;
  const owned = and(
    eq(projectOwners.userId, userId),
    inScope,
    type === undefined ? undefined : eq(projects.type, type),
  );
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .where(owned),
    db
      .select({ project: projects })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .where(owned)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows: rows.map((r) => r.project), total: total?.n ?? 0 };
}
