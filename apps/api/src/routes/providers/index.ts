// providers: voice actor profiles (create, update, delete, get), search (filters, free text, category
// pages, suggestions, the alphabetic directory), lists around a profile (also visited, recently
// favorited or booked), profile views, stats, market and work experience (spec section 7 Providers).
import { and, arrayContains, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Handlers } from '../../contract/types';
import type { Database } from '../../db/client';
import {
  attributes,
  favorites,
  files,
  profileViews,
  projectOwners,
  projects,
  providers,
  samples,
  users,
  workExperiences,
} from '../../db/schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { loadProvider, loadProviders, loadProviderSummaries } from '../../domain/providers';
import { bookedBooking, paidBooking } from '../../domain/projects';
import { pageRequest, pagingHeaders, parseIdList, slicePage, type PageRequest } from '../../domain/paging';
import { rebuildSearchDocuments } from '../../domain/search';
import type { Services } from '../../services';
import { pageOfIds, rawRows, searchProviderIds, suggestProviderIds, type SearchCriteria } from '../../domain/providerSearch';
import {
  metricFor,
  monthsBefore,
  reportedMetrics,
  RESPONSE_TIME_WINDOW_MONTHS,
  STATS_WINDOW_MONTHS,
} from '../../domain/providerStats';

type ProviderLocation = components['schemas']['ProviderLocation'];
type QuizAnswers = components['schemas']['QuizAnswers'];

/** Search pages hold 10 profiles by default (spec section 9). */
const SEARCH_PAGE_SIZE = 10;
/** Recently favorited and recently booked hold 8 by default (spec section 9). */
const RECENT_PAGE_SIZE = 8;
/** The recently visited profile list keeps at most 10 ids (spec sections 5 and 9). */
const RECENTLY_VISITED_MAX = 10;
/** float8 aggregates: a number, or null over no rows. */
const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));
/** An amount in US dollars rounded to cents (the document's Money). */
const cents = (amount: number) => Math.round(amount * 100) / 100;
const averageBudget = (amount: number | null) => (amount === null ? null : cents(amount));
/** Voice over is the default search service (spec section 9). */
const DEFAULT_SERVICE = 'voice_over';

// Operations that require sign-in are authenticated before the handler runs; this narrows the type.
const loginRequired = () =>
  unauthorized('InvalidTokenSupplied', 'missing_token', 'Please log in to continue.');
const profileNotFound = () => notFound('provider_not_found', 'Profile not found.');

async function providerRow(db: Database, id: number) {
  const [row] = await db
    .select({
      id: providers.id,
      userId: providers.userId,
      serviceId: providers.serviceId,
      deletedAt: users.deletedAt,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, id))
    .limit(1);
  return row ?? null;
}

/** The profile, for its owner or an admin; 404 when missing, 403 for anyone else. */
async function ownedProvider(db: Database, id: number, viewer: Viewer | null, action: string) {
  const row = await providerRow(db, id);
  if (!row || (row.deletedAt && !isAdmin(viewer))) throw profileNotFound();
  if (!isAdmin(viewer) && viewer?.user.id !== row.userId)
    throw forbidden('not_profile_owner', `Only the profile owner or an admin can ${action}.`);
  return row;
}

/** A public profile: 404 when missing or when its account is deleted. */
async function visibleProvider(db: Database, id: number, viewer: Viewer | null) {
  const row = await providerRow(db, id);
  if (!row || (row.deletedAt && !isAdmin(viewer))) throw profileNotFound();
  return row;
}

interface AttributeFields {
  languages?: number[] | undefined;
  voice_age_genders?: number[] | undefined;
  additional_services?: number[] | undefined;
  recording_capabilities?: number[] | undefined;
}
const attributeFields = [
  'languages',
  'voice_age_genders',
  'additional_services',
  'recording_capabilities',
] as const;

