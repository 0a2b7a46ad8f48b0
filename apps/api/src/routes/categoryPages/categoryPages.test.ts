// category-pages on the seeded demo marketplace: the paged list and the footer, a page with its
// text, filter and voice actors (each really matching the filter), the pages most like it, and
// insights that agree with the seeded profiles, samples, reviews and projects counted here in plain
// code; 404 for an unknown slug everywhere. The voice actor search of a page uses the same filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CategoryPage, CategoryPageInsights, CategoryPageSummary, Provider } from '@vo/sdk';
import { startTestServer, type TestServer } from '../../testing/harness';
import { attributes, categoryPages, projects, providers, reviews, samples } from '../../db/schema';
import { seedIfEmpty } from '../../seed';
import { categoryPageSeeds } from '../../seed/categoryPages';

let server: TestServer;
let attributeId: (group: string, slug: string) => number;
beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.services, {});
  const rows = await server.services.db.select().from(attributes);
  attributeId = (group, slug) => {
    const row = rows.find((a) => a.group === group && a.slug === slug);
    if (!row) throw new Error(`no ${group} ${slug}`);
    return row.id;
  };
}, 120_000);
afterAll(() => server.dispose());

const page = async (slug: string) =>
  (await server.call('getCategoryPage', { params: { slug } })).body as CategoryPage;

/** The page's voice actors, counted in plain code from every seeded profile. */
async function voicesOf(slug: string) {
  const [row] = await server.services.db.select().from(categoryPages).where(eq(categoryPages.slug, slug));
  if (!row) throw new Error(`no page ${slug}`);
  const f = row.filters;
  const overlaps = (have: number[], want: number[] | undefined) =>
    !want?.length || want.some((id) => have.includes(id));
  const all = (have: number[], want: number[] | undefined) => (want ?? []).every((id) => have.includes(id));
  const everyone = await server.services.db.select().from(providers);
  return everyone.filter(
    (p) =>
      overlaps(p.languages, f.languages) &&
      overlaps(p.voiceAgeGenders, f.voice_age_genders) &&
      all(p.categories, f.categories) &&
      all(p.accents, f.accents),
  );
}

describe('listCategoryPages and listFooterCategoryPages', () => {
  it('lists every page alphabetically, page by page, with icons 1000 to 1013', async () => {
    const first = await server.call('listCategoryPages', { query: { size: 10 } });
    expect(first.status).toBe(200);
    expect(first.headers['total-rows']).toBe(String(categoryPageSeeds.length));
    expect(first.headers['total-pages']).toBe('2');
    const second = await server.call('listCategoryPages', { query: { size: 10, page: 2 } });
    const all = [...(first.body as CategoryPageSummary[]), ...(second.body as CategoryPageSummary[])];
    expect(all.map((p) => p.title)).toEqual(
      categoryPageSeeds.map((p) => p.title).sort((a, b) => a.localeCompare(b)),
    );
    for (const p of all) {
      expect(p.icon_id).toBeGreaterThanOrEqual(1000);
      expect(p.icon_id).toBeLessThanOrEqual(1013);
    }
    expect(all.find((p) => p.slug === 'commercial-voice-actors')?.icon_id).toBe(1000);
  });

  it('lists the footer links in footer order', async () => {
    const res = await server.call('listFooterCategoryPages', { query: { size: 20 } });
    expect(res.status).toBe(200);
    expect((res.body as CategoryPageSummary[]).map((p) => p.slug)).toEqual([
      'commercial-voice-actors',
      'animation-voice-actors',
      'e-learning-voice-actors',
      'audiobook-narrators',
      'video-game-voice-actors',
      'ivr-telephone-voice-actors',
      'explainer-video-voice-actors',
      'spanish-voice-actors',
      'british-english-voice-actors',
    ]);
    expect(res.headers['total-rows']).toBe('9');
  });
});

