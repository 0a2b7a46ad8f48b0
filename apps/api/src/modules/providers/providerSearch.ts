// Voice actor search: every filter is a condition the GIN indexes answer (languages and voice age
// and genders overlap `&&`, further attributes contained `@>`, free text `@@` on the weighted
// search document), then one page is ranked: text relevance first, then membership level
// (Platinum first), then display_order. The page's ids come with the total in one query.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/rawRows';
import { attributes, providers, users } from '../../db/schema';
import { loadAttributes, withLanguageVariants } from '../attributes/attributes';
import type { PageRequest } from '../../http/paging';
import { termRankedPage, type SearchResult } from './providerTerms';

export interface SearchCriteria {
  service: string;
  ids?: number[];
  userIds?: number[];
  languages?: number[];
  voiceAgeGenders?: number[];
  /** Attribute ids of any group that must all be on the profile. */
  filters?: number[];
  keywords?: string | undefined;
  /** A country code one of the profile's locations must have. */
  country?: string | undefined;
}

export type { SearchResult };

/** Ids are validated integers; as literals the planner sees the values and picks the GIN index. */
const intArray = (ids: readonly number[]) =>
  sql.raw(`ARRAY[${ids.map((id) => String(Math.trunc(id))).join(',')}]::int[]`);

/** The provider column holding each attribute group. */
const columnOfGroup = {
  languages: providers.languages,
  accents: providers.accents,
  voice_age_genders: providers.voiceAgeGenders,
  additional_services: providers.additionalServices,
  recording_capabilities: providers.recordingCapabilities,
  vocal_abilities: providers.vocalAbilities,
  categories: providers.categories,
} as const;
type Group = keyof typeof columnOfGroup;
const isGroup = (group: string): group is Group => group in columnOfGroup;

/**
 * Membership level (Platinum first), then display_order, then id: the order of the rank index
 * (NULLS LAST as the index has it, so a page without free text walks the index).
 */
const rankOrder = [
  sql`${providers.membershipLevel} DESC NULLS LAST`,
  asc(providers.displayOrder),
  asc(providers.id),
];

/** Words of a free text: letters and digits only (so no tsquery syntax reaches the database). */
export function textWords(text: string, max = 10): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

const KEYWORD_CACHE_SIZE = 500;
const keywordQueries = new Map<string, KeywordQuery | null>();

interface KeywordQuery {
  /** The tsquery, as text. */
  query: string;
  /**
   * For one word that is one lexeme in each dictionary: its distinct lexemes (one or two), which
   * provider_terms pages by rank (modules/providers/providerTerms.ts). Null otherwise.
   */
  lexemes: string[] | null;
}

/**
 * The tsquery of free-text keywords: each word matches a name as typed ('simple') or a tag,
 * sample name or summary word by its English stem, and all words must match. English stop words
 * are dropped (they are not in the document, so requiring them would find nothing). Null when no
 * word is left.
 */
async function keywordQuery(db: Database, keywords: string): Promise<KeywordQuery | null> {
  const words = textWords(keywords);
  if (words.length === 0) return null;
  const key = words.join(' ');
  const cached = keywordQueries.get(key);
  if (cached !== undefined) return cached;
  const rows = await rawRows<{ q: string | null; lexemes: string[] | null }>(
    db,
    sql`
    WITH kept AS (
      SELECT w FROM unnest(${sql.raw(`ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`)}) AS w
      WHERE numnode(plainto_tsquery('english', w)) > 0
    )
    SELECT
      (SELECT string_agg(
        '(' || plainto_tsquery('simple', w)::text || ' | ' || plainto_tsquery('english', w)::text || ')',
        ' & ') FROM kept) AS q,
      (SELECT array_agg(DISTINCT lexeme) FROM kept,
        unnest(tsvector_to_array(to_tsvector('simple', w)) || tsvector_to_array(to_tsvector('english', w))) AS lexeme
        WHERE (SELECT count(*) FROM kept) = 1
          AND numnode(plainto_tsquery('simple', w)) = 1 AND numnode(plainto_tsquery('english', w)) = 1
      ) AS lexemes`,
  );
  const row = rows[0];
  const query = row?.q ? { query: row.q, lexemes: row.lexemes } : null;
  // The tsquery depends only on the words and the database's dictionaries: keep the recent ones
  // (a Map iterates oldest first) to spare a round trip on repeated searches.
  if (keywordQueries.size >= KEYWORD_CACHE_SIZE)
    keywordQueries.delete(keywordQueries.keys().next().value ?? '');
  keywordQueries.set(key, query);
  return query;
}

