// Free text as people type it (issue 39, item 1), the way the search page sends it: GET
// /search_filter reads the text into attributes and leftover keywords, then GET /providers/search
// applies them (languages and voice age/genders match one of theirs, the other groups all of theirs). A
// word naming a language, a voice age or gender finds its voice actors; a parent language includes
// its variants, also when asked for by id, on category pages and narrowed there; the keywords keep
// the full-text ranking.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilter } from '@vo/sdk';
import type { TestUser } from '../../testing/harness';
import { attributes, categoryPages } from '../../db/schema';
import { a, idsOf, makeProvider, pid, server, useProvidersServer } from './providers.fixtures';

useProvidersServer();

const ids = (filter: SearchFilter, groups: (keyof SearchFilter)[]) =>
  groups.flatMap((group) => {
    const refs = filter[group];
    return Array.isArray(refs) ? refs.map((ref) => ref.id) : [];
  });
const joined = (list: number[]) => (list.length > 0 ? list.join(',') : undefined);

/** The search page's two calls for a typed text (apps/web's searchParams), and what they found. */
async function searchText(text: string): Promise<{ filter: SearchFilter; found: number[] }> {
  const read = await server.call('getSearchFilter', { query: { keywords: text } });
  expect(read.status).toBe(200);
  const filter = read.body as SearchFilter;
  const res = await server.call('searchProviders', {
    query: {
      languages: joined(ids(filter, ['languages'])),
      voice_age_genders: joined(ids(filter, ['voice_age_genders'])),
      filters: joined(
        ids(filter, [
          'accents',
          'additional_services',
          'recording_capabilities',
          'vocal_abilities',
          'categories',
        ]),
      ),
      keywords: filter.keywords ?? undefined,
    },
  });
  expect(res.status).toBe(200);
  return { filter, found: idsOf(res.body) };
}

const slugs = (refs: readonly { slug?: string }[]) => refs.map((ref) => ref.slug);

