// Projects (castings and bookings), their owners, invitations and waves, and the Q&A.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';
import { providers, samples } from './providers';
import { users } from './users';

/**
 * What a project's service_properties keep besides their searchable columns (languages, voice age
 * and genders, budget and audience size are columns of `projects`, written from the same input by
 * modules/projects/projects.ts `projectColumns`). `booking` holds the BookingFields as the client entered them.
 */
export interface ProjectServiceDocument {
  description?: string | null;
  script?: string | null;
  proposals_wanted?: number | null;
  /** A casting's usage (the document's ValueAndUnit). */
  usage?: { value: number; unit?: string } | null;
  booking?: JsonObject | null;
}

/** An extra payment on a booking (the document's ProjectAdditionalPayment, ids unique per project). */
export interface StoredAdditionalPayment {
  id: number;
  amount: number;
  description: string;
  charge_status: string;
  created_at: string;
}

/**
 * The admin panel's fields of a project (ProjectAdminFields) that nothing filters on: people as user
 * ids and tags as tag ids, both resolved when an admin reads the project. The project's status and
 * secure-payment state are columns; aima_status is a column because owners set it too.
 */
export interface ProjectAdminDocument {
  workflow_status?: string | null;
  client_status?: string | null;
  approved_by?: number | null;
  approved_at?: string | null;
  edited_by?: number | null;
  edited_at?: string | null;
  disapproved_by?: number | null;
  disapproved_at?: string | null;
  /** Why the admin disapproved it (designed: UpdateProjectRequest.disapproval_reason). */
  disapproval_reason?: string | null;
  closed_by?: number | null;
  closed_at?: string | null;
  extended_at?: string | null;
  tag_ids?: number[];
}

/**
 * Castings and bookings (spec sections 3 and 4; the document's Project). Columns for what lists,
 * counters and rates filter or sort on (status, type, dates, the booked voice actor, budget,
 * languages, voice age and genders, audience size, payment states); JSONB for the free-form rest.
 * The owners are `project_owners`.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** casting or booking */
    type: text('type').notNull(),
    /** The document's ProjectStatus. */
    status: text('status').notNull(),
    deadline: timestamptz('deadline'),
    autoInvitesEnabled: boolean('auto_invites_enabled').notNull().default(false),
    aimaStatus: text('aima_status').notNull().default('disabled'),
    closingReason: text('closing_reason'),
    completionReason: text('completion_reason'),
    cancelReason: text('cancel_reason'),
    cancelReasonDetails: text('cancel_reason_details'),
    chargeStatus: text('charge_status'),
    winnerSelected: boolean('winner_selected'),
    quoteClientConfirmation: boolean('quote_client_confirmation'),
    receivedRecording: boolean('received_recording'),
    clientFeedback: text('client_feedback'),
    receivedPayment: boolean('received_payment'),
    vaFeedback: text('va_feedback'),
    clientFeedbackSkippedAt: timestamptz('client_feedback_skipped_at'),
    vaFeedbackSkippedAt: timestamptz('va_feedback_skipped_at'),
    /** The booked voice actor of a booking; a deleted profile leaves the client's booking in place. */
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    /** service_properties.budget: the casting's budget, or the booking's agreed price (US dollars). */
    budget: numeric('budget', { precision: 10, scale: 2, mode: 'number' }),
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    voiceAgeGenders: integer('voice_age_genders')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** service_properties.booking.audience_size of a booking. */
    audienceSize: integer('audience_size'),
    serviceProperties: jsonb('service_properties').$type<ProjectServiceDocument>().notNull().default({}),
    securePaymentEnabled: boolean('secure_payment_enabled').notNull().default(false),
    securePaymentStatus: text('secure_payment_status'),
    securePaymentAmount: numeric('secure_payment_amount', { precision: 10, scale: 2, mode: 'number' }),
    readyToReleaseFundsAt: timestamptz('ready_to_release_funds_at'),
    financeNotifiedAt: timestamptz('finance_notified_at'),
    fundsReleasedAt: timestamptz('funds_released_at'),
    additionalPayments: jsonb('additional_payments').$type<StoredAdditionalPayment[]>().notNull().default([]),
    admin: jsonb('admin').$type<ProjectAdminDocument>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_public_hash_key').on(t.publicHash),
    // A voice actor's bookings by state (bookings accepted, bookings completed).
    index('projects_provider_idx').on(t.providerId, t.status),
    // Rates and market figures: bookings or castings of a window of time, by state.
    index('projects_type_status_created_idx').on(t.type, t.status, t.createdAt),
    index('projects_languages_idx').using('gin', t.languages),
    index('projects_vag_idx').using('gin', t.voiceAgeGenders),
  ],
);

