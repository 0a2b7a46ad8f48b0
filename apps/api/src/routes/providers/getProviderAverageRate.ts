// getProviderAverageRate: Get the average booking rate (GET /providers/averageRate).
import { and, arrayContains, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { projects } from '../../db/schema';
import { paidBooking } from '../../domain/projects';
import { cents, nullableNumber } from '../../domain/providerProfiles';

import { monthsBefore, STATS_WINDOW_MONTHS } from '../../domain/providerStats';

export const getProviderAverageRate: Handler<'getProviderAverageRate'> = async ({ query, services }) => {
  // What clients paid for bookings of the last 12 months (the stats window of spec section 9),
  // narrowed by the booking's language, voice age and gender and audience size.
  const end = services.now();
  const conditions = [
    paidBooking,
    isNotNull(projects.budget),
    gte(projects.createdAt, monthsBefore(end, STATS_WINDOW_MONTHS)),
    lte(projects.createdAt, end),
  ];
  if (query.language !== undefined) conditions.push(arrayContains(projects.languages, [query.language]));
  if (query.voice_age_gender !== undefined)
    conditions.push(arrayContains(projects.voiceAgeGenders, [query.voice_age_gender]));
  if (query.audience_size !== undefined) conditions.push(eq(projects.audienceSize, query.audience_size));
  const [row] = await services.db
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
  const count = row?.n ?? 0;
  return {
    status: 200,
    body: {
      currency: 'USD',
      // Without bookings there is nothing to average: 0 over projects_count 0, the rest null.
      average: count === 0 ? 0 : cents(row?.average ?? 0),
      median: count === 0 ? null : cents(row?.median ?? 0),
      minimum: count === 0 ? null : cents(row?.minimum ?? 0),
      maximum: count === 0 ? null : cents(row?.maximum ?? 0),
      projects_count: count,
      language_id: query.language ?? null,
      voice_age_gender_id: query.voice_age_gender ?? null,
      audience_size: query.audience_size ?? null,
    },
  };
};
