// Bookings' own records: the public booking links voice actors share, and the deliverables
// (recordings) they send for a booking. The booking itself is a project of type booking with its
// booking invitation (projects.ts).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';
import { invitations, projects } from './projects';
import { providers } from './providers';

/** A public booking link (/book/{providerId}/{publicId}) with preset terms. */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** A preset price in integer cents (US dollars); null lets the client propose one. */
    budgetMinor: integer('budget_minor'),
    bookingFields: jsonb('booking_fields').$type<JsonObject>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the voice actor withdrew the link; it opens nothing after. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('booking_links_public_id_idx').on(t.publicId),
    index('booking_links_provider_idx').on(t.providerId, t.createdAt),
  ],
);

/**
 * A recording delivered for a booking (the document's Deliverable): its status is the deliverable
 * machine's; files are stored files' ids (or a link to the recording); revisions_used counts the
 * revision requests against the booking's agreed revisions.
 */
export const deliverables = pgTable(
  'deliverables',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    revisionRequest: text('revision_request'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    fileIds: text('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: text('link'),
    deadline: timestamptz('deadline'),
    autoAcceptAt: timestamptz('auto_accept_at'),
    postedAt: timestamptz('posted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('deliverables_project_idx').on(t.projectId, t.createdAt),
    index('deliverables_provider_idx').on(t.providerId, t.createdAt),
    // The auto-accept job's work list.
    index('deliverables_auto_accept_idx').on(t.autoAcceptAt),
  ],
);