/**
 * A project's owners (Project.user_id): the client who posted it at position 0, then the users a
 * shared ownership link added, in the order they joined.
 */
export const projectOwners = pgTable(
  'project_owners',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    uniqueIndex('project_owners_position_key').on(t.projectId, t.position),
    // "The user's projects": every list and counter starts from the owner.
    index('project_owners_user_idx').on(t.userId, t.projectId),
  ],
);

/**
 * A voice actor's invitation to a project (Invitation). Casting invitations are automatic (a wave
 * of the project's auto invites) or direct (the client, or the project's public invite link);
 * booking invitations carry a booking request. One invitation per voice actor and project.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The sample that prompted a direct invitation (from search or the profile); null when none. */
    sampleId: integer('sample_id').references(() => samples.id, { onDelete: 'set null' }),
    /** automatic, direct or booking (the document's InvitationType). */
    type: text('type').notNull(),
    /** The document's InvitationStatus. */
    status: text('status').notNull().default('requested'),
    /** The wave (1, 2, ...) that sent an automatic invitation; null for direct and booking ones. */
    wave: integer('wave'),
    openedAt: timestamptz('opened_at'),
    rejectionReason: text('rejection_reason'),
    rejectionReasonDetails: text('rejection_reason_details'),
    /** When the invitation's e-mail went out; null until then (a retried wave mails only the rest). */
    notifiedAt: timestamptz('notified_at'),
    /**
     * A booking invitation's current terms: the booking fields and their quote in integer minor units
     * (what the voice actor proposes when changing them, what the client confirms); null otherwise.
     */
    terms: jsonb('terms').$type<JsonObject>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_project_provider_key').on(t.projectId, t.providerId),
    // The voice actor's inbox (unread first, newest first) and its unread badge.
    index('invitations_provider_idx').on(t.providerId, t.status, t.createdAt),
  ],
);

/**
 * The waves of a casting's automatic invitations (modules/invitations/invitationWaves.ts): one row per round sent,
 * written in the same transaction as its invitations, so a wave job that runs again (a retry, a
 * restart) finds its round already sent and invites nobody twice. `next_at` is when the following
 * round is due; null once the waves stopped or none is planned.
 */
export const invitationWaves = pgTable(
  'invitation_waves',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    wave: integer('wave').notNull(),
    /** The membership level (1 Standard to 5 Platinum) the round invited. */
    membershipLevel: integer('membership_level').notNull(),
    invitedCount: integer('invited_count').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull(),
    nextAt: timestamptz('next_at'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.wave] })],
);

/**
 * A voice actor's question on a project (ProjectQuestion, the project's Q&A): `reviewed` turns true
 * when an owner has seen it; the project's stats.pending_questions counts the unreviewed ones.
 */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_questions_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * An answer in a question's thread (ProjectAnswer): an owner's or admin's, or the asker's follow-up.
 * `reviewed` turns true when the asking voice actor has seen it; stats.pending_answers counts the
 * unreviewed answers of others than the asker.
 */
export const projectAnswers = pgTable(
  'project_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_answers_question_idx').on(t.questionId, t.createdAt)],
);

/** A private note on a project by one of its owners (ProjectNote): owners and admins read them. */
export const projectNotes = pgTable(
  'project_notes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_notes_project_idx').on(t.projectId, t.createdAt)],
);
