// The external blog's feed (spec section 7: "external blog posts and tags feed"). The server fetches
// it from BLOG_FEED_URL (an RSS 2.0 document, or the WordPress REST posts list with `_embed`), reads
// it into the document's BlogPost and BlogTag shapes, keeps the result in blog_feed_cache until it
// expires, and serves from there. Without a configured address it serves the small feed shipped in
// seed/blog-feed.xml, read by the same RSS reader. A feed that cannot be fetched is served stale when
// an earlier copy exists; with none, the operations answer 503 as the document says.
import { decodeHTML } from 'entities';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BlogPost, BlogTag } from '@vo/sdk';
import type { Database } from '../../db/client';
import { blogFeedCache } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { apiRoot } from '../../paths';

export interface BlogFeed {
  posts: BlogPost[];
  tags: BlogTag[];
}

/** The shipped feed, used when no BLOG_FEED_URL is configured. */
export const SEED_FEED_FILE = path.join(apiRoot, 'seed/blog-feed.xml');
const SEED_FEED_KEY = 'seed:blog-feed.xml';
/** A blog that does not answer within this time counts as unreachable. */
const FETCH_TIMEOUT_MS = 5000;
/** Feeds larger than this are refused (a blog feed is a few hundred kilobytes at most). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const MAX_POSTS = 100;

// ------------------------------------------------------------------------------------------------
// Reading a feed
// ------------------------------------------------------------------------------------------------

/**
 * Every character reference HTML knows (`&minus;`, `&rsquo;`, `&#8212;`...), as a browser reads
 * them: a blog's excerpt uses whichever its editor wrote, and a table of a few showed the rest raw.
 */
const decodeEntities = (text: string): string => decodeHTML(text);