describe('getCategoryPage', () => {
  it('returns the text, the filter by name and the first voice actors, each matching it', async () => {
    const res = await server.call('getCategoryPage', { params: { slug: 'spanish-e-learning-voice-actors' } });
    expect(res.status).toBe(200);
    const body = res.body as CategoryPage;
    expect(body).toMatchObject({
      slug: 'spanish-e-learning-voice-actors',
      title: 'Spanish e-learning voice actors',
      icon_id: 1002,
      in_footer: false,
      meta_title: 'Hire Spanish e-learning voice actors',
    });
    expect(body.content[0]?.heading).toBe('Courses for Spanish-speaking learners');
    expect(body.search_filters.languages.map((l) => l.name)).toEqual([
      'Spanish',
      'Spanish (Latin American)',
      'Spanish (Castilian)',
    ]);
    expect(body.search_filters.categories.map((c) => c.name)).toEqual(['E-learning']);
    const expected = await voicesOf('spanish-e-learning-voice-actors');
    expect(body.providers_sample.length).toBe(Math.min(6, expected.length));
    const matching = new Set(expected.map((p) => p.id));
    for (const voice of body.providers_sample) expect(matching.has(voice.id)).toBe(true);
  });

  it('gives every seeded page voice actors to listen to', async () => {
    for (const seed of categoryPageSeeds) {
      const body = await page(seed.slug);
      expect(body.providers_sample.length, seed.slug).toBeGreaterThan(0);
      expect(body.content.length, seed.slug).toBeGreaterThan(0);
    }
  });

  it('answers 404 with the reason for an unknown slug, 400 for a malformed one', async () => {
    for (const operationId of [
      'getCategoryPage',
      'listSimilarCategoryPages',
      'getCategoryPageInsights',
    ] as const) {
      const missing = await server.call(operationId, { params: { slug: 'no-such-category' } });
      expect(missing.status, operationId).toBe(404);
      expect(missing.json['message']).toBe('No category page has this slug.');
      const bad = await server.call(operationId, { params: { slug: 'Not_A_Slug' } });
      expect(bad.status, operationId).toBe(400);
    }
  });
});

describe('listSimilarCategoryPages', () => {
  it('puts pages sharing more of the filter first, then pages sharing voice actors, never the page itself', async () => {
    const res = await server.call('listSimilarCategoryPages', {
      params: { slug: 'spanish-e-learning-voice-actors' },
      query: { size: 50 },
    });
    expect(res.status).toBe(200);
    const slugs = (res.body as CategoryPageSummary[]).map((p) => p.slug);
    expect(slugs.slice(0, 2)).toEqual(['spanish-voice-actors', 'e-learning-voice-actors']);
    expect(slugs).not.toContain('spanish-e-learning-voice-actors');
    expect(res.headers['total-rows']).toBe(String(slugs.length));

    const commercial = await server.call('listSimilarCategoryPages', {
      params: { slug: 'commercial-voice-actors' },
      query: { size: 1 },
    });
    expect((commercial.body as CategoryPageSummary[]).map((p) => p.slug)).toEqual([
      'french-commercial-voice-actors',
    ]);
  });
});

