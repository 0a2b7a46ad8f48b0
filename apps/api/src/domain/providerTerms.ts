// A one-word free-text search, paged from the word's rows of provider_terms (migration 0014) in
// rank order, instead of ranking every match. A common word matches one profile in eight
// ('narration': 12,519 of 100,000); ranking them all with ts_rank visits the heap page of every
// match and sorts them, 16 ms of PostgreSQL's time at rest for one page of ten. Here the page is
// the first rows of an index range and the total a row of provider_term_counts. Both tables hold
// listed profiles only (PostgreSQL leaves deleted accounts out as it keeps them).
//
// The order is the one ts_rank gives the whole search. A word's tsquery is its form as typed OR
// its English stem (`'narration' | 'narrat'`, domain/providerSearch.ts), and ts_rank of an OR
// query is the mean over its distinct lexemes of the rank of each lexeme alone: the score a row
// of provider_terms holds. So a profile's rank is the mean of its rows' scores for the word's one
// or two lexemes.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { providerTermCounts, providerTerms } from '../db/schema';
import type { PageRequest } from './paging';
import { rawRows } from '../db/rawRows';
import type { SearchResult } from './providerSearch';

/** The order of a lexeme's rows in the rank index (NULLS LAST as the index has it: else the page sorts every match). */
const indexOrder = sql`score DESC NULLS LAST, membership_level DESC NULLS LAST, display_order, provider_id`;

/** The queries of the common case (one lexeme matches), prepared. */
const termQueries = preparedPerDatabase((db) => ({
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
  page: db
    .select({ id: providerTerms.providerId })
    .from(providerTerms)
    .where(
      sql`${providerTerms.serviceId} = ${sql.placeholder('service')}
        AND ${providerTerms.lexeme} = ${sql.placeholder('lexeme')}`,
    )
    .orderBy(indexOrder)
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('provider_terms_page'),
}));

/**
 * One page of the profiles of `service` whose search document holds one of `lexemes` (one or
 * two: the lexemes of one search word), in the order of `ts_rank` of the document and the OR of
 * the lexemes, then membership level, display_order and id, with the total.
 */
export async function termRankedPage(
  db: Database,
  service: string,
  lexemes: readonly string[],
  page: PageRequest,
): Promise<SearchResult> {
  const { counts: countsQuery, page: pageQuery } = termQueries(db);
  const counts = await countsQuery.execute({ service, lexemes: [...lexemes] });
  const [fewer, more, ...rest] = counts;
  if (!fewer || rest.length > 0) {
    if (rest.length > 0) throw new Error('A search word has at most two lexemes.');
    return { ids: [], total: 0 };
  }
  if (!more) {
    // One lexeme matches: its rows are already in the page's order.
    const rows = await pageQuery.execute({
      service,
      lexeme: fewer.lexeme,
      size: page.size,
      offset: page.offset,
    });
    return { ids: rows.map((r) => r.id), total: fewer.n };
  }
  // Both match (the word as typed in a name, say, and its stem in sample names). A profile's rank
  // is the mean of its two scores, and one that holds only the commoner lexeme ranks by that
  // score alone: so the page is among every profile holding the rarer lexeme and the first
  // (offset + size + that many) of the commoner's, whatever the scores.
  const enough = page.offset + page.size + fewer.n;
  const [rows, overlap] = await Promise.all([
    rawRows<{ id: number }>(
      db,
      sql`WITH candidates AS (
          SELECT provider_id, membership_level, display_order FROM provider_terms
            WHERE service_id = ${service} AND lexeme = ${fewer.lexeme}
          UNION
          (SELECT provider_id, membership_level, display_order FROM provider_terms
            WHERE service_id = ${service} AND lexeme = ${more.lexeme}
            ORDER BY ${indexOrder} LIMIT ${enough})
        )
        SELECT c.provider_id AS id FROM candidates c
          LEFT JOIN provider_terms f ON f.provider_id = c.provider_id AND f.lexeme = ${fewer.lexeme}
          LEFT JOIN provider_terms m ON m.provider_id = c.provider_id AND m.lexeme = ${more.lexeme}
        ORDER BY ((coalesce(f.score, 0)::float8 + coalesce(m.score, 0)) / 2)::real DESC,
          c.membership_level DESC NULLS LAST, c.display_order, c.provider_id
        LIMIT ${page.size} OFFSET ${page.offset}`,
    ),
    // Profiles holding both are counted once.
    rawRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM provider_terms f
        JOIN provider_terms m ON m.provider_id = f.provider_id AND m.lexeme = ${more.lexeme}
        WHERE f.service_id = ${service} AND f.lexeme = ${fewer.lexeme}`,
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: fewer.n + more.n - (overlap[0]?.n ?? 0) };
}
