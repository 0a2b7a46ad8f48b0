// A one-word free-text search, alone or in languages, paged from the word's rows of provider_terms
// (migration 0014) in rank order, instead of ranking every match. A common word matches one
// profile in eight ('narration': 12,519 of 100,000); ranking them all with ts_rank visits the heap
// page of every match and sorts them, 16 ms of PostgreSQL's time at rest for one page of ten, and
// in a language the two GIN lookups ANDed cost 6 ms before the ranking. Here the page is the first
// rows of an index range and the total a row of provider_term_counts (any language) or an
// index-only count of the range (a language). Both tables hold listed profiles only (PostgreSQL
// leaves deleted accounts out as it keeps them). A profile's rows stand for each language it speaks
// and each language those are variants of (migration 0016): the range of Spanish holds the speakers
// of Spanish (Latin American), as a search for Spanish finds them.
//
// The order is the one ts_rank gives the whole search. A word's tsquery is its form as typed OR
// its English stem (`'narration' | 'narrat'`, modules/providers/providerSearch.ts), and ts_rank of an OR
// query is the mean over its distinct lexemes of the rank of each lexeme alone: the score a row
// of provider_terms holds. So a profile's rank is the mean of its rows' scores for the word's one
// or two lexemes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rawRows } from '../../db/rawRows';
import { providerTermCounts, providerTerms } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/** A page of search results: the profiles' ids in rank order, and how many match in all. */
export interface SearchResult {
  ids: number[];
  total: number;
}

/** The language of the rows that stand for any language. */
const ANY_LANGUAGE = 0;

/**
 * The order of a range's rows in the rank index (NULLS LAST as the index has it: else the page
 * sorts every match).
 */
const indexOrder = sql`score DESC NULLS LAST, membership_level DESC NULLS LAST, display_order, provider_id`;

/** The queries of the common cases, prepared. */
const termQueries = preparedPerDatabase((db) => ({
  /** Profiles holding each lexeme, in any language. */
  counts: db
    .select({ lexeme: providerTermCounts.lexeme, n: providerTermCounts.n })
    .from(providerTermCounts)
    .where(
      sql`${providerTermCounts.serviceId} = ${sql.placeholder('service')}
        AND ${providerTermCounts.lexeme} = ANY(${sql.placeholder('lexemes')}::text[])
        AND ${providerTermCounts.n} > 0`,
    )
    .orderBy(providerTermCounts.n, providerTermCounts.lexeme)
    .prepare('provider_term_counts'),
  /** Profiles holding each lexeme in one of the languages (each profile once). */
  countsIn: db
    .select({
      lexeme: providerTerms.lexeme,
      n: sql<number>`count(DISTINCT ${providerTerms.providerId})::int`,
    })
    .from(providerTerms)
    .where(
      sql`${providerTerms.serviceId} = ${sql.placeholder('service')}
        AND ${providerTerms.lexeme} = ANY(${sql.placeholder('lexemes')}::text[])
        AND ${providerTerms.language} = ANY(${sql.placeholder('languages')}::int[])`,
    )
    .groupBy(providerTerms.lexeme)
    .orderBy(sql`2`, providerTerms.lexeme)
    .prepare('provider_term_counts_in'),
  /** A page of one lexeme's range in one language (or any): the first rows of the range. */
  page: db
    .select({ id: providerTerms.providerId })
    .from(providerTerms)
    .where(
      sql`${providerTerms.serviceId} = ${sql.placeholder('service')}
        AND ${providerTerms.lexeme} = ${sql.placeholder('lexeme')}
        AND ${providerTerms.language} = ${sql.placeholder('language')}`,
    )
    .orderBy(indexOrder)
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('provider_terms_page'),
}));

/**
 * One page of the profiles of `service` whose search document holds one of `lexemes` (one or
 * two: the lexemes of one search word) and that speak one of `languages` (any when empty), in the
 * order of `ts_rank` of the document and the OR of the lexemes, then membership level,
 * display_order and id, with the total. Null in the one case it does not answer (both lexemes
 * match, in languages): the caller ranks the matches itself.
 */
