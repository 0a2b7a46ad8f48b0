// What the public pages show and count: searches, shares, category pages, experiments, testimonials, the blog feed.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * actionsLog: every free-text search, one row each (the top searches count them since a date;
 * clearing deletes them), and every share of an entity's link.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial('id').primaryKey(),
    /** The search text, normalised: lower case, words separated by one space. */
    keyword: text('keyword').notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_keywords_keyword_idx').on(t.keyword),
    index('search_keywords_at_idx').on(t.searchedAt),
  ],
);

export const shareEvents = pgTable('share_events', {
  id: serial('id').primaryKey(),
  /** The document's SharedEntity. */
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  /** The document's ShareMedium; null when not given. */
  medium: text('medium'),
  /** The signed-in sharer; null for an anonymous visitor. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  sharedAt: timestamptz('shared_at').notNull().defaultNow(),
});

/** The search attribute ids of a category page's filter, by the document's attribute group. */
export interface CategoryPageFilterIds {
  languages?: number[];
  accents?: number[];
  voice_age_genders?: number[];
  additional_services?: number[];
  recording_capabilities?: number[];
  vocal_abilities?: number[];
  categories?: number[];
}

/**
 * Category landing pages (/category/{slug}): text for visitors and search engines, and the search
 * filter that picks the page's voice actors (languages and voice age and genders match one of theirs;
 * other groups: all of them, as the search does).
 */
export const categoryPages = pgTable(
  'category_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The editorial sections (CategoryPageSection: heading and body), in reading order. */
    content: jsonb('content').$type<{ heading: string; body: string }[]>().notNull().default([]),
    iconId: integer('icon_id').notNull(),
    filters: jsonb('filters').$type<CategoryPageFilterIds>().notNull().default({}),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Position among the footer's links; null when the footer does not link the page. */
    footerOrder: integer('footer_order'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('category_pages_slug_key').on(t.slug)],
);

/**
 * The variant each user, or each anonymous visitor (x-session-id), got in an A/B experiment:
 * drawn once, then kept, so the same person always sees the same variant.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    id: serial('id').primaryKey(),
    experiment: text('experiment').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    variant: text('variant').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_assignments_user_key')
      .on(t.experiment, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('experiment_assignments_session_key')
      .on(t.experiment, t.sessionId)
      .where(sql`${t.sessionId} IS NOT NULL`),
  ],
);

/** Testimonials of clients and voice actors, shown on marketing pages chosen by their tags. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    authorName: text('author_name').notNull(),
    authorTitle: text('author_title'),
    text: text('text').notNull(),
    pictureFileId: text('picture_file_id'),
    rating: integer('rating'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
);

/**
 * The external blog's feed as last fetched (one row per feed address): its posts and tags already
 * read into the document's BlogPost and BlogTag shapes, served until `expiresAt`, then fetched again.
 */
export const blogFeedCache = pgTable('blog_feed_cache', {
  feedUrl: text('feed_url').primaryKey(),
  posts: jsonb('posts').$type<unknown[]>().notNull(),
  tags: jsonb('tags').$type<unknown[]>().notNull(),
  fetchedAt: timestamptz('fetched_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
