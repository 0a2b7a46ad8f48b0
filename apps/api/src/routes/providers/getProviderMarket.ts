// getProviderMarket: Get a voice actor's market (GET /providers/{id}/market).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { attributes, providers } from '../../db/schema';
import { averageBudget, nullableNumber } from '../../domain/providerProfiles';
import { rawRows } from '../../domain/providerSearch';
import { monthsBefore, STATS_WINDOW_MONTHS } from '../../domain/providerStats';
import { ownedProvider } from '../../domain/providerAccess';

export const getProviderMarket: Handler<'getProviderMarket'> = async ({ params, viewer, services }) => {
  const { db } = services;
  await ownedProvider(db, viewer, params.id, 'see this market');
  const [profile] = await db
    .select({ languages: providers.languages, voiceAgeGenders: providers.voiceAgeGenders })
    .from(providers)
    .where(eq(providers.id, params.id));
  const languages = profile?.languages ?? [];
  const vags = profile?.voiceAgeGenders ?? [];
  if (languages.length === 0 || vags.length === 0)
    return { status: 200, body: { provider_id: params.id, window_months: 12, segments: [] } };
  const literal = (ids: number[]) => sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`);
  // Competitors per (language, voice age and gender) pair in one pass over the matching profiles.
  const counts = await rawRows<{ l: number; v: number; n: string | number }>(
    db,
    sql`
    SELECT l, v, count(*) AS n
    FROM providers p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL,
      unnest(p.languages) AS l, unnest(p.voice_age_genders) AS v
    WHERE p.languages && ${literal(languages)} AND p.voice_age_genders && ${literal(vags)}
      AND l = ANY(${literal(languages)}) AND v = ANY(${literal(vags)})
    GROUP BY l, v`,
  );
  const countOf = new Map(counts.map((r) => [`${r.l}:${r.v}`, Number(r.n)]));
  // Demand: projects posted (past admin approval) for each pair in the last 12 months, with their
  // average budget.
  const end = services.now();
  const demand = await rawRows<{
    l: number;
    v: number;
    n: string | number;
    budget: string | number | null;
  }>(
    db,
    sql`
    SELECT l, v, count(*) AS n, avg(pj.budget)::float8 AS budget
    FROM projects pj, unnest(pj.languages) AS l, unnest(pj.voice_age_genders) AS v
    WHERE pj.languages && ${literal(languages)} AND pj.voice_age_genders && ${literal(vags)}
      AND l = ANY(${literal(languages)}) AND v = ANY(${literal(vags)})
      AND pj.status NOT IN ('draft', 'pending_approval', 'disapproved')
      AND pj.created_at >= ${monthsBefore(end, STATS_WINDOW_MONTHS).toISOString()}::timestamptz
      AND pj.created_at <= ${end.toISOString()}::timestamptz
    GROUP BY l, v`,
  );
  const demandOf = new Map(
    demand.map((r) => [`${r.l}:${r.v}`, { n: Number(r.n), budget: nullableNumber(r.budget) }]),
  );
  const attributeRows = await db
    .select({ id: attributes.id, name: attributes.name, slug: attributes.slug })
    .from(attributes)
    .where(inArray(attributes.id, [...languages, ...vags]));
  const ref = new Map(attributeRows.map((a) => [a.id, a]));
  const segments = languages
    .flatMap((l) => vags.map((v) => [ref.get(l), ref.get(v)] as const))
    .flatMap(([language, vag]) =>
      language && vag
        ? [
            {
              language,
              voice_age_gender: vag,
              projects_count: demandOf.get(`${language.id}:${vag.id}`)?.n ?? 0,
              providers_count: countOf.get(`${language.id}:${vag.id}`) ?? 0,
              average_budget: averageBudget(demandOf.get(`${language.id}:${vag.id}`)?.budget ?? null),
            },
          ]
        : [],
    )
    .slice(0, 100);
  return { status: 200, body: { provider_id: params.id, window_months: 12, segments } };
};
