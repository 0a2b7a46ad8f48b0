// attributes: listing (by group, paged), text search (best match first), everything grouped, the
// search filter read from a free text, and the services list. All public, optional auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { attributes, services } from '../../db/schema';
import { readSearchText } from '../../modules/attributes/searchText';

let server: TestServer;
const ids: Record<string, number> = {};

const rows = [
  { name: 'English (North American)', slug: 'english-north-american', group: 'languages', displayOrder: 1 },
  { name: 'Spanish', slug: 'spanish', group: 'languages', displayOrder: 2 },
  { name: 'Spanish (Latin American)', slug: 'spanish-latin-american', group: 'languages', displayOrder: 3 },
  { name: 'Hispanic English', slug: 'hispanic-english', group: 'accents', displayOrder: 0 },
  { name: 'Southern US', slug: 'southern-us', group: 'accents', displayOrder: 1 },
  { name: 'Middle Aged Female', slug: 'middle-aged-female', group: 'voice_age_genders', displayOrder: 3 },
  { name: 'Audio editing', slug: 'audio-editing', group: 'additional_services', displayOrder: 0 },
  { name: 'Home studio', slug: 'home-studio', group: 'recording_capabilities', displayOrder: 0 },
  { name: 'Warm', slug: 'warm', group: 'vocal_abilities', displayOrder: 4 },
  { name: 'E-learning', slug: 'e-learning', group: 'categories', displayOrder: 2 },
  { name: 'Stray', slug: 'stray', group: 'not_a_group', displayOrder: 0 },
];

beforeAll(async () => {
  server = await startTestServer();
  const inserted = await server.services.db.insert(attributes).values(rows).returning();
  for (const row of inserted) ids[row.slug] = row.id;
  await server.services.db.insert(services).values([
    { id: 'voice_over', name: 'Voice over' },
    { id: 'podcast_editing', name: 'Podcast editing' },
  ]);
});
afterAll(() => server.dispose());

describe('listAttributes', () => {
  it('lists every known group in the document order, then by display order, page by page', async () => {
    const all = await server.call('listAttributes', { query: { size: 100 } });
    expect(all.status).toBe(200);
    expect((all.body as { slug: string }[]).map((a) => a.slug)).toEqual(rows.slice(0, 10).map((r) => r.slug));
    expect(all.headers['total-rows']).toBe('10');

    const page2 = await server.call('listAttributes', { query: { page: 2, size: 4 } });
    expect((page2.body as { slug: string }[]).map((a) => a.slug)).toEqual([
      'southern-us',
      'middle-aged-female',
      'audio-editing',
      'home-studio',
    ]);
    expect(page2.headers).toMatchObject({ 'current-page': '2', 'total-pages': '3', 'page-size': '4' });
  });

  it('filters by group and gives each attribute in the document shape', async () => {
    const languages = await server.call('listAttributes', { query: { group: 'languages' } });
    expect(languages.json[0]).toEqual({
      id: ids['english-north-american'],
      name: 'English (North American)',
      slug: 'english-north-american',
      group: 'languages',
      parent_id: null,
      display_order: 1,
    });
    expect(languages.json.length).toBe(3);
  });

  it('refuses an unknown group or page size with 400, and works signed in too', async () => {
    const bad = await server.call('listAttributes', { query: { group: 'colors' } });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toMatch(/^group /);
    const badSize = await server.call('listAttributes', { query: { size: 0 } });
    expect(badSize.status).toBe(400);
    const user = await server.user();
    expect((await server.call('listAttributes', { token: user.token })).status).toBe(200);
    expect((await server.call('listAttributes', { token: 'forged.token.value' })).status).toBe(401);
  });
});

