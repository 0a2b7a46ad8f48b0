// Category landing pages (/category/{slug}): their text, the search filter that picks their voice
// actors (the search's own rules: languages and voice age and genders match any of the page's,
// every other attribute must be on the profile), market figures over those voice actors and
// their projects, and the pages most like one page.
import type {
  AttributeRef,
  CategoryPage,
  CategoryPageInsights,
  CategoryPageSummary,
  SearchFilter,
} from '@vo/sdk';
import { and, asc, count, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categoryPages,
  projects,
  providers,
  reviews,
  samples,
  type CategoryPageFilterIds,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { attributeGroups, loadAttributeRefs, refsOf, withLanguageVariants } from '../attributes/attributes';
import type { PageRequest } from '../../http/paging';
import { DEFAULT_SERVICE } from '../providers/providerProfiles';
import { rawRows } from '../../db/rawRows';
import { listedProvider, searchProviderIds, type SearchCriteria } from '../providers/providerSearch';
import { loadProviderSummaries } from '../providers/providers';

type PageRow = typeof categoryPages.$inferSelect;

/** Voice actors shown on the page itself (the full list pages through searchProvidersBySlug). */
export const PROVIDERS_SAMPLE_SIZE = 6;
/** Insights cover the stats window (section 9: 12 months); response times 6 months. */
const STATS_WINDOW_MONTHS = 12;
/** How many top languages the insights name. */
const TOP_LANGUAGES = 5;

const idsOf = (filters: CategoryPageFilterIds): number[] => attributeGroups.flatMap((g) => filters[g] ?? []);

export const pageNotFound = () => notFound('category_page_not_found', 'No category page has this slug.');

export async function pageBySlug(db: Database, slug: string): Promise<PageRow | null> {
  const [row] = await db.select().from(categoryPages).where(eq(categoryPages.slug, slug)).limit(1);
  return row ?? null;
}

export async function requirePage(db: Database, slug: string): Promise<PageRow> {
  const row = await pageBySlug(db, slug);
  if (!row) throw pageNotFound();
  return row;
}

export const toSummary = (row: PageRow): CategoryPageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  icon_id: row.iconId,
});

/** The search criteria of a page's filter, as voice actor search reads them. */
export function pageCriteria(filters: CategoryPageFilterIds): SearchCriteria {
  return {
    service: DEFAULT_SERVICE,
    languages: filters.languages ?? [],
    voiceAgeGenders: filters.voice_age_genders ?? [],
    filters: [
      ...(filters.accents ?? []),
      ...(filters.additional_services ?? []),
      ...(filters.recording_capabilities ?? []),
      ...(filters.vocal_abilities ?? []),
      ...(filters.categories ?? []),
    ],
  };
}

const intArray = (ids: readonly number[]) =>
  sql.raw(`ARRAY[${ids.map((id) => String(Math.trunc(id))).join(',')}]::int[]`);

/** A page's filter with the variants of its languages, as the search matches them. */
async function withVariants(db: Database, filters: CategoryPageFilterIds): Promise<CategoryPageFilterIds> {
  return { ...filters, languages: await withLanguageVariants(db, filters.languages ?? []) };
}

/**
 * The same match as pageCriteria, as conditions on providers (for counts and aggregates), of a
 * filter whose languages hold their variants (withVariants).
 */
function matchConditions(filters: CategoryPageFilterIds): SQL[] {
  const conditions: SQL[] = [eq(providers.serviceId, DEFAULT_SERVICE), listedProvider];
  const columns = [
    ['languages', providers.languages, '&&'],
    ['voice_age_genders', providers.voiceAgeGenders, '&&'],
    ['accents', providers.accents, '@>'],
    ['additional_services', providers.additionalServices, '@>'],
    ['recording_capabilities', providers.recordingCapabilities, '@>'],
    ['vocal_abilities', providers.vocalAbilities, '@>'],
    ['categories', providers.categories, '@>'],
  ] as const;
  for (const [group, column, operator] of columns) {
    const ids = filters[group] ?? [];
    if (ids.length > 0) conditions.push(sql`${column} ${sql.raw(operator)} ${intArray(ids)}`);
  }
  return conditions;
}

const matchingIds = (filters: CategoryPageFilterIds) =>
  sql`(SELECT ${providers.id} FROM ${providers} WHERE ${and(...matchConditions(filters))})`;

function toSearchFilter(
  filters: CategoryPageFilterIds,
  refs: ReadonlyMap<number, AttributeRef>,
): SearchFilter {
  const of = (group: keyof CategoryPageFilterIds) => refsOf(refs, filters[group] ?? []);
  return {
    service: 'voice_over',
    keywords: null,
    languages: of('languages'),
    accents: of('accents'),
    voice_age_genders: of('voice_age_genders'),
    additional_services: of('additional_services'),
    recording_capabilities: of('recording_capabilities'),
    vocal_abilities: of('vocal_abilities'),
    categories: of('categories'),
  };
}