/** Conditions for attribute ids of any group: each must be on the profile, in its group's column. */
async function filterConditions(db: Database, filters: readonly number[]): Promise<SQL[] | null> {
  const found = await loadAttributes(db, filters);
  // An id that is no attribute can never be on a profile: nothing matches.
  if (found.size < new Set(filters).size) return null;
  const byGroup = new Map<Group, number[]>();
  for (const [id, { group }] of found) {
    if (!isGroup(group)) return null;
    byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  }
  return [...byGroup].map(([group, ids]) => sql`${columnOfGroup[group]} @> ${intArray(ids)}`);
}

type MatchCriteria = Pick<SearchCriteria, 'service' | 'languages' | 'voiceAgeGenders'>;

/**
 * The conditions of a listed profile of the service that speaks one of the languages or one of
 * their variants (a profile in Spanish (Latin American) speaks Spanish) and has one of the voice
 * age/genders (an empty list does not narrow): what search filters on, and what a casting's
 * automatic invitations match (modules/invitations/invitationWaves.ts).
 */
export async function providerMatchConditions(db: Database, criteria: MatchCriteria): Promise<SQL[]> {
  return matchConditions({
    ...criteria,
    languages: await withLanguageVariants(db, criteria.languages ?? []),
  });
}

/** providerMatchConditions of languages that already hold their variants. */
function matchConditions(criteria: MatchCriteria): SQL[] {
  const conditions: SQL[] = [eq(providers.serviceId, criteria.service), listedProvider];
  const { languages, voiceAgeGenders } = criteria;
  if (languages?.length && voiceAgeGenders?.length) {
    // Both lists: a profile with one of the pairs. One GIN lookup of the profiles that have a pair
    // (434 of 100,000 for one language and one voice), where the two lists' own indexes each
    // found thousands (4,345 and 10,007) to AND: 1.2 ms against 6 ms. The planner evaluates the
    // immutable function of two constant lists once, into the pairs the index is asked for.
    conditions.push(
      sql`${providers.voicePairs} && voice_pairs(${intArray(languages)}, ${intArray(voiceAgeGenders)})`,
    );
  } else if (languages?.length) {
    conditions.push(sql`${providers.languages} && ${intArray(languages)}`);
  } else if (voiceAgeGenders?.length) {
    conditions.push(sql`${providers.voiceAgeGenders} && ${intArray(voiceAgeGenders)}`);
  }
  return conditions;
}

/** Whether the search narrows by more than its service, its free text and its languages. */
const narrowedBeyondLanguages = (criteria: SearchCriteria): boolean =>
  Boolean(
    criteria.voiceAgeGenders?.length ||
    criteria.ids?.length ||
    criteria.userIds?.length ||
    criteria.country ||
    criteria.filters?.length,
  );

export async function searchProviderIds(
  db: Database,
  criteria: SearchCriteria,
  page: PageRequest,
): Promise<SearchResult> {
  // A language searched includes its variants, here as in every other condition on languages.
  const languages = await withLanguageVariants(db, criteria.languages ?? []);
  const conditions = matchConditions({ ...criteria, languages });
  // The conditions every listed profile of the service meets; anything more narrows.
  const always = matchConditions({ service: criteria.service }).length;
  if (criteria.ids?.length) conditions.push(inArray(providers.id, criteria.ids));
  if (criteria.userIds?.length) conditions.push(inArray(providers.userId, criteria.userIds));
  if (criteria.country)
    conditions.push(
      sql`${providers.locations} @> ${JSON.stringify([{ country_code: criteria.country }])}::jsonb`,
    );
  if (criteria.filters?.length) {
    const more = await filterConditions(db, criteria.filters);
    if (!more) return { ids: [], total: 0 };
    conditions.push(...more);
  }
  let rank: SQL | null = null;
  if (criteria.keywords) {
    const keywords = await keywordQuery(db, criteria.keywords);
    // One word, in languages or not, and nothing narrower: the word's rows give the page in rank
    // order (languages are the one filter they hold: the first a client picks). A profile's rows
    // stand for the languages its languages are variants of too, so the languages asked for are
    // enough: Spanish is one range, not three.
    if (keywords?.lexemes && !narrowedBeyondLanguages(criteria)) {
      const found = await termRankedPage(
        db,
        criteria.service,
        keywords.lexemes,
        criteria.languages ?? [],
        page,
      );
      if (found) return found;
    }
    if (keywords) {
      conditions.push(sql`${providers.searchDocument} @@ ${keywords.query}::tsquery`);
      rank = sql`ts_rank(${providers.searchDocument}, ${keywords.query}::tsquery)`;
    }
  }
  if (rank) return rankedPageOfIds(db, conditions, rank, page);
  // Narrowing filters: the matches come from the GIN indexes (a bitmap AND) and are sorted, which
  // at 100,000 profiles is ten times faster than walking the rank index and filtering every row,
  // the plan PostgreSQL picks when the ORDER BY sits beside the WHERE. The fence of the ranked
  // query keeps them apart; a constant rank leaves the membership order.
  if (conditions.length > always) return rankedPageOfIds(db, conditions, sql`0`, page);
  return pageOfIds(db, conditions, rankOrder, page);
}