describe('free text and language variants', () => {
  const variant: Record<string, number> = {};
  let lucia: TestUser;
  let carmen: TestUser;
  let pedro: TestUser;
  let sofia: TestUser;
  let jane: TestUser;

  beforeAll(async () => {
    // Variants of the fixtures' base languages, an accent of Spanish, and the teen voices.
    const rows = await server.services.db
      .insert(attributes)
      .values([
        {
          name: 'Spanish (Latin American)',
          slug: 'spanish-latin-american',
          group: 'languages',
          parentId: a('spanish'),
        },
        {
          name: 'Spanish (Castilian)',
          slug: 'spanish-castilian',
          group: 'languages',
          parentId: a('spanish'),
        },
        { name: 'English (British)', slug: 'english-british', group: 'languages', parentId: a('english') },
        { name: 'Mexican', slug: 'mexican', group: 'accents', parentId: a('spanish') },
        { name: 'Teen Female', slug: 'teen-female', group: 'voice_age_genders' },
        { name: 'Teen Male', slug: 'teen-male', group: 'voice_age_genders' },
      ])
      .returning({ id: attributes.id, slug: attributes.slug });
    for (const row of rows) variant[row.slug] = row.id;
    const v = (slug: string) => variant[slug] ?? 0;

    carmen = await makeProvider('Carmen Castilla', {
      languages: [v('spanish-castilian')],
      voiceAgeGenders: [a('youngF')],
      membershipLevel: 5,
      summary: 'Warm narration for audiobooks',
    });
    jane = await makeProvider(
      'Jane Brit',
      {
        languages: [v('english-british')],
        voiceAgeGenders: [a('youngF')],
        accents: [v('mexican')],
        membershipLevel: 4,
      },
      [{ name: 'Narration reel' }],
    );
    lucia = await makeProvider(
      'Lucia Latina',
      { languages: [v('spanish-latin-american')], voiceAgeGenders: [v('teen-female')], membershipLevel: 3 },
      [{ name: 'Documentary narration' }],
    );
    pedro = await makeProvider(
      'Pedro Latino',
      { languages: [v('spanish-latin-american')], voiceAgeGenders: [v('teen-male')], membershipLevel: 2 },
      [{ name: 'Radio narration', tags: ['narration'] }],
    );
    sofia = await makeProvider('Sofia Base', {
      languages: [a('spanish')],
      voiceAgeGenders: [a('youngF')],
      membershipLevel: 1,
    });
    await makeProvider('Marc French', { languages: [a('french')], voiceAgeGenders: [a('middleM')] });
  });

  it('"Spanish" finds the speakers of every Spanish, not those of a Spanish accent alone', async () => {
    for (const text of ['Spanish', 'spanish language', 'SPANISH']) {
      const { filter, found } = await searchText(text);
      expect(slugs(filter.languages)).toEqual(['spanish']);
      expect(filter.keywords).toBeNull();
      // Membership level first, as every search without text.
      expect(found).toEqual([pid(carmen), pid(lucia), pid(pedro), pid(sofia)]);
    }
    const latin = await searchText('latin american spanish');
    expect(slugs(latin.filter.languages)).toEqual(['spanish-latin-american']);
    expect(latin.found).toEqual([pid(lucia), pid(pedro)]);
  });

  it('"female", "Females" and "teen" find those voices; "teen female" the one voice', async () => {
    for (const text of ['female', 'Females', 'female voice']) {
      const { filter, found } = await searchText(text);
      expect(slugs(filter.voice_age_genders).sort()).toEqual(['teen-female', 'young-adult-female']);
      expect(filter.keywords).toBeNull();
      expect(found).toEqual([pid(carmen), pid(jane), pid(lucia), pid(sofia)]);
    }
    const teen = await searchText('teen');
    expect(teen.found).toEqual([pid(lucia), pid(pedro)]);
    const teenFemale = await searchText('female teen');
    expect(slugs(teenFemale.filter.voice_age_genders)).toEqual(['teen-female']);
    expect(teenFemale.found).toEqual([pid(lucia)]);
  });

  it('"spanish female narration" combines both with the keyword, ranked as the keyword alone', async () => {
    const { filter, found } = await searchText('spanish female narration');
    expect(slugs(filter.languages)).toEqual(['spanish']);
    expect(filter.keywords).toBe('narration');
    // A sample's name (weight C) before a summary (weight D), whatever the membership level.
    expect(found).toEqual([pid(lucia), pid(carmen)]);
    const alone = await server.call('searchProviders', { query: { keywords: 'narration' } });
    expect(idsOf(alone.body).filter((id) => found.includes(id))).toEqual(found);
  });

  it('a keyword-only search ranks as before: tags, then sample names, then summaries; then level', async () => {
    const res = await server.call('searchProviders', { query: { keywords: 'narration' } });
    expect(idsOf(res.body)).toEqual([pid(pedro), pid(jane), pid(lucia), pid(carmen)]);
  });

  it('a word that names nothing stays a keyword, searched as full text', async () => {
    const { filter, found } = await searchText('documentary');
    expect(ids(filter, ['languages', 'accents', 'voice_age_genders', 'categories'])).toEqual([]);
    expect(filter.keywords).toBe('documentary');
    expect(found).toEqual([pid(lucia)]);
  });

  it('languages=<parent> includes its variants with voices and with a keyword; a variant stays itself', async () => {
    const search = async (query: Record<string, string>) => {
      const res = await server.call('searchProviders', { query });
      expect(res.status).toBe(200);
      return { found: idsOf(res.body), total: res.headers['total-rows'] };
    };
    const spanish = String(a('spanish'));
    expect(await search({ languages: spanish })).toEqual({
      found: [pid(carmen), pid(lucia), pid(pedro), pid(sofia)],
      total: '4',
    });
    expect(
      (await search({ languages: spanish, voice_age_genders: String(variant['teen-female']) })).found,
    ).toEqual([pid(lucia)]);
    expect(await search({ languages: spanish, keywords: 'narration' })).toEqual({
      found: [pid(pedro), pid(lucia), pid(carmen)],
      total: '3',
    });
    expect((await search({ languages: String(variant['spanish-latin-american']) })).found).toEqual([
      pid(lucia),
      pid(pedro),
    ]);
  });

  it('a category page in a parent language shows its variants, also narrowed to one of them', async () => {
    await server.services.db.insert(categoryPages).values({
      slug: 'spanish-voices',
      title: 'Spanish voices',
      description: 'Voices in every Spanish.',
      iconId: 1000,
      filters: { languages: [a('spanish')] },
    });
    const page = await server.call('searchProvidersBySlug', { params: { slug: 'spanish-voices' } });
    expect(idsOf(page.body)).toEqual([pid(carmen), pid(lucia), pid(pedro), pid(sofia)]);
    const narrowed = await server.call('searchProvidersBySlug', {
      params: { slug: 'spanish-voices' },
      query: { languages: String(variant['spanish-latin-american']) },
    });
    expect(idsOf(narrowed.body)).toEqual([pid(lucia), pid(pedro)]);
    const insights = await server.call('getCategoryPageInsights', { params: { slug: 'spanish-voices' } });
    expect(insights.json['providers_count']).toBe(4);
  });
});
