// Scales a seeded database to a given number of voice actors for the benchmark, with set-based
// SQL (generate_series), so that 100,000 profiles take seconds rather than minutes. The extra
// actors get languages, voice ages and genders, membership levels and a search document drawn
// from the seeded attributes, so filtered searches have realistic selectivity.
import { count, sql } from 'drizzle-orm';
import { providers } from '../db/schema';
import type { Database } from '../db/client';

export async function scaleProviders(db: Database, total: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providers);
  const existing = row?.n ?? 0;
  const extra = total - existing;
  if (extra <= 0) return existing;
  await db.execute(sql`
    INSERT INTO users (username, name, email, roles, created_at)
    SELECT 'bench.actor.' || g, 'Bench Actor ' || g, 'bench' || g || '@bench.test', '{provider}', now() - (g % 900) * interval '1 day'
    FROM generate_series(1, ${extra}) AS g`);
  await db.execute(sql`
    WITH langs AS (SELECT array_agg(id ORDER BY id) AS ids FROM attributes WHERE "group" = 'languages'),
         vags AS (SELECT array_agg(id ORDER BY id) AS ids FROM attributes WHERE "group" = 'voice_age_genders'),
         bench AS (SELECT id, row_number() OVER (ORDER BY id) AS g FROM users WHERE email LIKE '%@bench.test')
    INSERT INTO providers (user_id, languages, voice_age_genders, membership_level, display_order, locations, summary, search_document)
    SELECT b.id,
           ARRAY[langs.ids[1 + (b.g % array_length(langs.ids, 1))], langs.ids[1 + ((b.g * 7) % array_length(langs.ids, 1))]],
           ARRAY[vags.ids[1 + (b.g % array_length(vags.ids, 1))]],
           1 + (b.g % 5), (b.g % 100)::int,
           jsonb_build_array(jsonb_build_object('country_code', (ARRAY['US','GB','CA','AU','DE','FR','ES','MX','BR','IT'])[1 + (b.g % 10)])),
           'Warm, versatile narration and commercial reads.',
           setweight(to_tsvector('simple', 'Bench Actor ' || b.g), 'A') ||
           setweight(to_tsvector('english', (ARRAY['narration','commercial','e-learning','animation','audiobook','ivr','trailer','documentary'])[1 + (b.g % 8)]), 'B')
    FROM bench b, langs, vags`);
  // A database in use is vacuumed: without it, autovacuum catches up on the bulk load during the
  // first scenarios, and until it has set the visibility map every index-only scan reads the heap
  // too (the first full-text scenario's p99 was several times that of the next ones).
  await db.execute(sql`VACUUM ANALYZE`);
  return total;
}
