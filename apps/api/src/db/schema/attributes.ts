// The search vocabulary: attributes (languages, voice ages and genders, categories...), services and tags.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    group: text('group').notNull(),
    parentId: integer('parent_id'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_group_slug_key').on(t.group, t.slug)],
);

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    excluded: boolean('excluded').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);