/** The whole page: its text, filter and the first voice actors matching it. */
export async function toCategoryPage(
  db: Database,
  row: PageRow,
  publicOrigin: string,
): Promise<CategoryPage> {
  const [refs, found] = await Promise.all([
    loadAttributeRefs(db, idsOf(row.filters)),
    searchProviderIds(db, pageCriteria(row.filters), { page: 1, size: PROVIDERS_SAMPLE_SIZE, offset: 0 }),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    icon_id: row.iconId,
    search_filters: toSearchFilter(row.filters, refs),
    providers_sample: await loadProviderSummaries(db, found.ids, publicOrigin),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    in_footer: row.footerOrder !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every page, alphabetically by title. */
export async function pagesByTitle(db: Database, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categoryPages)
      .orderBy(asc(categoryPages.title), asc(categoryPages.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(categoryPages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The pages the footer links, in footer order. */
export async function footerPages(db: Database, page: PageRequest) {
  const linked = isNotNull(categoryPages.footerOrder);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categoryPages)
      .where(linked)
      .orderBy(asc(categoryPages.footerOrder), asc(categoryPages.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(categoryPages).where(linked),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The other pages, most similar first: pages sharing more of the filter's attributes first, then
 * pages sharing more voice actors (so a language page is near the work its speakers do), then by
 * title. Pages sharing neither are not similar and are left out. One count per page: the site has
 * dozens of category pages, not thousands.
 */
export async function similarPages(db: Database, of: PageRow): Promise<PageRow[]> {
  const others = (await db.select().from(categoryPages).orderBy(asc(categoryPages.title))).filter(
    (p) => p.id !== of.id,
  );
  const mine = new Set(idsOf(of.filters));
  const matchingMine = matchConditions(await withVariants(db, of.filters));
  const scored = await Promise.all(
    others.map(async (other) => {
      const shared = idsOf(other.filters).filter((id) => mine.has(id)).length;
      const theirs = matchConditions(await withVariants(db, other.filters));
      const [both] = await db
        .select({ n: count() })
        .from(providers)
        .where(and(...matchingMine, ...theirs));
      return { other, shared, voices: both?.n ?? 0 };
    }),
  );
  return scored
    .filter((s) => s.shared > 0 || s.voices > 0)
    .sort((a, b) => b.shared - a.shared || b.voices - a.voices || a.other.title.localeCompare(b.other.title))
    .map((s) => s.other);
}

/**
 * Market figures over the page's voice actors: how many, their playable samples, their reviews
 * (the average only from 5 on, section 5), the top languages they offer; and the projects of the
 * last 12 months matching the page: bookings of those voice actors, plus castings in the page's
 * languages when it has some (a casting names languages and voices, not the kind of work).
 */
export async function pageInsights(db: Database, row: PageRow, now: Date): Promise<CategoryPageInsights> {
  // The page's voice actors are the search's: its languages with their variants; so are its castings.
  const filters = await withVariants(db, row.filters);
  const matching = matchingIds(filters);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - STATS_WINDOW_MONTHS);
  const languages = filters.languages ?? [];
  const projectMatch = or(
    inArray(projects.providerId, matching),
    languages.length > 0
      ? and(eq(projects.type, 'casting'), sql`${projects.languages} && ${intArray(languages)}`)
      : sql`false`,
  );
  const [[voices], [clips], [rated], [work], top] = await Promise.all([
    db
      .select({ n: count() })
      .from(providers)
      .where(and(...matchConditions(filters))),
    db
      .select({ n: count() })
      .from(samples)
      .where(and(inArray(samples.providerId, matching), eq(samples.isValid, true))),
    db
      .select({ n: count(), avg: sql<string | null>`avg(${reviews.rating})` })
      .from(reviews)
      .where(and(eq(reviews.target, 'provider'), inArray(reviews.targetId, matching))),
    db
      .select({ n: count(), avg: sql<string | null>`avg(${projects.budget})` })
      .from(projects)
      .where(and(gte(projects.createdAt, since), projectMatch)),
    rawRows<{ id: number; n: number }>(
      db,
      sql`SELECT lang AS id, count(*)::int AS n
        FROM ${providers}, unnest(${providers.languages}) AS lang
        WHERE ${and(...matchConditions(filters))}
        GROUP BY lang ORDER BY n DESC, lang LIMIT ${TOP_LANGUAGES}`,
    ),
  ]);
  const languageRefs = await loadAttributeRefs(
    db,
    top.map((t) => t.id),
  );
  const reviewsCount = rated?.n ?? 0;
  return {
    slug: row.slug,
    providers_count: voices?.n ?? 0,
    samples_count: clips?.n ?? 0,
    projects_count: work?.n ?? 0,
    reviews_count: reviewsCount,
    average_rating: reviewsCount >= 5 && rated?.avg != null ? Math.round(Number(rated.avg) * 10) / 10 : null,
    average_budget: work?.avg != null ? Math.round(Number(work.avg) * 100) / 100 : null,
    // The marketplace records no response times yet (invitations and messages come later).
    median_response_time: null,
    top_languages: refsOf(
      languageRefs,
      top.map((t) => t.id),
    ),
  };
}