describe('getCategoryPageInsights', () => {
  it.each(['e-learning-voice-actors', 'spanish-voice-actors'])(
    'counts the voice actors, samples, reviews and projects of %s as the seed holds them',
    async (slug) => {
      const res = await server.call('getCategoryPageInsights', { params: { slug } });
      expect(res.status).toBe(200);
      const body = res.body as CategoryPageInsights;
      const voices = await voicesOf(slug);
      const ids = new Set(voices.map((v) => v.id));
      const db = server.services.db;
      const clips = (await db.select().from(samples)).filter((s) => ids.has(s.providerId) && s.isValid);
      const rated = (await db.select().from(reviews)).filter(
        (r) => r.target === 'provider' && ids.has(r.targetId),
      );
      const [row] = await db.select().from(categoryPages).where(eq(categoryPages.slug, slug));
      const languages = row?.filters.languages ?? [];
      const since = new Date(server.clock.now);
      since.setUTCMonth(since.getUTCMonth() - 12);
      const work = (await db.select().from(projects)).filter(
        (p) =>
          p.createdAt >= since &&
          ((p.providerId !== null && ids.has(p.providerId)) ||
            (p.type === 'casting' && p.languages.some((l) => languages.includes(l)))),
      );
      expect(voices.length).toBeGreaterThan(0);
      expect(body).toMatchObject({
        slug,
        providers_count: voices.length,
        samples_count: clips.length,
        reviews_count: rated.length,
        projects_count: work.length,
        median_response_time: null,
      });
      expect(body.samples_count).toBeGreaterThan(0);
      const mean = rated.reduce((sum, r) => sum + r.rating, 0) / rated.length;
      expect(body.average_rating).toBe(rated.length >= 5 ? Math.round(mean * 10) / 10 : null);
      const budgets = work.map((p) => p.budget).filter((b): b is number => b !== null);
      if (budgets.length > 0)
        expect(body.average_budget).toBeCloseTo(budgets.reduce((a, b) => a + b, 0) / budgets.length, 2);
      // The top languages: most voice actors first.
      const byLanguage = new Map<number, number>();
      for (const v of voices) for (const l of v.languages) byLanguage.set(l, (byLanguage.get(l) ?? 0) + 1);
      const counts = (body.top_languages ?? []).map((l) => byLanguage.get(l.id) ?? 0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBe(Math.max(...byLanguage.values()));
    },
  );

  it('shows no average rating under 5 reviews', async () => {
    const solo = await server.user({ provider: true, name: 'Solo Whisperer' });
    const whisper = attributeId('vocal_abilities', 'whisper');
    const podcasts = attributeId('categories', 'podcasts');
    await server.services.db
      .update(providers)
      .set({
        vocalAbilities: [whisper],
        categories: [podcasts],
        languages: [attributeId('languages', 'polish')],
      })
      .where(eq(providers.id, solo.providerId ?? 0));
    const fan = await server.user();
    await server.services.db.insert(reviews).values(
      [5, 4].map((rating) => ({
        userId: fan.id,
        target: 'provider',
        targetId: solo.providerId ?? 0,
        rating,
        review: 'Lovely quiet read.',
      })),
    );
    await server.services.db.insert(categoryPages).values({
      slug: 'polish-asmr-podcast-voices',
      title: 'Polish ASMR podcast voices',
      description: 'Soft, close-mic Polish voices.',
      iconId: 1008,
      filters: {
        languages: [attributeId('languages', 'polish')],
        vocal_abilities: [whisper],
        categories: [podcasts],
      },
    });
    const res = await server.call('getCategoryPageInsights', {
      params: { slug: 'polish-asmr-podcast-voices' },
    });
    expect(res.json).toMatchObject({
      providers_count: 1,
      reviews_count: 2,
      average_rating: null,
      samples_count: 0,
    });
    expect(res.json['top_languages']).toEqual([
      { id: attributeId('languages', 'polish'), name: 'Polish', slug: 'polish' },
    ]);
    await server.services.db
      .delete(categoryPages)
      .where(eq(categoryPages.slug, 'polish-asmr-podcast-voices'));
  });
});

describe('searchProvidersBySlug on a category page', () => {
  it('searches with the page filter, narrowed by the query', async () => {
    const slug = 'spanish-voice-actors';
    const expected = await voicesOf(slug);
    const res = await server.call('searchProvidersBySlug', { params: { slug }, query: { size: 100 } });
    expect(res.status).toBe(200);
    expect(new Set((res.body as Provider[]).map((p) => p.id))).toEqual(new Set(expected.map((p) => p.id)));
    const castilian = attributeId('languages', 'spanish-castilian');
    const narrowed = await server.call('searchProvidersBySlug', {
      params: { slug },
      query: { size: 100, languages: String(castilian) },
    });
    const ids = (narrowed.body as Provider[]).map((p) => p.id);
    expect(new Set(ids)).toEqual(
      new Set(expected.filter((p) => p.languages.includes(castilian)).map((p) => p.id)),
    );
    const german = await server.call('searchProvidersBySlug', {
      params: { slug },
      query: { languages: String(attributeId('languages', 'german')) },
    });
    expect(german.body).toEqual([]);
  });
});