export async function termRankedPage(
  db: Database,
  service: string,
  lexemes: readonly string[],
  languages: readonly number[],
  page: PageRequest,
): Promise<SearchResult | null> {
  const queries = termQueries(db);
  const counts =
    languages.length === 0
      ? await queries.counts.execute({ service, lexemes: [...lexemes] })
      : await queries.countsIn.execute({ service, lexemes: [...lexemes], languages: [...languages] });
  const [fewer, more, ...rest] = counts;
  if (rest.length > 0) throw new Error('A search word has at most two lexemes.');
  if (!fewer) return { ids: [], total: 0 };
  if (!more) {
    // One lexeme matches: its range in the language (or any) is in the page's order.
    const [language] = languages;
    if (languages.length <= 1) {
      const rows = await queries.page.execute({
        service,
        lexeme: fewer.lexeme,
        language: language ?? ANY_LANGUAGE,
        size: page.size,
        offset: page.offset,
      });
      return { ids: rows.map((r) => r.id), total: fewer.n };
    }
    // Several languages: the ranges overlap (a profile speaking two of them is in both), so their
    // matches are sorted once each (they are the few profiles of those languages holding the word).
    const rows = await rawRows<{ id: number }>(
      db,
      sql`SELECT provider_id AS id FROM (
          SELECT DISTINCT provider_id, score, membership_level, display_order FROM provider_terms
          WHERE service_id = ${service} AND lexeme = ${fewer.lexeme}
            AND language = ANY(${`{${languages.join(',')}}`}::int[])
        ) AS matches
        ORDER BY ${indexOrder} LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    return { ids: rows.map((r) => r.id), total: fewer.n };
  }
  if (languages.length > 0) return null;
  // Both match (the word as typed in a name, say, and its stem in sample names). A profile's rank
  // is the mean of its two scores, and one that holds only the commoner lexeme ranks by that
  // score alone: so the page is among every profile holding the rarer lexeme and the first
  // (offset + size + that many) of the commoner's, whatever the scores.
  const enough = page.offset + page.size + fewer.n;
  const any = ANY_LANGUAGE;
  const [rows, overlap] = await Promise.all([
    rawRows<{ id: number }>(
      db,
      sql`WITH candidates AS (
          SELECT provider_id, membership_level, display_order FROM provider_terms
            WHERE service_id = ${service} AND lexeme = ${fewer.lexeme} AND language = ${any}
          UNION
          (SELECT provider_id, membership_level, display_order FROM provider_terms
            WHERE service_id = ${service} AND lexeme = ${more.lexeme} AND language = ${any}
            ORDER BY ${indexOrder} LIMIT ${enough})
        )
        SELECT c.provider_id AS id FROM candidates c
          LEFT JOIN provider_terms f
            ON f.provider_id = c.provider_id AND f.lexeme = ${fewer.lexeme} AND f.language = ${any}
          LEFT JOIN provider_terms m
            ON m.provider_id = c.provider_id AND m.lexeme = ${more.lexeme} AND m.language = ${any}
        ORDER BY ((coalesce(f.score, 0)::float8 + coalesce(m.score, 0)) / 2)::real DESC,
          c.membership_level DESC NULLS LAST, c.display_order, c.provider_id
        LIMIT ${page.size} OFFSET ${page.offset}`,
    ),
    // Profiles holding both are counted once.
    rawRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM provider_terms f
        JOIN provider_terms m
          ON m.provider_id = f.provider_id AND m.lexeme = ${more.lexeme} AND m.language = ${any}
        WHERE f.service_id = ${service} AND f.lexeme = ${fewer.lexeme} AND f.language = ${any}`,
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: fewer.n + more.n - (overlap[0]?.n ?? 0) };
}