/** HTML (or CDATA holding HTML) as one line of plain text, within `max` characters. */
function plainText(html: string, max: number): string {
  const text = decodeEntities(
    html
      .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    // The document refuses NUL in every text.
    .replaceAll('\u0000', '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function httpUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = decodeEntities(value.trim());
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= 2048
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function isoDate(value: string | undefined, utc = false): string | null {
  if (value === undefined) return null;
  const text = value.trim();
  // WordPress's date_gmt has no zone: it is UTC.
  const time = Date.parse(utc && !/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? `${text}Z` : text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A lowercase slug of a name (the document's Slug pattern). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160)
    .replace(/-+$/g, '');
}

/** A stable positive 31-bit id for a text (FNV-1a): the same feed gives the same ids on every fetch. */
export function stableId(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff || 1;
}

interface TagDraft {
  id: number;
  name: string;
  slug: string;
}

/** The tags of the posts, most used first (then by name), with how many posts carry each. */
function tagsOf(posts: readonly BlogPost[]): BlogTag[] {
  const counts = new Map<number, BlogTag>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const known = counts.get(tag.id);
      counts.set(tag.id, { ...tag, count: (known?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.name.localeCompare(b.name));
}

function tagDraft(name: string, id?: number, slug?: string): TagDraft | null {
  const clean = plainText(name, 120);
  const cleanSlug =
    slug !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug.slice(0, 160) : slugOf(clean);
  if (clean === '' || cleanSlug === '') return null;
  return {
    id: id !== undefined && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : stableId(cleanSlug),
    name: clean,
    slug: cleanSlug,
  };
}

function uniqueTags(drafts: readonly (TagDraft | null)[]): TagDraft[] {
  const seen = new Map<number, TagDraft>();
  for (const draft of drafts) if (draft !== null && !seen.has(draft.id)) seen.set(draft.id, draft);
  return [...seen.values()].slice(0, 50);
}

function finish(posts: BlogPost[]): BlogFeed {
  const unique = [...new Map(posts.map((post) => [post.id, post])).values()]
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
    .slice(0, MAX_POSTS);
  return { posts: unique, tags: tagsOf(unique) };
}

/** The text of the first `<name>` element in `xml` (CDATA kept for the caller), or undefined. */
function element(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(xml);
  return match?.[1];
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'gi'))].map(
    (m) => m[1] ?? '',
  );
}

function attribute(xml: string, name: string, attr: string): string | undefined {
  const match = new RegExp(`<${name}\\s[^>]*\\b${attr}="([^"]*)"`, 'i').exec(xml);
  return match?.[1];
}

const unwrap = (text: string | undefined) => text?.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');

/** An RSS 2.0 feed (WordPress's /feed among others); items without a title, link or date are left out. */
export function readRss(xml: string): BlogFeed {
  const posts: BlogPost[] = [];
  for (const item of elements(xml, 'item')) {
    const title = plainText(element(item, 'title') ?? '', 255);
    const url = httpUrl(unwrap(element(item, 'link')));
    const published = isoDate(unwrap(element(item, 'pubDate')) ?? unwrap(element(item, 'dc:date')));
    if (title === '' || url === null || published === null) continue;
    const guid = unwrap(element(item, 'guid')) ?? url;
    const wordpressId = /[?&]p=(\d{1,9})\b/.exec(guid)?.[1];
    const excerpt = plainText(unwrap(element(item, 'description')) ?? '', 600);
    const author = plainText(unwrap(element(item, 'dc:creator') ?? element(item, 'author')) ?? '', 120);
    const image =
      httpUrl(attribute(item, 'media:content', 'url')) ??
      httpUrl(attribute(item, 'media:thumbnail', 'url')) ??
      (/^image\//.test(attribute(item, 'enclosure', 'type') ?? '')
        ? httpUrl(attribute(item, 'enclosure', 'url'))
        : null);
    posts.push({
      id: wordpressId !== undefined ? Number(wordpressId) : stableId(guid),
      title,
      excerpt: excerpt === '' ? null : excerpt,
      url,
      image,
      author: author === '' ? null : author,
      published_at: published,
      tags: uniqueTags(elements(item, 'category').map((name) => tagDraft(unwrap(name) ?? ''))),
    });
  }
  return finish(posts);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : isRecord(value) && typeof value['rendered'] === 'string'
      ? value['rendered']
      : undefined;

/** The WordPress REST posts list (`/wp-json/wp/v2/posts?_embed`): terms, author and image from `_embedded`. */
export function readWordPress(json: unknown): BlogFeed {
  if (!Array.isArray(json)) throw new Error('A WordPress feed is a list of posts.');
  const posts: BlogPost[] = [];
  for (const raw of json) {
    if (!isRecord(raw)) continue;
    const id = raw['id'];
    const title = plainText(textOf(raw['title']) ?? '', 255);
    const url = httpUrl(textOf(raw['link']));
    const published = isoDate(textOf(raw['date_gmt']), true) ?? isoDate(textOf(raw['date']));
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) continue;
    if (title === '' || url === null || published === null) continue;
    const embedded = isRecord(raw['_embedded']) ? raw['_embedded'] : {};
    const authors = Array.isArray(embedded['author']) ? embedded['author'] : [];
    const media = Array.isArray(embedded['wp:featuredmedia']) ? embedded['wp:featuredmedia'] : [];
    const terms = (Array.isArray(embedded['wp:term']) ? embedded['wp:term'] : []).flat() as unknown[];
    const author = plainText(isRecord(authors[0]) ? (textOf(authors[0]['name']) ?? '') : '', 120);
    const excerpt = plainText(textOf(raw['excerpt']) ?? '', 600);
    posts.push({
      id,
      title,
      excerpt: excerpt === '' ? null : excerpt,
      url,
      image:
        httpUrl(isRecord(media[0]) ? textOf(media[0]['source_url']) : undefined) ??
        httpUrl(textOf(raw['jetpack_featured_media_url'])),
      author: author === '' ? null : author,
      published_at: published,
      tags: uniqueTags(
        terms.map((term) =>
          isRecord(term) && typeof term['name'] === 'string'
            ? tagDraft(
                term['name'],
                typeof term['id'] === 'number' ? term['id'] : undefined,
                textOf(term['slug']),
              )
            : null,
        ),
      ),
    });
  }
  return finish(posts);
}

/** A feed document of either shape: JSON is read as WordPress REST, anything else as RSS. */
export function readFeed(text: string): BlogFeed {
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') return readWordPress(JSON.parse(text) as unknown);
  if (!/<rss[\s>]/i.test(text) && !/<channel[\s>]/i.test(text)) throw new Error('Not an RSS feed.');
  return readRss(text);
}

// ------------------------------------------------------------------------------------------------
// Fetching and caching
// ------------------------------------------------------------------------------------------------

async function fetchFeed(url: string): Promise<BlogFeed> {
  const response = await fetch(url, {
    headers: { accept: 'application/rss+xml, application/json;q=0.9, application/xml;q=0.8, */*;q=0.1' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`The blog answered ${String(response.status)}.`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error('The blog feed is too large.');
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error('The blog feed is too large.');
  return readFeed(text);
}

export interface FeedSource {
  /** The configured feed address; undefined serves the shipped seed feed. */
  url: string | undefined;
  /** Seconds a fetched feed is served before it is fetched again. */
  ttl: number;
}

const unreachable = () =>
  new HttpError(503, 'blog_unreachable', 'The blog cannot be reached right now. Please try again later.');

/**
 * The feed to serve: the cached copy while it is fresh; otherwise fetched again (and cached with a
 * new expiry); a copy that could not be refreshed is served stale rather than failing the page.
 */
export async function blogFeed(db: Database, source: FeedSource, now: Date): Promise<BlogFeed> {
  const key = source.url ?? SEED_FEED_KEY;
  const [cached] = await db.select().from(blogFeedCache).where(eq(blogFeedCache.feedUrl, key));
  if (cached !== undefined && cached.expiresAt > now) {
    return { posts: cached.posts as BlogPost[], tags: cached.tags as BlogTag[] };
  }
  let feed: BlogFeed;
  try {
    feed =
      source.url === undefined
        ? readFeed(await readFile(SEED_FEED_FILE, 'utf8'))
        : await fetchFeed(source.url);
  } catch {
    if (cached !== undefined) return { posts: cached.posts as BlogPost[], tags: cached.tags as BlogTag[] };
    throw unreachable();
  }
  const row = {
    posts: feed.posts,
    tags: feed.tags,
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + source.ttl * 1000),
  };
  await db
    .insert(blogFeedCache)
    .values({ feedUrl: key, ...row })
    .onConflictDoUpdate({ target: blogFeedCache.feedUrl, set: row });
  return feed;
}
