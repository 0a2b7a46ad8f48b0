// Uploaded files (audio, pictures), stored by the file service.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
