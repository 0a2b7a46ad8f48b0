// Staff records (issue 46): the actions staff members took through the API, the feature requests
// testers file, and the tags a sample's owner (or an admin) excluded from one sample.
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { samples } from './providers';
import { tags } from './attributes';
import { users } from './users';

/**
 * Every successful write by an admin account, every successful staff-only write (an operation whose
 * roles are only admin, finance or tester) and every write made while an admin acted as someone:
 * who took it (`actorId`; `actingAsId` while acting as another user), the operation and address.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    actingAsId: integer('acting_as_id'),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    /** The address below the API's base path, without its query: /users/42/client_role. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('staff_actions_at_idx').on(t.at), index('staff_actions_path_idx').on(t.path)],
);

/** A feature request a tester filed (feature_request POST and PATCH, section 7). */
export const featureRequests = pgTable(
  'feature_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    pageUrl: text('page_url'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('feature_requests_created_idx').on(t.createdAt)],
);

/** Tags excluded from one sample (tags/append_excluded): extraction never proposes them for it. */
export const sampleExcludedTags = pgTable(
  'sample_excluded_tags',
  {
    sampleId: integer('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sampleId, t.tagId] })],
);
