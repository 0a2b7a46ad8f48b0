// What the providers operations share: creating a profile, who may see or edit one, attribute
// checks, search criteria and the paging of voice actor lists.
import type { ProviderLocation, QuizAnswers } from '@vo/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributes, favorites, files, providers, samples, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { pagingHeaders, parseIdList, type PageRequest } from '../../http/paging';
import { loadProviderSummaries, storedLocations } from './providers';
import { type SearchCriteria } from './providerSearch';
import { rebuildSearchDocuments } from './search';
import { rolesWithout } from '../users/users';

/** Search pages hold 10 profiles by default (spec section 9). */
export const SEARCH_PAGE_SIZE = 10;
/** Recently favorited and recently booked hold 8 by default (spec section 9). */
export const RECENT_PAGE_SIZE = 8;
/** Voice over is the default search service (spec section 9). */
export const DEFAULT_SERVICE = 'voice_over';

export interface AttributeFields {
  languages?: number[] | undefined;
  voice_age_genders?: number[] | undefined;
  additional_services?: number[] | undefined;
  recording_capabilities?: number[] | undefined;
}
export const attributeFields = [
  'languages',
  'voice_age_genders',
  'additional_services',
  'recording_capabilities',
] as const;

/** Every attribute id must be an attribute of the field's own group; returns the first problem. */
export async function attributeProblem(db: Database, fields: AttributeFields): Promise<string | null> {
  const all = attributeFields.flatMap((f) => fields[f] ?? []);
  if (all.length === 0) return null;
  const rows = await db
    .select({ id: attributes.id, group: attributes.group })
    .from(attributes)
    .where(inArray(attributes.id, [...new Set(all)]));
  const groupOf = new Map(rows.map((r) => [r.id, r.group]));
  for (const field of attributeFields) {
    for (const id of fields[field] ?? []) {
      const group = groupOf.get(id);
      if (group === undefined) return `${field}: attribute ${id} does not exist.`;
      if (group !== field) return `${field}: attribute ${id} is one of the ${group}, not the ${field}.`;
    }
  }
  return null;
}

export interface NewProfile extends AttributeFields {
  summary?: string | null | undefined;
  locations?: ProviderLocation[] | undefined;
  quiz_answers?: QuizAnswers | undefined;
}

/**
 * Creates the voice_over profile of a user and gives the user the provider role. 404 when the user
 * does not exist, 409 when the user already has a profile, 400 for attributes of the wrong group.
 */
export async function createProfile(services: Services, userId: number, fields: NewProfile): Promise<number> {
  const { db } = services;
  const [user] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.deletedAt) throw notFound('user_not_found', 'User not found.');
  const problem = await attributeProblem(db, fields);
  if (problem) throw badRequest('invalid_attribute', problem);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(providers)
      .values({
        userId,
        serviceId: DEFAULT_SERVICE,
        summary: fields.summary ?? null,
        languages: fields.languages ?? [],
        voiceAgeGenders: fields.voice_age_genders ?? [],
        additionalServices: fields.additional_services ?? [],
        recordingCapabilities: fields.recording_capabilities ?? [],
        locations: storedLocations(fields.locations ?? []),
        quizAnswers: fields.quiz_answers ?? null,
        createdAt: services.now(),
      })
      .onConflictDoNothing()
      .returning({ id: providers.id });
    if (!created) throw conflict('provider_exists', 'This user already has a voice actor profile.');
    await tx
      .update(users)
      .set({
        roles: sql`CASE WHEN 'provider' = ANY(${users.roles}) THEN ${users.roles} ELSE array_append(${users.roles}, 'provider') END`,
      })
      .where(eq(users.id, userId));
    return created.id;
  });
  await rebuildSearchDocuments(db, [id]);
  return id;
}

export const populateOptions = ['samples', 'demos', 'locations'] as const;