/**
 * One page of the matches ordered by a text rank, then the rank order, with the total. The rank
 * is computed in a subquery kept apart from the window (OFFSET 0 stops the planner merging it):
 * otherwise PostgreSQL passes every match's whole search document through the window and
 * computes the rank above it, spilling to disk on common words.
 */
async function rankedPageOfIds(
  db: Database,
  conditions: SQL[],
  rank: SQL,
  page: PageRequest,
): Promise<SearchResult> {
  // Raw SQL: the query builder leaves out an OFFSET 0.
  const rows = await rawRows<{ id: number; total: string | number }>(
    db,
    sql`SELECT id, count(*) OVER () AS total
      FROM (
        SELECT ${providers.id} AS id, ${rank} AS rank, ${providers.membershipLevel} AS level,
          ${providers.displayOrder} AS display_order
        FROM ${providers} WHERE ${and(...conditions)} OFFSET 0
      ) AS matches
      ORDER BY rank DESC, level DESC NULLS LAST, display_order, id
      LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  if (rows[0]) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end holds no row to carry the total: count separately.
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(providers)
    .where(and(...conditions));
  return { ids: [], total: count?.total ?? 0 };
}

/**
 * Profiles of deleted accounts are left out of public lists. A hashed `NOT IN` over the few
 * deleted users (a partial index finds them) is far cheaper than joining every user.
 */
export const listedProvider = sql`${providers.userId} NOT IN (SELECT id FROM users WHERE deleted_at IS NOT NULL)`;

export interface PageOfIdsOptions {
  /** Join the users table (for conditions or an order on the user's name). */
  joinUsers?: boolean;
  /**
   * Count in the same query (a window over the matches): right when the conditions narrow the
   * set through an index. Without narrowing conditions the page walks the rank index and the
   * total is counted apart, instead of sorting every profile.
   */
  countInWindow?: boolean;
}

/** One page of provider ids matching the conditions, in the given order, with the total count. */
export async function pageOfIds(
  db: Database,
  conditions: SQL[],
  order: SQL[],
  page: PageRequest,
  options: PageOfIdsOptions = {},
): Promise<SearchResult> {
  const where = and(...conditions);
  const count = async () => {
    const base = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(providers);
    const [row] = await (
      options.joinUsers ? base.innerJoin(users, eq(users.id, providers.userId)) : base
    ).where(where);
    return row?.total ?? 0;
  };
  if (!options.countInWindow) {
    const base = db.select({ id: providers.id }).from(providers);
    const [rows, total] = await Promise.all([
      (options.joinUsers ? base.innerJoin(users, eq(users.id, providers.userId)) : base)
        .where(where)
        .orderBy(...order)
        .limit(page.size)
        .offset(page.offset),
      count(),
    ]);
    return { ids: rows.map((r) => r.id), total };
  }
  const base = db
    .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(providers);
  const rows = await (options.joinUsers ? base.innerJoin(users, eq(users.id, providers.userId)) : base)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset);
  if (rows[0]) return { ids: rows.map((r) => r.id), total: rows[0].total };
  // A page past the end holds no row to carry the total: count separately.
  return { ids: [], total: page.offset === 0 ? 0 : await count() };
}

/**
 * Name suggestions for text typed so far: every word is a prefix of a word of the name or
 * username (weight A of the search document), best match first.
 */
export async function suggestProviderIds(
  db: Database,
  text: string,
  page: PageRequest,
): Promise<SearchResult> {
  const words = textWords(text);
  if (words.length === 0) return { ids: [], total: 0 };
  const query = words.map((w) => `'${w}':*A`).join(' & ');
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return rankedPageOfIds(
    db,
    [listedProvider, sql`${providers.searchDocument} @@ ${tsquery}`],
    sql`ts_rank(${providers.searchDocument}, ${tsquery})`,
    page,
  );
}

/** The attribute id of a category page by its slug; null when no category has it. */
export async function categoryIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [category] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(eq(attributes.group, 'categories'), eq(attributes.slug, slug)))
    .limit(1);
  return category?.id ?? null;
}

/** The directory: one service's listed profiles by name, optionally those starting with a letter. */
export async function alphabeticProviderIds(
  db: Database,
  service: string,
  letter: string | undefined,
  page: PageRequest,
): Promise<SearchResult> {
  const conditions = [eq(providers.serviceId, service), isNull(users.deletedAt)];
  if (letter) conditions.push(sql`lower(${users.name}) LIKE ${`${letter.toLowerCase()}%`}`);
  return pageOfIds(db, conditions, [asc(sql`lower(${users.name})`), asc(providers.id)], page, {
    joinUsers: true,
    countInWindow: true,
  });
}
