// The full-text document of each voice actor: the name and username weigh most, then sample
// tags, then sample names, then the summary. Searches rank with ts_rank over it. Rebuilt whenever
// one of those inputs changes (profile, user name, samples).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function rebuildSearchDocuments(db: Database, providerIds?: readonly number[]): Promise<void> {
  const only = providerIds
    ? sql`AND p.id = ANY(${sql.raw(`ARRAY[${providerIds.map(Number).join(',') || 'NULL'}]::int[]`)})`
    : sql``;
  await db.execute(sql`
    UPDATE providers p SET search_document =
      setweight(to_tsvector('simple', coalesce(u.name, '') || ' ' || coalesce(u.username, '')), 'A') ||
      setweight(to_tsvector('english', coalesce((
        SELECT string_agg(tag, ' ') FROM samples s, unnest(s.tags) AS tag WHERE s.provider_id = p.id), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((
        SELECT string_agg(s.name, ' ') FROM samples s WHERE s.provider_id = p.id), '')), 'C') ||
      setweight(to_tsvector('english', coalesce(p.summary, '')), 'D')
    FROM users u WHERE u.id = p.user_id ${only}`);
}
