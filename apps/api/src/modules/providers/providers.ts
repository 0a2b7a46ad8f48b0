// The Provider and ProviderSummary resources of the document, built from the database for a whole
// page at once: one query for the profiles with their users and public counters, one for the
// attribute names, and (when asked) one for samples and one for demos. Lists of any length cost
// the same four queries, never one per provider.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Provider, ProviderLocation, ProviderSummary, QuizAnswers } from '@vo/sdk';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { demos, projects, providers, samples, users } from '../../db/schema';
import { completedBooking } from '../projects/projectStates';
import {
  demoOrder,
  sampleListOrder,
  toSampleResource,
  type DemoResource,
  type DemoRow,
  type SampleRow,
} from '../samples/samples';
import type { Viewer } from '../../auth/viewer';
import { isAdmin } from '../../auth/viewer';
import { membershipTier } from '../users/membership';
import { pictureUrls } from '../../files/pictureUrls';
import { loadAttributeRefs, refsOf } from '../attributes/attributes';

export type ProviderResource = Provider;
export type ProviderSummaryResource = ProviderSummary;

/** The average review rating is shown only after 5 reviews (spec sections 5 and 9). */
export const MIN_REVIEWS_FOR_RATING = 5;

/** A demo with its samples in their sorted order (the samples given may belong to other demos). */
function demoWithSamples(
  row: DemoRow,
  providerSamples: readonly SampleRow[],
  publicOrigin: string,
): DemoResource {
  return {
    id: row.id,
    provider_id: row.providerId,
    name: row.name,
    samples: providerSamples
      .filter((s) => s.demoId === row.id)
      .sort((x, y) => x.displayOrder - y.displayOrder || x.id - y.id)
      .map((s) => toSampleResource(s, publicOrigin)),
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
  };
}

/** float8 and bigint aggregates: a number, or null over no rows. */
const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));

/** The provider columns a resource needs (never the search document, which can be large). */
const providerColumns = {
  id: providers.id,
  userId: providers.userId,
  serviceId: providers.serviceId,
  summary: providers.summary,
  languages: providers.languages,
  voiceAgeGenders: providers.voiceAgeGenders,
  additionalServices: providers.additionalServices,
  recordingCapabilities: providers.recordingCapabilities,
  locations: providers.locations,
  displayOrder: providers.displayOrder,
  quizAnswers: providers.quizAnswers,
  membershipLevel: providers.membershipLevel,
  membershipProduct: providers.membershipProduct,
  billingPeriod: providers.billingPeriod,
  membershipStartedAt: providers.membershipStartedAt,
  createdAt: providers.createdAt,
};

export interface ProviderLoadOptions {
  viewer: Viewer | null;
  publicOrigin: string;
  /** Embed the samples (all of them for the owner and admins, playable ones for others). */
  samples?: boolean;
  /** Embed the demos with their samples. */
  demos?: boolean;
  /** Include profiles of deleted accounts (an admin looking one up). */
  includeDeleted?: boolean;
}

/** A list of ids as one parameter: one statement text for any number of ids. */
const anyId = (column: AnyPgColumn) => sql`${column} = ANY(${sql.placeholder('ids')}::int[])`;

/**
 * The three queries of a page of profiles (the profile query's planning, with its five counters,
 * was 0.9 ms of its 1.4 ms on PostgreSQL before it was prepared).
 */