export function parsePopulate(value: string | undefined): { samples: boolean; demos: boolean } {
  const asked = value ? value.split(',') : [];
  const unknown = asked.find((p) => !(populateOptions as readonly string[]).includes(p));
  if (unknown)
    throw badRequest(
      'invalid_populate',
      `populate accepts ${populateOptions.join(', ')}; ${unknown} is not one of them.`,
    );
  return { samples: asked.includes('samples'), demos: asked.includes('demos') };
}

export function searchCriteria(query: {
  ids?: string | undefined;
  user_ids?: string | undefined;
  languages?: string | undefined;
  voice_age_genders?: string | undefined;
  filters?: string | undefined;
  keywords?: string | undefined;
  country?: string | undefined;
  service?: string | undefined;
}): SearchCriteria {
  return {
    service: query.service ?? DEFAULT_SERVICE,
    ids: parseIdList(query.ids),
    userIds: parseIdList(query.user_ids),
    languages: parseIdList(query.languages),
    voiceAgeGenders: parseIdList(query.voice_age_genders),
    filters: parseIdList(query.filters),
    keywords: query.keywords,
    country: query.country,
  };
}

/**
 * One page of a list of voice actors whose rows carry the window count (`count(*) OVER ()`) as
 * `total`: the summaries of those ids in that order, with the paging headers. A page past the end
 * has no row to read the count from, so `countAll` counts then.
 */
export async function providerSummaryPage(
  services: Services,
  page: PageRequest,
  rows: readonly { id: number; total: number }[],
  countAll: () => Promise<{ n: number }[]>,
) {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) total = (await countAll())[0]?.n ?? 0;
  const body = await loadProviderSummaries(
    services.db,
    rows.map((r) => r.id),
    services.config.publicOrigin,
  );
  return { status: 200 as const, body, headers: pagingHeaders(page, total) };
}

/** The fields of a profile edit (updateProvider's body). */
export interface ProfileChanges extends AttributeFields {
  summary?: string | null | undefined;
  locations?: ProviderLocation[] | undefined;
  quiz_answers?: QuizAnswers | undefined;
  display_order?: number | undefined;
}

/**
 * Saves a profile edit. Lists replace the stored ones; summary and quiz_answers change only when
 * sent (null clears the summary), so an edit view that does not show the quiz keeps its answers.
 */
export async function updateProfile(db: Database, providerId: number, body: ProfileChanges): Promise<void> {
  await db
    .update(providers)
    .set({
      languages: body.languages,
      voiceAgeGenders: body.voice_age_genders,
      additionalServices: body.additional_services,
      recordingCapabilities: body.recording_capabilities,
      locations: body.locations === undefined ? undefined : storedLocations(body.locations),
      ...(body.summary !== undefined ? { summary: body.summary } : {}),
      ...(body.quiz_answers !== undefined ? { quizAnswers: body.quiz_answers } : {}),
      ...(body.display_order !== undefined ? { displayOrder: body.display_order } : {}),
    })
    .where(eq(providers.id, providerId));
  if (body.summary !== undefined) await rebuildSearchDocuments(db, [providerId]);
}

/**
 * Deletes a profile with what hangs on it: favorites of it, its samples' files, and the user's
 * provider role. Samples, demos, work experience and profile views go with it (cascade).
 */
export async function deleteProfile(
  services: Services,
  provider: { id: number; userId: number },
): Promise<void> {
  const { db } = services;
  const fileIds = await db.transaction(async (tx) => {
    const sampleFiles = await tx
      .select({ fileId: samples.fileId })
      .from(samples)
      .where(eq(samples.providerId, provider.id));
    await tx
      .delete(favorites)
      .where(and(eq(favorites.target, 'provider'), eq(favorites.targetId, provider.id)));
    // Samples, demos, work experience and profile views go with the profile (cascade).
    await tx.delete(providers).where(eq(providers.id, provider.id));
    await tx
      .update(users)
      .set({ roles: rolesWithout('provider') })
      .where(eq(users.id, provider.userId));
    const ids = sampleFiles.map((s) => s.fileId);
    if (ids.length > 0) await tx.delete(files).where(inArray(files.id, ids));
    return ids;
  });
  await Promise.all(fileIds.map((id) => services.storage.remove(id)));
}