/** Every attribute id must be an attribute of the field's own group; returns the first problem. */
async function attributeProblem(db: Database, fields: AttributeFields): Promise<string | null> {
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

interface NewProfile extends AttributeFields {
  summary?: string | null | undefined;
  locations?: ProviderLocation[] | undefined;
  quiz_answers?: QuizAnswers | undefined;
}

/**
 * Creates the voice_over profile of a user and gives the user the provider role. 404 when the user
 * does not exist, 409 when the user already has a profile, 400 for attributes of the wrong group.
 */
async function createProfile(services: Services, userId: number, fields: NewProfile): Promise<number> {
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
        locations: fields.locations ?? [],
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

const populateOptions = ['samples', 'demos', 'locations'] as const;

function parsePopulate(value: string | undefined): { samples: boolean; demos: boolean } {
  const asked = value ? value.split(',') : [];
  const unknown = asked.find((p) => !(populateOptions as readonly string[]).includes(p));
  if (unknown)
    throw badRequest(
      'invalid_populate',
      `populate accepts ${populateOptions.join(', ')}; ${unknown} is not one of them.`,
    );
  return { samples: asked.includes('samples'), demos: asked.includes('demos') };
}

function searchCriteria(query: {
  ids?: string | undefined;
  user_ids?: string | undefined;
  languages?: string | undefined;
  voice_age_genders?: string | undefined;
  filters?: string | undefined;
  keywords?: string | undefined;
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
  };
}

/**
 * One page of a list of voice actors whose rows carry the window count (`count(*) OVER ()`) as
 * `total`: the summaries of those ids in that order, with the paging headers. A page past the end
 * has no row to read the count from, so `countAll` counts then.
 */
async function providerSummaryPage(
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

export const providerHandlers = {
  addProvider: async ({ body, viewer, services }) => {
    if (!viewer) throw loginRequired();
    if (body.user_id !== viewer.user.id && !isAdmin(viewer))
      throw forbidden('not_own_user', 'You can create a voice actor profile for yourself only.');
    const id = await createProfile(services, body.user_id, body);
    const created = await loadProvider(services.db, id, {
      viewer,
      publicOrigin: services.config.publicOrigin,
    });
    if (!created) throw profileNotFound();
    return { status: 201, body: created };
  },

  createProvider: async ({ params, viewer, services }) => {
    if (!viewer) throw loginRequired();
    if (params.id !== viewer.user.id && !isAdmin(viewer))
      throw forbidden('not_own_user', 'You can create a voice actor profile for yourself only.');
    const id = await createProfile(services, params.id, {});
    const created = await loadProvider(services.db, id, {
      viewer,
      publicOrigin: services.config.publicOrigin,
    });
    if (!created) throw profileNotFound();
    return { status: 201, body: created };
  },

  getProvider: async ({ params, query, viewer, services }) => {
    const populate = parsePopulate(query.populate);
    const provider = await loadProvider(services.db, params.id, {
      viewer,
      publicOrigin: services.config.publicOrigin,
      ...populate,
      includeDeleted: isAdmin(viewer),
    });
    if (!provider) throw profileNotFound();
    return { status: 200, body: provider };
  },

  updateProvider: async ({ params, body, viewer, services }) => {
    const { db } = services;
    await ownedProvider(db, params.id, viewer, 'edit this profile');
    if (body.display_order !== undefined && !isAdmin(viewer))
      throw badRequest('field_not_allowed', 'display_order can be set by an admin only.');
    const problem = await attributeProblem(db, body);
    if (problem) throw new HttpError(422, 'invalid_attribute', problem);
    // Lists replace the stored ones; summary and quiz_answers change only when sent (null clears
    // the summary), so an edit view that does not show the quiz keeps its answers.
    await db
      .update(providers)
      .set({
        languages: body.languages,
        voiceAgeGenders: body.voice_age_genders,
        additionalServices: body.additional_services,
        recordingCapabilities: body.recording_capabilities,
        locations: body.locations,
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(body.quiz_answers !== undefined ? { quizAnswers: body.quiz_answers } : {}),
        ...(body.display_order !== undefined ? { displayOrder: body.display_order } : {}),
      })
      .where(eq(providers.id, params.id));
    if (body.summary !== undefined) await rebuildSearchDocuments(db, [params.id]);
    const updated = await loadProvider(db, params.id, {
      viewer,
      publicOrigin: services.config.publicOrigin,
      includeDeleted: true,
    });
    if (!updated) throw profileNotFound();
    return { status: 200, body: updated };
  },

  deleteProvider: async ({ params, services }) => {
    const { db } = services;
    const row = await providerRow(db, params.id);
    if (!row) throw profileNotFound();
    const fileIds = await db.transaction(async (tx) => {
      const sampleFiles = await tx
        .select({ fileId: samples.fileId })
        .from(samples)
        .where(eq(samples.providerId, params.id));
      await tx
        .delete(favorites)
        .where(and(eq(favorites.target, 'provider'), eq(favorites.targetId, params.id)));
      // Samples, demos, work experience and profile views go with the profile (cascade).
      await tx.delete(providers).where(eq(providers.id, params.id));
      await tx
        .update(users)
        .set({ roles: sql`array_remove(${users.roles}, 'provider')` })
        .where(eq(users.id, row.userId));
      const ids = sampleFiles.map((s) => s.fileId);
      if (ids.length > 0) await tx.delete(files).where(inArray(files.id, ids));
      return ids;
    });
    await Promise.all(fileIds.map((id) => services.storage.remove(id)));
    return { status: 204 };
  },

  searchProviders: async ({ query, viewer, services }) => {
    const page = pageRequest(query, SEARCH_PAGE_SIZE);
    const result = await searchProviderIds(services.db, searchCriteria(query), page);
    // Search cards play samples, so a page comes with its samples (one query for the page).
    const body = await loadProviders(services.db, result.ids, {
      viewer,
      publicOrigin: services.config.publicOrigin,
      samples: true,
    });
    return { status: 200, body, headers: pagingHeaders(page, result.total) };
  },

  searchProvidersBySlug: async ({ params, query, viewer, services }) => {
    const [category] = await services.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(eq(attributes.group, 'categories'), eq(attributes.slug, params.slug)))
      .limit(1);
    if (!category) throw notFound('category_not_found', 'No category page has this slug.');
    const page = pageRequest(query, SEARCH_PAGE_SIZE);
    const criteria = searchCriteria(query);
    const result = await searchProviderIds(
      services.db,
      { ...criteria, filters: [...new Set([category.id, ...(criteria.filters ?? [])])] },
      page,
    );
    const body = await loadProviders(services.db, result.ids, {
      viewer,
      publicOrigin: services.config.publicOrigin,
      samples: true,
    });
    return { status: 200, body, headers: pagingHeaders(page, result.total) };
  },

  suggestProviders: async ({ query, services }) => {
    const page = pageRequest(query);
    const result = await suggestProviderIds(services.db, query.text, page);
    const body = await loadProviderSummaries(services.db, result.ids, services.config.publicOrigin);
    return { status: 200, body, headers: pagingHeaders(page, result.total) };
  },

  listProvidersAlphabetic: async ({ query, services }) => {
    const page = pageRequest(query);
    const conditions = [eq(providers.serviceId, DEFAULT_SERVICE), isNull(users.deletedAt)];
    if (query.letter) conditions.push(sql`lower(${users.name}) LIKE ${`${query.letter.toLowerCase()}%`}`);
    const result = await pageOfIds(
      services.db,
      conditions,
      [asc(sql`lower(${users.name})`), asc(providers.id)],
      page,
      { joinUsers: true, countInWindow: true },
    );
    const body = await loadProviderSummaries(services.db, result.ids, services.config.publicOrigin);
    return { status: 200, body, headers: pagingHeaders(page, result.total) };
  },

  getProvidersByIds: async ({ query, viewer, services }) => {
    const page = pageRequest(query);
    const found = await loadProviders(services.db, parseIdList(query.ids), {
      viewer,
      publicOrigin: services.config.publicOrigin,
    });
    return { status: 200, body: slicePage(found, page), headers: pagingHeaders(page, found.length) };
  },

  getProviderMarket: async ({ params, viewer, services }) => {
    const { db } = services;
    await ownedProvider(db, params.id, viewer, 'see this market');
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
  },

  listProvidersAlsoVisited: async ({ params, query, viewer, services }) => {
    const { db } = services;
    await visibleProvider(db, params.id, viewer);
    const page = pageRequest(query);
    // A visitor is the signed-in user, or the browser session of an anonymous one.
    const visitor = sql`coalesce('u' || ${profileViews.viewerId}::text, 's' || ${profileViews.sessionId})`;
    const visitors = db
      .selectDistinct({ visitor: visitor.as('visitor') })
      .from(profileViews)
      .where(eq(profileViews.providerId, params.id))
      .as('visitors');
    const visits = sql<number>`count(DISTINCT ${visitor})`.mapWith(Number);
    const rows = await db
      .select({
        id: profileViews.providerId,
        visits,
        total: sql<number>`count(*) OVER ()`.mapWith(Number),
      })
      .from(profileViews)
      .innerJoin(visitors, sql`${visitors.visitor} = ${visitor}`)
      .innerJoin(providers, eq(providers.id, profileViews.providerId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(sql`${profileViews.providerId} <> ${params.id}`)
      .groupBy(profileViews.providerId)
      .orderBy(desc(visits), asc(profileViews.providerId))
      .limit(page.size)
      .offset(page.offset);
    return providerSummaryPage(services, page, rows, () =>
      db
        .select({ n: sql<number>`count(DISTINCT ${profileViews.providerId})`.mapWith(Number) })
        .from(profileViews)
        .innerJoin(visitors, sql`${visitors.visitor} = ${visitor}`)
        .innerJoin(providers, eq(providers.id, profileViews.providerId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(sql`${profileViews.providerId} <> ${params.id}`),
    );
  },

  listRecentlyFavoritedProviders: async ({ query, viewer, services }) => {
    if (!viewer) throw loginRequired();
    const { db } = services;
    const page = pageRequest(query, RECENT_PAGE_SIZE);
    const rows = await db
      .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.targetId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(and(eq(favorites.userId, viewer.user.id), eq(favorites.target, 'provider')))
      .orderBy(desc(favorites.createdAt), desc(providers.id))
      .limit(page.size)
      .offset(page.offset);
    return providerSummaryPage(services, page, rows, () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(favorites)
        .innerJoin(providers, eq(providers.id, favorites.targetId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(and(eq(favorites.userId, viewer.user.id), eq(favorites.target, 'provider'))),
    );
  },

  listRecentlyBookedProviders: async ({ query, viewer, services }) => {
    if (!viewer) throw loginRequired();
    const { db } = services;
    const page = pageRequest(query, RECENT_PAGE_SIZE);
    // The voice actors of the caller's bookings that reached a booked state, each once, by their
    // latest booking.
    const lastBooked = sql`max(${projects.createdAt})`;
    const booked = and(eq(projectOwners.userId, viewer.user.id), bookedBooking);
    const rows = await db
      .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .innerJoin(providers, eq(providers.id, projects.providerId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(booked)
      .groupBy(providers.id)
      .orderBy(desc(lastBooked), desc(providers.id))
      .limit(page.size)
      .offset(page.offset);
    return providerSummaryPage(services, page, rows, () =>
      db
        .select({ n: sql<number>`count(DISTINCT ${providers.id})`.mapWith(Number) })
        .from(projectOwners)
        .innerJoin(projects, eq(projects.id, projectOwners.projectId))
        .innerJoin(providers, eq(providers.id, projects.providerId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(booked),
    );
  },

  getProviderAverageRate: async ({ query, services }) => {
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
  },

  recordProviderProfileView: async ({ params, body, viewer, sessionId, services }) => {
    const { db } = services;
    await visibleProvider(db, params.id, viewer);
    // An admin acting as someone does not visit on their behalf, and owners do not count as
    // visitors of their own profile.
    if (viewer?.admin || viewer?.providerId === params.id) return { status: 200, body: { ok: true } };
    await db.insert(profileViews).values({
      providerId: params.id,
      viewerId: viewer?.user.id ?? null,
      sessionId,
      at: services.now(),
    });
    if (viewer) {
      // The viewed profile first, then the others newest first, without repeats, at most 10.
      const lastVisited = [params.id, ...body.last_visited.filter((id) => id !== params.id)].slice(
        0,
        RECENTLY_VISITED_MAX,
      );
      await db
        .update(users)
        .set({ prefs: sql`${users.prefs} || ${JSON.stringify({ last_visited: lastVisited })}::jsonb` })
        .where(eq(users.id, viewer.user.id));
    }
    return { status: 200, body: { ok: true } };
  },

  getProviderStats: async ({ params, viewer, services }) => {
    const { db } = services;
    const row = await ownedProvider(db, params.id, viewer, 'see these stats');
    const end = services.now();
    const start = monthsBefore(end, STATS_WINDOW_MONTHS);
    const metrics = [];
    for (const name of reportedMetrics)
      metrics.push(await metricFor(db, row.id, row.serviceId, name, start, end));
    const profile = await loadProvider(db, row.id, {
      viewer,
      publicOrigin: services.config.publicOrigin,
      includeDeleted: true,
    });
    return {
      status: 200,
      body: {
        provider_id: row.id,
        window_months: STATS_WINDOW_MONTHS,
        response_time_window_months: RESPONSE_TIME_WINDOW_MONTHS,
        period_start: start.toISOString().slice(0, 10),
        period_end: end.toISOString().slice(0, 10),
        ...(profile ? { stats: profile.stats } : {}),
        metrics,
      },
    };
  },

  listProviderWorkExperiences: async ({ params, query, viewer, services }) => {
    const { db } = services;
    await visibleProvider(db, params.id, viewer);
    const page = pageRequest(query);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(workExperiences)
        .where(eq(workExperiences.providerId, params.id))
        .orderBy(desc(workExperiences.year), desc(workExperiences.id))
        .limit(page.size)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(workExperiences)
        .where(eq(workExperiences.providerId, params.id)),
    ]);
    const body = rows.map((w) => ({
      id: w.id,
      provider_id: w.providerId,
      year: w.year,
      title: w.title,
      client_name: w.clientName,
      role: w.role,
      description: w.description,
      url: w.url,
    }));
    return { status: 200, body, headers: pagingHeaders(page, count?.n ?? 0) };
  },
} satisfies Handlers;