const loadQueries = preparedPerDatabase((db) => ({
  profiles: db
    .select({
      ...providerColumns,
      username: users.username,
      name: users.name,
      pictureFileId: users.pictureFileId,
      reviewsCount: sql<number>`(SELECT count(*) FROM reviews r
          WHERE r.target = 'provider' AND r.target_id = ${providers.id})`.mapWith(Number),
      averageRating: sql<number | null>`(SELECT avg(r.rating)::float8 FROM reviews r
          WHERE r.target = 'provider' AND r.target_id = ${providers.id})`.mapWith(nullableNumber),
      favoritesCount: sql<number>`(SELECT count(*) FROM favorites f
          WHERE f.target = 'provider' AND f.target_id = ${providers.id})`.mapWith(Number),
      listenCount: sql<number>`(SELECT coalesce(sum(s.listen_count), 0) FROM samples s
          WHERE s.provider_id = ${providers.id})`.mapWith(Number),
      bookingsCompleted: sql<number>`(SELECT count(*) FROM ${projects}
          WHERE ${projects.providerId} = ${providers.id} AND ${completedBooking})`.mapWith(Number),
      // No viewer (null) matches no favorite.
      favorite: sql<boolean>`EXISTS (SELECT 1 FROM favorites f
          WHERE f.user_id = ${sql.placeholder('viewer')}::int
            AND f.target = 'provider' AND f.target_id = ${providers.id})`,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(
      and(
        anyId(providers.id),
        sql`(${sql.placeholder('includeDeleted')}::boolean OR ${users.deletedAt} IS NULL)`,
      ),
    )
    .prepare('load_providers'),
  samples: db
    .select()
    .from(samples)
    .where(anyId(samples.providerId))
    .orderBy(...sampleListOrder)
    .prepare('load_providers_samples'),
  demos: db
    .select()
    .from(demos)
    .where(anyId(demos.providerId))
    .orderBy(...demoOrder)
    .prepare('load_providers_demos'),
}));

/**
 * The Provider resources of the given ids, in the order given; ids that match no profile (or a
 * deleted account) are left out.
 */
export async function loadProviders(
  db: Database,
  ids: readonly number[],
  options: ProviderLoadOptions,
): Promise<ProviderResource[]> {
  if (ids.length === 0) return [];
  const queries = loadQueries(db);
  const rows = await queries.profiles.execute({
    ids: [...ids],
    viewer: options.viewer?.user.id ?? null,
    includeDeleted: options.includeDeleted ?? false,
  });
  if (rows.length === 0) return [];

  const attributeIds = new Set<number>();
  for (const row of rows)
    for (const id of [
      ...row.languages,
      ...row.voiceAgeGenders,
      ...row.additionalServices,
      ...row.recordingCapabilities,
    ])
      attributeIds.add(id);
  const foundIds = rows.map((r) => r.id);
  const [attributeById, sampleRows, demoRows] = await Promise.all([
    loadAttributeRefs(db, attributeIds),
    options.samples || options.demos ? queries.samples.execute({ ids: foundIds }) : Promise.resolve([]),
    options.demos ? queries.demos.execute({ ids: foundIds }) : Promise.resolve([]),
  ]);
  const refs = (list: readonly number[]) => refsOf(attributeById, list);

  const byId = new Map(
    rows.map((row) => {
      const privileged = isAdmin(options.viewer) || options.viewer?.user.id === row.userId;
      const ownSamples = sampleRows.filter((s) => s.providerId === row.id && (privileged || s.isValid));
      const resource: ProviderResource = {
        id: row.id,
        user: { username: row.username, name: row.name },
        user_id: row.userId,
        // The column holds the document's ServiceId; the API is its only writer.
        service_id: row.serviceId as ProviderResource['service_id'],
        picture: pictureUrls(options.publicOrigin, row.pictureFileId).medium,
        summary: row.summary,
        languages: refs(row.languages),
        voice_age_genders: refs(row.voiceAgeGenders),
        additional_services: refs(row.additionalServices),
        recording_capabilities: refs(row.recordingCapabilities),
        locations: row.locations.map(toLocation),
        display_order: row.displayOrder,
        favorite: row.favorite,
        stats: {
          reviews_count: row.reviewsCount,
          average_rating:
            row.reviewsCount >= MIN_REVIEWS_FOR_RATING && row.averageRating !== null
              ? Math.round(row.averageRating * 100) / 100
              : null,
          bookings_completed: row.bookingsCompleted,
          favorites_count: row.favoritesCount,
          listen_count: row.listenCount,
          // Response times need conversations and invitations, which arrive with a later part.
          median_response_time_hours: null,
        },
        subscription: {
          tier: membershipTier(row.membershipLevel),
          level: row.membershipLevel,
          product_name: row.membershipProduct,
          billing_period: row.billingPeriod as ProviderResource['subscription']['billing_period'],
          started_at: row.membershipStartedAt?.toISOString() ?? null,
        },
        created_at: row.createdAt.toISOString(),
      };
      // The document caps an embedded list at 100 samples.
      if (options.samples)
        resource.samples = ownSamples.slice(0, 100).map((s) => toSampleResource(s, options.publicOrigin));
      if (options.demos) {
        resource.demos = demoRows
          .filter((d) => d.providerId === row.id)
          .map((d) => demoWithSamples(d, ownSamples, options.publicOrigin));
      }
      if (privileged && row.quizAnswers) resource.quiz_answers = row.quizAnswers as QuizAnswers;
      return [row.id, resource] as const;
    }),
  );
  return ids.flatMap((id) => {
    const resource = byId.get(id);
    return resource ? [resource] : [];
  });
}

/** One Provider resource, or null when there is none (or its account is deleted). */
export async function loadProvider(
  db: Database,
  id: number,
  options: ProviderLoadOptions,
): Promise<ProviderResource | null> {
  const [resource] = await loadProviders(db, [id], options);
  return resource ?? null;
}

/** What a location is stored as (providers.locations): the name is the server's to give. */
type StoredLocation = (typeof providers.$inferSelect)['locations'][number];

// Node's ICU names the countries, once per process: the browser no longer has to (country_name).
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "United States" for US; an unknown code as it is. */
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const toLocation = (l: StoredLocation): ProviderLocation => ({
  country_code: l.country_code,
  country_name: countryName(l.country_code),
  region: l.region ?? null,
  city: l.city ?? null,
});

/** The locations of a request as stored: a `country_name` sent back is not kept. */
export const storedLocations = (locations: readonly ProviderLocation[]): StoredLocation[] =>
  locations.map(({ country_code, region, city }) => ({
    country_code,
    region: region ?? null,
    city: city ?? null,
  }));

/** The ProviderSummary cards of the given ids, in the order given; unknown or deleted ones left out. */
export async function loadProviderSummaries(
  db: Database,
  ids: readonly number[],
  publicOrigin: string,
): Promise<ProviderSummaryResource[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: providers.id,
      userId: providers.userId,
      locations: providers.locations,
      membershipLevel: providers.membershipLevel,
      username: users.username,
      name: users.name,
      pictureFileId: users.pictureFileId,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(inArray(providers.id, [...ids]), isNull(users.deletedAt)));
  const byId = new Map(
    rows.map((row) => {
      const primary = row.locations[0];
      const summary: ProviderSummaryResource = {
        id: row.id,
        user_id: row.userId,
        user: { username: row.username, name: row.name },
        picture: pictureUrls(publicOrigin, row.pictureFileId).small,
        location: primary ? toLocation(primary) : null,
        membership: membershipTier(row.membershipLevel),
      };
      return [row.id, summary] as const;
    }),
  );
  return ids.flatMap((id) => {
    const summary = byId.get(id);
    return summary ? [summary] : [];
  });
}