describe('searchAttributes', () => {
  it('finds names by text, best match first', async () => {
    const res = await server.call('searchAttributes', { query: { text: 'span' } });
    expect((res.body as { slug: string }[]).map((a) => a.slug)).toEqual([
      'spanish',
      'spanish-latin-american',
      // Inside a word comes last.
      'hispanic-english',
    ]);
    const word = await server.call('searchAttributes', { query: { text: 'english' } });
    // "Hispanic English" has the word; "English (North American)" starts with it.
    expect((word.body as { slug: string }[]).map((a) => a.slug)).toEqual([
      'english-north-american',
      'hispanic-english',
    ]);
    const inGroup = await server.call('searchAttributes', { query: { text: 'english', group: 'accents' } });
    expect(inGroup.json.length).toBe(1);
    expect(inGroup.headers['total-rows']).toBe('1');
  });

  it('takes % and _ literally, and refuses a missing or blank text with 400', async () => {
    const percent = await server.call('searchAttributes', { query: { text: '%' } });
    expect(percent.json).toEqual([]);
    const missing = await server.call('searchAttributes', { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.json['message']).toBe('text is required');
    const blank = await server.call('searchAttributes', { query: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json['message']).toBe('text cannot be blank.');
  });
});

describe('getAllAttributes', () => {
  it('returns every group, each in display order, and leaves out unknown groups', async () => {
    const res = await server.call('getAllAttributes');
    expect(res.status).toBe(200);
    const body = res.body as Record<string, { slug: string }[]>;
    expect(Object.keys(body)).toEqual([
      'languages',
      'accents',
      'voice_age_genders',
      'additional_services',
      'recording_capabilities',
      'vocal_abilities',
      'categories',
    ]);
    expect(body['languages']?.map((a) => a.slug)).toEqual([
      'english-north-american',
      'spanish',
      'spanish-latin-american',
    ]);
    expect(JSON.stringify(body)).not.toContain('stray');
  });
});

describe('getSearchFilter', () => {
  it('turns a free text into attributes and keywords', async () => {
    const res = await server.call('getSearchFilter', {
      query: { keywords: 'Warm Spanish (Latin American) middle-aged female narrator for E-Learning!' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      service: 'voice_over',
      keywords: 'narrator for',
      languages: [
        {
          id: ids['spanish-latin-american'],
          name: 'Spanish (Latin American)',
          slug: 'spanish-latin-american',
        },
      ],
      accents: [],
      voice_age_genders: [
        { id: ids['middle-aged-female'], name: 'Middle Aged Female', slug: 'middle-aged-female' },
      ],
      additional_services: [],
      recording_capabilities: [],
      vocal_abilities: [{ id: ids['warm'], name: 'Warm', slug: 'warm' }],
      categories: [{ id: ids['e-learning'], name: 'E-learning', slug: 'e-learning' }],
    });
  });

  it('gives null keywords when every word is an attribute, and refuses a missing text', async () => {
    const res = await server.call('getSearchFilter', {
      query: { keywords: 'spanish home studio', service: 'voice_over' },
    });
    expect(res.json).toMatchObject({
      keywords: null,
      languages: [{ slug: 'spanish' }],
      recording_capabilities: [{ slug: 'home-studio' }],
    });
    const missing = await server.call('getSearchFilter', { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.json['message']).toBe('keywords is required');
    const badService = await server.call('getSearchFilter', { query: { keywords: 'x', service: 'dubbing' } });
    expect(badService.status).toBe(400);
  });

  it('matches accents-free and selects a name present in several groups in each', () => {
    const attrs = [
      { id: 1, name: 'Español', slug: 'espanol', group: 'languages', parentId: null, displayOrder: 0 },
      { id: 2, name: 'Espanol', slug: 'espanol-accent', group: 'accents', parentId: null, displayOrder: 0 },
    ];
    const filter = readSearchText('ESPANOL  voice', attrs, 'voice_over');
    expect(filter.languages.map((a) => a.id)).toEqual([1]);
    expect(filter.accents.map((a) => a.id)).toEqual([2]);
    expect(filter.keywords).toBe('voice');
  });
});

describe('listServices', () => {
  it('lists the services the document knows, paged', async () => {
    const res = await server.call('listServices');
    expect(res.json).toEqual([{ id: 'voice_over', name: 'Voice over' }]);
    expect(res.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '1',
      'total-rows': '1',
      'page-size': '10',
    });
    const bad = await server.call('listServices', { query: { page: 'first' } });
    expect(bad.status).toBe(400);
  });
});
