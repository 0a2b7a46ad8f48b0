// Market figures for voice actors: competition and demand per (language, voice age and gender)
// pair of a profile, and what clients paid for bookings, both over the stats window.
import { and, arrayContains, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributes, projects, providers } from '../../db/schema';
import { paidBooking } from '../projects/projectStates';
import { rawRows } from '../../db/rawRows';
import { monthsBefore, STATS_WINDOW_MONTHS } from './providerStats';

/** float8 aggregates: a number, or null over no rows. */
export const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));
/** An amount in US dollars rounded to cents (the document's Money). */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
export const averageBudget = (amount: number | null) => (amount === null ? null : cents(amount));

/**
 * For each (language, voice age and gender) pair of the profile: the competing profiles and the
 * projects posted (past admin approval) in the stats window, with their average budget. At most
 * 100 pairs; none when the profile lacks languages or voice age and genders.
 */
export async function marketSegments(db: Database, providerId: number, end: Date) {
  const [profile] = await db
    .select({ languages: providers.languages, voiceAgeGenders: providers.voiceAgeGenders })
    .from(providers)
    .where(eq(providers.id, providerId));
  const languages = profile?.languages ?? [];
  const vags = profile?.voiceAgeGenders ?? [];
  if (languages.length === 0 || vags.length === 0) return [];
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
  return languages
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
}

export interface RateFilters {
  language?: number | undefined;
  voice_age_gender?: number | undefined;
  audience_size?: number | undefined;
}

/**
 * What clients paid for bookings of the stats window ending at `end` (spec section 9), narrowed by
 * the booking's language, voice age and gender and audience size: count, average, median, range.
 */
export async function paidRates(db: Database, end: Date, filters: RateFilters) {
  const conditions = [
    paidBooking,
    isNotNull(projects.budget),
    gte(projects.createdAt, monthsBefore(end, STATS_WINDOW_MONTHS)),
    lte(projects.createdAt, end),
  ];
  if (filters.language !== undefined) conditions.push(arrayContains(projects.languages, [filters.language]));
  if (filters.voice_age_gender !== undefined)
    conditions.push(arrayContains(projects.voiceAgeGenders, [filters.voice_age_gender]));
  if (filters.audience_size !== undefined) conditions.push(eq(projects.audienceSize, filters.audience_size));
  const [row] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      average: sql<number | null>`avg(${projects.budget})::float8`.mapWith(nullableNumber),
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${projects.budget})`.mapWith(
        nullableNumber,
      ),
      minimum: sql<number | null>`min(${projects.budget})::float8`.mapWith(nullableNumber),
      maximum: sql<number | null>`max(${projects.budget})::float8`.mapWith(nullableNumber),
    })
    .from(projects)
    .where(and(...conditions));
  return {
    count: row?.n ?? 0,
    average: row?.average ?? null,
    median: row?.median ?? null,
    minimum: row?.minimum ?? null,
    maximum: row?.maximum ?? null,
  };
}
