// Voice actor profiles and search through the server: creating a profile (and the provider role),
// editing it (lists replace, display_order for admins only, 400 otherwise), deleting it (admin),
// the public profile with populate, the favorite flag and the rating hidden below 5 reviews
// (sections 5 and 9), search filters, free text ranked over names, tags and sample names, then
// membership level and display_order, paging with the section 9 sizes, category pages,
// suggestions, the directory, recently visited (10 ids, newest first, no repeats), stats deciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import {
  attributes,
  favorites,
  files,
  profileViews,
  providers,
  reviews,
  sampleListens,
  samples,
  users,
  workExperiences,
} from '../../db/schema';
import { rawRows } from '../../db/rawRows';
import { rebuildSearchDocuments } from '../../modules/providers/search';

let server: TestServer;
let admin: TestUser;
let client: TestUser;
const attr: Record<string, number> = {};

/** Attributes of every group, named by a short key. */
const attributeRows = [
  ['english', 'English', 'english', 'languages'],
  ['spanish', 'Spanish', 'spanish', 'languages'],
  ['french', 'French', 'french', 'languages'],
  ['youngF', 'Young Adult Female', 'young-adult-female', 'voice_age_genders'],
  ['middleM', 'Middle Age Male', 'middle-age-male', 'voice_age_genders'],
  ['editing', 'Audio editing', 'audio-editing', 'additional_services'],
  ['homeStudio', 'Home studio', 'home-studio', 'recording_capabilities'],
  ['british', 'British', 'british', 'accents'],
  ['elearning', 'E-learning', 'e-learning', 'categories'],
  ['audiobooks', 'Audiobooks', 'audiobooks', 'categories'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  client = await server.user({ roles: ['client'], name: 'Carl Client' });
  const rows = await server.services.db
    .insert(attributes)
    .values(attributeRows.map(([, name, slug, group]) => ({ name, slug, group })))
    .returning({ id: attributes.id, slug: attributes.slug });
  for (const [key, , slug] of attributeRows) attr[key] = rows.find((r) => r.slug === slug)?.id ?? 0;
});
afterAll(() => server.dispose());

const pid = (u: TestUser) => u.providerId ?? 0;
const a = (key: (typeof attributeRows)[number][0]) => attr[key] ?? 0;

let fileCounter = 0;
/** A provider with profile fields set directly, its search document rebuilt. */
async function makeProvider(
  name: string,
  fields: Partial<typeof providers.$inferInsert> = {},
  sampleNames: { name: string; tags?: string[] }[] = [],
): Promise<TestUser> {
  const user = await server.user({ provider: true, name });
  const { db } = server.services;
  if (Object.keys(fields).length > 0)
    await db
      .update(providers)
      .set(fields)
      .where(eq(providers.id, pid(user)));
  for (const sample of sampleNames) {
    fileCounter += 1;
    const fileId = `testfile${String(fileCounter).padStart(6, '0')}`;
    await db.insert(files).values({ id: fileId, kind: 'audio', contentType: 'audio/mpeg', size: 100 });
    await db.insert(samples).values({
      providerId: pid(user),
      hash: `hash${fileId}`,
      name: sample.name,
      fileId,
      type: 'audio',
      tags: sample.tags ?? [],
    });
  }
  await rebuildSearchDocuments(db, [pid(user)]);
  return user;
}

/** The harness names users after their e-mail. */
const usernameOf = (u: TestUser) => u.email.split('@')[0];
const idsOf = (json: unknown) => (json as { id: number }[]).map((p) => p.id);

describe('addProvider and createProvider', () => {
  it('creates the caller’s own profile with first fields and gives the provider role', async () => {
    const user = await server.user({ roles: ['client'], name: 'Nina New' });
    const res = await server.call('addProvider', {
      token: user.token,
      body: {
        user_id: user.id,
        service_id: 'voice_over',
        summary: 'Calm narrator',
        languages: [a('english')],
        voice_age_genders: [a('youngF')],
        locations: [{ country_code: 'GB', city: 'Leeds' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json['user_id']).toBe(user.id);
    expect(res.json['languages']).toEqual([{ id: a('english'), name: 'English', slug: 'english' }]);
    expect(res.json['locations']).toEqual([
      { country_code: 'GB', country_name: 'United Kingdom', region: null, city: 'Leeds' },
    ]);
    expect(res.json['subscription']).toMatchObject({ tier: 'Standard', level: 1 });
    const [row] = await server.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.roles).toEqual(['client', 'provider']);
    // The profile is searchable at once by its summary.
    const search = await server.call('searchProviders', { query: { keywords: 'calm narrator' } });
    expect(idsOf(search.body)).toContain(res.json['id']);

    const again = await server.call('addProvider', {
      token: user.token,
      body: { user_id: user.id, service_id: 'voice_over' },
    });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This user already has a voice actor profile.');
  });

  it('refuses a profile for someone else unless the caller is an admin', async () => {
    const target = await server.user({ roles: ['client'] });
    const res = await server.call('addProvider', {
      token: client.token,
      body: { user_id: target.id, service_id: 'voice_over' },
    });
    expect(res.status).toBe(403);
    const byAdmin = await server.call('addProvider', {
      token: admin.token,
      body: { user_id: target.id, service_id: 'voice_over' },
    });
    expect(byAdmin.status).toBe(201);
    const missing = await server.call('addProvider', {
      token: admin.token,
      body: { user_id: 999999, service_id: 'voice_over' },
    });
    expect(missing.status).toBe(404);
  });

  it('rejects attributes of the wrong group, bodies that break the schema, and anonymous callers', async () => {
    const user = await server.user({ roles: ['client'] });
    const wrong = await server.call('addProvider', {
      token: user.token,
      body: { user_id: user.id, service_id: 'voice_over', languages: [a('youngF')] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json['message']).toBe(
      `languages: attribute ${a('youngF')} is one of the voice_age_genders, not the languages.`,
    );
    const invalid = await server.call('addProvider', {
      token: user.token,
      body: { user_id: user.id, service_id: 'podcasting' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json['message']).toContain('service_id');
    const anonymous = await server.call('addProvider', {
      body: { user_id: user.id, service_id: 'voice_over' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('createProvider makes a voice_over profile for the user in the path', async () => {
    const user = await server.user({ roles: ['client'] });
    const other = await server.user({ roles: ['client'] });
    const forOther = await server.call('createProvider', {
      params: { id: other.id },
      token: user.token,
      body: { service_id: 'voice_over' },
    });
    expect(forOther.status).toBe(403);
    const res = await server.call('createProvider', {
      params: { id: user.id },
      token: user.token,
      body: { service_id: 'voice_over' },
    });
    expect(res.status).toBe(201);
    expect(res.json['service_id']).toBe('voice_over');
    const again = await server.call('createProvider', {
      params: { id: user.id },
      token: user.token,
      body: { service_id: 'voice_over' },
    });
    expect(again.status).toBe(409);
    const bad = await server.call('createProvider', { params: { id: user.id }, token: user.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toBe('service_id is required');
    const anonymous = await server.call('createProvider', {
      params: { id: user.id },
      body: { service_id: 'voice_over' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('getProvider', () => {
  it('shows the public profile, samples and demos on request, the favorite flag and the owner’s quiz', async () => {
    const owner = await makeProvider(
      'Gina Get',
      { languages: [a('english')], quizAnswers: { experience: ['5-10 years'] } },
      [{ name: 'Bank narration', tags: ['warm'] }],
    );
    const anonymous = await server.call('getProvider', { params: { id: pid(owner) } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json['favorite']).toBe(false);
    expect(anonymous.json['quiz_answers']).toBeUndefined();
    expect(anonymous.json['samples']).toBeUndefined();
    expect(anonymous.json['user']).toEqual({ username: usernameOf(owner), name: 'Gina Get' });

    const populated = await server.call('getProvider', {
      params: { id: pid(owner) },
      query: { populate: 'samples,demos,locations' },
    });
    const sampleList = populated.json['samples'] as { name: string; file: string }[];
    expect(sampleList.map((s) => s.name)).toEqual(['Bank narration']);
    expect(sampleList[0]?.file).toMatch(/^http:\/\/localhost:8080\/files\/audio\//);
    expect(populated.json['demos']).toEqual([]);

    await server.services.db
      .insert(favorites)
      .values({ userId: client.id, target: 'provider', targetId: pid(owner) });
    const asClient = await server.call('getProvider', { params: { id: pid(owner) }, token: client.token });
    expect(asClient.json['favorite']).toBe(true);
    expect(asClient.json['stats']).toMatchObject({ favorites_count: 1 });
    expect(asClient.json['quiz_answers']).toBeUndefined();

    const asOwner = await server.call('getProvider', { params: { id: pid(owner) }, token: owner.token });
    expect(asOwner.json['quiz_answers']).toEqual({ experience: ['5-10 years'] });
  });

  it('hides the average rating until the profile has 5 reviews', async () => {
    const owner = await makeProvider('Rita Rated');
    const reviewers = await Promise.all([1, 2, 3, 4, 5].map(() => server.user({ roles: ['client'] })));
    const ratings = [5, 4, 5, 4];
    await server.services.db.insert(reviews).values(
      ratings.map((rating, i) => ({
        userId: reviewers[i]?.id ?? 0,
        target: 'provider',
        targetId: pid(owner),
        rating,
        review: 'Great',
      })),
    );
    const four = await server.call('getProvider', { params: { id: pid(owner) } });
    expect(four.json['stats']).toMatchObject({ reviews_count: 4, average_rating: null });
    await server.services.db.insert(reviews).values({
      userId: reviewers[4]?.id ?? 0,
      target: 'provider',
      targetId: pid(owner),
      rating: 3,
      review: 'Fine',
    });
    const five = await server.call('getProvider', { params: { id: pid(owner) } });
    expect(five.json['stats']).toMatchObject({ reviews_count: 5, average_rating: 4.2 });
  });

  it('answers 404 for a missing profile and 400 for an unknown populate', async () => {
    const missing = await server.call('getProvider', { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('Profile not found.');
    const owner = await makeProvider('Pop Ulate');
    const bad = await server.call('getProvider', {
      params: { id: pid(owner) },
      query: { populate: 'secrets' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toBe(
      'populate accepts samples, demos, locations; secrets is not one of them.',
    );
    const badId = await server.call('getProvider', { params: { id: 'abc' } });
    expect(badId.status).toBe(400);
  });
});

describe('getProviderByUsername', () => {
  it('gives the same profile as getProvider for the username, in any case, and 404 for an unknown one', async () => {
    const owner = await makeProvider('Una Username', { languages: [a('english')] }, [{ name: 'Promo read' }]);
    const byId = await server.call('getProvider', {
      params: { id: pid(owner) },
      query: { populate: 'samples,locations' },
    });
    const byName = await server.call('getProviderByUsername', {
      query: { username: (usernameOf(owner) ?? '').toUpperCase(), populate: 'samples,locations' },
    });
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual(byId.json);
    const missing = await server.call('getProviderByUsername', { query: { username: 'nobody.here' } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('Profile not found.');
    const client = await server.user({ roles: ['client'] });
    const notAVoiceActor = await server.call('getProviderByUsername', {
      query: { username: usernameOf(client) ?? '' },
    });
    expect(notAVoiceActor.status).toBe(404);
    const malformed = await server.call('getProviderByUsername', { query: { username: 'a b' } });
    expect(malformed.status).toBe(400);
  });
});

describe('updateProvider', () => {
  const body = () => ({
    summary: 'Gravelly trailer voice',
    languages: [a('spanish')],
    voice_age_genders: [a('middleM')],
    additional_services: [a('editing')],
    recording_capabilities: [a('homeStudio')],
    locations: [{ country_code: 'ES', region: 'Madrid', city: null }],
  });

  it('replaces the lists for the owner and makes the new summary searchable', async () => {
    const owner = await makeProvider('Uma Update', {
      languages: [a('english'), a('french')],
      summary: 'Bubbly cartoon voice',
      quizAnswers: { training: ['Acting classes'] },
    });
    const res = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: body(),
    });
    expect(res.status).toBe(200);
    expect(res.json['languages']).toEqual([{ id: a('spanish'), name: 'Spanish', slug: 'spanish' }]);
    expect(res.json['recording_capabilities']).toEqual([
      { id: a('homeStudio'), name: 'Home studio', slug: 'home-studio' },
    ]);
    expect(res.json['summary']).toBe('Gravelly trailer voice');
    // Quiz answers not sent are kept.
    expect(res.json['quiz_answers']).toEqual({ training: ['Acting classes'] });
    const found = await server.call('searchProviders', { query: { keywords: 'gravelly' } });
    expect(idsOf(found.body)).toEqual([pid(owner)]);
    const old = await server.call('searchProviders', { query: { keywords: 'bubbly' } });
    expect(idsOf(old.body)).toEqual([]);
  });

  it('names each location’s country itself: a name sent back with a location is not kept', async () => {
    const owner = await makeProvider('Nadia Names');
    const res = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: {
        ...body(),
        locations: [{ country_code: 'ES', country_name: 'Narnia', region: 'Madrid', city: null }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json['locations']).toEqual([
      { country_code: 'ES', country_name: 'Spain', region: 'Madrid', city: null },
    ]);
    const stored = await server.services.db
      .select({ locations: providers.locations })
      .from(providers)
      .where(eq(providers.id, pid(owner)));
    expect(stored[0]?.locations).toEqual([{ country_code: 'ES', region: 'Madrid', city: null }]);
  });

  it('lets only the owner or an admin edit, and display_order only for admins (400 otherwise)', async () => {
    const owner = await makeProvider('Otto Owner');
    const other = await makeProvider('Ivan Intruder');
    const foreign = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: other.token,
      body: body(),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await server.call('updateProvider', { params: { id: pid(owner) }, body: body() });
    expect(anonymous.status).toBe(401);
    const order = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: { ...body(), display_order: 1 },
    });
    expect(order.status).toBe(400);
    expect(order.json['message']).toBe('display_order can be set by an admin only.');
    const byAdmin = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: admin.token,
      body: { ...body(), display_order: 7 },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json['display_order']).toBe(7);
  });

  it('answers 422 for unknown attributes, 400 for a broken body and 404 for a missing profile', async () => {
    const owner = await makeProvider('Vera Valid');
    const unknown = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: { ...body(), languages: [999999] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json['message']).toBe('languages: attribute 999999 does not exist.');
    const broken = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: { ...body(), locations: [] },
    });
    expect(broken.status).toBe(400);
    expect(broken.json['message']).toContain('locations');
    const extra = await server.call('updateProvider', {
      params: { id: pid(owner) },
      token: owner.token,
      body: { ...body(), favorite: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.json['message']).toBe('favorite is not a known field');
    const missing = await server.call('updateProvider', {
      params: { id: 999999 },
      token: admin.token,
      body: body(),
    });
    expect(missing.status).toBe(404);
  });
});

describe('deleteProvider', () => {
  it('is for admins; it removes the profile and the provider role but keeps the account', async () => {
    const owner = await makeProvider('Dora Delete', {}, [{ name: 'Goodbye take' }]);
    const own = await server.call('deleteProvider', { params: { id: pid(owner) }, token: owner.token });
    expect(own.status).toBe(403);
    const anonymous = await server.call('deleteProvider', { params: { id: pid(owner) } });
    expect(anonymous.status).toBe(401);
    const res = await server.call('deleteProvider', { params: { id: pid(owner) }, token: admin.token });
    expect(res.status).toBe(204);
    const gone = await server.call('getProvider', { params: { id: pid(owner) } });
    expect(gone.status).toBe(404);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.roles).toEqual(['client']);
    const left = await server.services.db
      .select()
      .from(samples)
      .where(eq(samples.providerId, pid(owner)));
    expect(left).toEqual([]);
    const again = await server.call('deleteProvider', { params: { id: pid(owner) }, token: admin.token });
    expect(again.status).toBe(404);
  });
});

describe('searchProviders', () => {
  let platinum: TestUser;
  let premium: TestUser;
  let standardFirst: TestUser;
  let standardSecond: TestUser;
  let french: TestUser;
  let ids: string;

  beforeAll(async () => {
    standardSecond = await makeProvider('Sam Second', {
      languages: [a('english')],
      voiceAgeGenders: [a('youngF')],
      displayOrder: 2,
    });
    standardFirst = await makeProvider('Stan First', {
      languages: [a('english'), a('spanish')],
      voiceAgeGenders: [a('middleM')],
      displayOrder: 1,
      accents: [a('british')],
      categories: [a('elearning')],
    });
    premium = await makeProvider(
      'Pia Premium',
      {
        languages: [a('spanish')],
        voiceAgeGenders: [a('youngF')],
        membershipLevel: 4,
        categories: [a('elearning')],
      },
      [{ name: 'Documentary narration', tags: ['documentary'] }],
    );
    platinum = await makeProvider('Pat Platinum', {
      languages: [a('english')],
      voiceAgeGenders: [a('middleM')],
      membershipLevel: 5,
      summary: 'I love documentary work',
    });
    french = await makeProvider('Documentary Dan', {
      languages: [a('french')],
      voiceAgeGenders: [a('middleM')],
      accents: [a('british')],
      categories: [a('elearning'), a('audiobooks')],
      displayOrder: 3,
    });
    ids = [platinum, premium, standardFirst, standardSecond, french].map(pid).join(',');
  });

  it('orders by membership level, then display_order, ten a page by default', async () => {
    const res = await server.call('searchProviders', { query: { ids } });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([
      pid(platinum),
      pid(premium),
      pid(standardFirst),
      pid(standardSecond),
      pid(french),
    ]);
    expect(res.headers['page-size']).toBe('10');
    expect(res.headers['total-rows']).toBe('5');
    expect(res.headers['total-pages']).toBe('1');
    expect(res.headers['current-page']).toBe('1');
    // The page comes with its samples, for the cards' players.
    const pia = (res.json as unknown as { id: number; samples: { name: string }[] }[]).find(
      (p) => p.id === pid(premium),
    );
    expect(pia?.samples.map((s) => s.name)).toEqual(['Documentary narration']);
  });

  it('keeps those who work from the country asked for (one of their locations)', async () => {
    const { db } = server.services;
    await db
      .update(providers)
      .set({ locations: [{ country_code: 'FR', city: 'Lyon' }, { country_code: 'GB' }] })
      .where(eq(providers.id, pid(french)));
    await db
      .update(providers)
      .set({ locations: [{ country_code: 'GB', city: 'London' }] })
      .where(eq(providers.id, pid(premium)));
    const gb = await server.call('searchProviders', { query: { ids, country: 'GB' } });
    expect(idsOf(gb.body)).toEqual([pid(premium), pid(french)]);
    const fr = await server.call('searchProviders', { query: { ids, country: 'FR' } });
    expect(idsOf(fr.body)).toEqual([pid(french)]);
    const bad = await server.call('searchProviders', { query: { ids, country: 'gb' } });
    expect(bad.status).toBe(400);
  });

  it('pages with the size asked for', async () => {
    const second = await server.call('searchProviders', { query: { ids, size: 2, page: 2 } });
    expect(idsOf(second.body)).toEqual([pid(standardFirst), pid(standardSecond)]);
    expect(second.headers['total-pages']).toBe('3');
    const past = await server.call('searchProviders', { query: { ids, size: 2, page: 9 } });
    expect(idsOf(past.body)).toEqual([]);
    expect(past.headers['total-rows']).toBe('5');
    expect(past.headers['current-page']).toBe('9');
  });

  it('matches any of the languages and voice age and genders, and every further filter', async () => {
    const spanishOrFrench = await server.call('searchProviders', {
      query: { ids, languages: `${a('spanish')},${a('french')}` },
    });
    expect(idsOf(spanishOrFrench.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    const englishMale = await server.call('searchProviders', {
      query: { ids, languages: String(a('english')), voice_age_genders: String(a('middleM')) },
    });
    expect(idsOf(englishMale.body)).toEqual([pid(platinum), pid(standardFirst)]);
    // Several of each: any language of the list with any voice of the list, on the same profile.
    const bothLists = {
      ids,
      languages: `${a('spanish')},${a('french')}`,
      voice_age_genders: `${a('youngF')},${a('middleM')}`,
    };
    const spanishOrFrenchVoices = await server.call('searchProviders', { query: bothLists });
    expect(idsOf(spanishOrFrenchVoices.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    // A profile's new languages are searched at once.
    const switcher = await makeProvider('Sid Switch', {
      languages: [a('english')],
      voiceAgeGenders: [a('middleM')],
      displayOrder: 4,
    });
    const withSwitcher = { ...bothLists, ids: `${ids},${pid(switcher)}` };
    const before = await server.call('searchProviders', { query: withSwitcher });
    expect(idsOf(before.body)).not.toContain(pid(switcher));
    await server.services.db
      .update(providers)
      .set({ languages: [a('french')] })
      .where(eq(providers.id, pid(switcher)));
    const afterEdit = await server.call('searchProviders', { query: withSwitcher });
    expect(idsOf(afterEdit.body)).toEqual([pid(premium), pid(standardFirst), pid(french), pid(switcher)]);
    const britishElearning = await server.call('searchProviders', {
      query: { ids, filters: `${a('british')},${a('elearning')}` },
    });
    expect(idsOf(britishElearning.body)).toEqual([pid(standardFirst), pid(french)]);
    const twoCategories = await server.call('searchProviders', {
      query: { ids, filters: `${a('elearning')},${a('audiobooks')}` },
    });
    expect(idsOf(twoCategories.body)).toEqual([pid(french)]);
    const noAttribute = await server.call('searchProviders', { query: { ids, filters: '999999' } });
    expect(idsOf(noAttribute.body)).toEqual([]);
    const byUser = await server.call('searchProviders', {
      query: { user_ids: `${premium.id},${french.id}` },
    });
    expect(idsOf(byUser.body)).toEqual([pid(premium), pid(french)]);
  });

  it('ranks free text: a name beats a tag, a tag beats a summary, before membership', async () => {
    const res = await server.call('searchProviders', { query: { ids, keywords: 'Documentary' } });
    // Dan has it in his name (weight A), Pia in a sample tag and name (B, C), Pat in the summary (D).
    expect(idsOf(res.body)).toEqual([pid(french), pid(premium), pid(platinum)]);
    const stemmed = await server.call('searchProviders', {
      query: { ids, keywords: 'documentaries narrations' },
    });
    expect(idsOf(stemmed.body)).toEqual([pid(premium)]);
    const stopWordsOnly = await server.call('searchProviders', { query: { ids, keywords: 'the' } });
    expect(idsOf(stopWordsOnly.body)).toHaveLength(5);
    const symbols = await server.call('searchProviders', { query: { ids, keywords: "doc:* & ! ' |" } });
    expect(symbols.status).toBe(200);
  });

  it('pages a one-word search, alone or in languages, in the order of ranking every match', async () => {
    // The word as typed ('narration', the names' dictionary) and its stem ('narrat', the other
    // fields'), in every field, with ties on the rank that membership and display_order break.
    const [english, spanish, french] = [a('english'), a('spanish'), a('french')];
    const nora = await makeProvider('Narration Nora', { membershipLevel: 2, languages: [english] });
    const ned = await makeProvider('Narration Ned', { displayOrder: 4, languages: [english, spanish] }, [
      { name: 'Narration reel' },
    ]);
    const rhea = await makeProvider('Rhea Reel', { membershipLevel: 3, languages: [spanish] }, [
      { name: 'Narration', tags: ['narration'] },
    ]);
    const tess = await makeProvider('Tess Tag', {}, [{ name: 'Warm read', tags: ['narrations'] }]);
    const sue = await makeProvider('Sue Summary', { summary: 'Narrations', languages: [english] });
    const sid = await makeProvider('Sid Summary', {
      summary: 'Narrations',
      displayOrder: 1,
      languages: [french],
    });
    const sal = await makeProvider('Sal Summary', {
      summary: 'Narrations',
      membershipLevel: 5,
      languages: [spanish, english],
    });
    const made = [nora, ned, rhea, tess, sue, sid, sal];
    const ghost = await makeProvider('Narration Ghost', { languages: [english] });
    const { db } = server.services;
    await db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, ghost.id));

    /** The whole search ranked at once, as before provider_terms: every match's ts_rank. */
    const rankedAll = async (query: string, languages: number[] = []) =>
      (
        await rawRows<{ id: number }>(
          db,
          sql`SELECT p.id FROM providers p, (SELECT ${query}::tsquery AS q) AS w
            WHERE p.service_id = 'voice_over' AND p.search_document @@ w.q
              AND p.user_id NOT IN (SELECT id FROM users WHERE deleted_at IS NOT NULL)
              AND (${languages.length === 0} OR p.languages && ${`{${languages.join(',')}}`}::int[])
            ORDER BY ts_rank(p.search_document, w.q) DESC, p.membership_level DESC NULLS LAST,
              p.display_order, p.id`,
        )
      ).map((r) => r.id);
    /** Every page of the search through the API, three a page. */
    const paged = async (keywords: string, languages: number[] = []) => {
      const query = {
        keywords,
        size: 3,
        ...(languages.length > 0 ? { languages: languages.join(',') } : {}),
      };
      const first = await server.call('searchProviders', { query });
      const pages = Number(first.headers['total-pages']);
      const found = idsOf(first.body);
      for (let page = 2; page <= pages; page += 1) {
        const next = await server.call('searchProviders', { query: { ...query, page } });
        found.push(...idsOf(next.body));
      }
      return { found, total: Number(first.headers['total-rows']) };
    };
    /** The search through the API gives what ranking every match gives. */
    const expectSame = async (keywords: string, query: string, languages: number[] = []) => {
      const expected = await rankedAll(query, languages);
      expect(await paged(keywords, languages)).toEqual({ found: expected, total: expected.length });
      return expected;
    };

    const narration = "'narration' | 'narrat'";
    const expected = await expectSame('Narration', narration);
    expect(expected).toEqual(expect.arrayContaining(made.map(pid)));
    expect(expected).not.toContain(pid(ghost));
    // In one language, in two (a profile speaking both found once), one lexeme or both.
    expect(await expectSame('Narrations', narration, [french])).toEqual([pid(sid)]);
    expect(await expectSame('narration', narration, [english])).toContain(pid(nora));
    await expectSame('narration', narration, [english, spanish]);
    expect(await expectSame('reel', "'reel'", [english, spanish])).toEqual([pid(rhea), pid(ned)]);
    expect(await expectSame('reel', "'reel'", [spanish])).toEqual([pid(rhea), pid(ned)]);
    // Sue's summary ranks her with Sid and below Sal (Platinum); a new membership level moves her
    // above Sal at once (the same rank and level, and she is older); a new language finds her in
    // it, and a deleted profile leaves.
    const beforeUpgrade = expected.indexOf(pid(sue));
    await db
      .update(providers)
      .set({ membershipLevel: 5, languages: [english, french] })
      .where(eq(providers.id, pid(sue)));
    await db.delete(providers).where(eq(providers.id, pid(ned)));
    const after = await expectSame('Narration', narration);
    expect(after.indexOf(pid(sue))).toBeLessThan(beforeUpgrade);
    expect(after).not.toContain(pid(ned));
    expect(await expectSame('Narrations', narration, [french])).toEqual([pid(sue), pid(sid)]);
    // The counts agree with the rows (of any language) for every word after this file's writes.
    const drift = await rawRows<{ words: number }>(
      db,
      sql`SELECT count(*)::int AS words FROM
        (SELECT service_id, lexeme, count(*)::int AS n FROM provider_terms WHERE language = 0 GROUP BY 1, 2) AS held
        FULL JOIN (SELECT * FROM provider_term_counts WHERE n <> 0) AS counted USING (service_id, lexeme)
        WHERE held.n IS DISTINCT FROM counted.n`,
    );
    expect(drift).toEqual([{ words: 0 }]);
  });

  it('gives signed-in callers their favorite flags and leaves deleted accounts out', async () => {
    const fan = await server.user({ roles: ['client'] });
    await server.services.db
      .insert(favorites)
      .values({ userId: fan.id, target: 'provider', targetId: pid(premium) });
    const res = await server.call('searchProviders', { query: { ids }, token: fan.token });
    const flags = (res.json as unknown as { id: number; favorite: boolean }[]).map((p) => [p.id, p.favorite]);
    expect(flags).toContainEqual([pid(premium), true]);
    expect(flags).toContainEqual([pid(platinum), false]);

    const ghost = await makeProvider('Gus Ghost', { languages: [a('english')] });
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, ghost.id));
    const withGhost = await server.call('searchProviders', { query: { ids: `${ids},${pid(ghost)}` } });
    expect(idsOf(withGhost.body)).not.toContain(pid(ghost));
  });

  it('answers 400 for malformed filters', async () => {
    const res = await server.call('searchProviders', { query: { languages: '12,abc' } });
    expect(res.status).toBe(400);
    expect(res.json['message']).toContain('languages');
    const size = await server.call('searchProviders', { query: { size: 101 } });
    expect(size.status).toBe(400);
    const huge = await server.call('searchProviders', { query: { ids: '9999999999' } });
    expect(huge.status).toBe(400);
    expect(huge.json['message']).toContain('ids');
    const hugeByIds = await server.call('getProvidersByIds', { query: { ids: '1,9999999999' } });
    expect(hugeByIds.status).toBe(400);
  });

  it('searches a category page by its slug, narrowed by the filters', async () => {
    const res = await server.call('searchProvidersBySlug', { params: { slug: 'e-learning' }, query: {} });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(premium), pid(standardFirst), pid(french)]);
    const narrowed = await server.call('searchProvidersBySlug', {
      params: { slug: 'e-learning' },
      query: { languages: String(a('french')) },
    });
    expect(idsOf(narrowed.body)).toEqual([pid(french)]);
    const missing = await server.call('searchProvidersBySlug', { params: { slug: 'no-such-page' } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('No category page has this slug.');
    const notCategory = await server.call('searchProvidersBySlug', { params: { slug: 'english' } });
    expect(notCategory.status).toBe(404);
    const bad = await server.call('searchProvidersBySlug', { params: { slug: 'Not_A_Slug' } });
    expect(bad.status).toBe(400);
  });

  it('suggests names for the text typed so far', async () => {
    const res = await server.call('suggestProviders', { query: { text: 'pat plat' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: pid(platinum),
        user_id: platinum.id,
        user: { username: usernameOf(platinum), name: 'Pat Platinum' },
        picture: null,
        location: null,
        membership: 'Platinum',
      },
    ]);
    // A summary word is not a name.
    const summary = await server.call('suggestProviders', { query: { text: 'love' } });
    expect(idsOf(summary.body)).toEqual([]);
    const missing = await server.call('suggestProviders', { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.json['message']).toBe('text is required');
  });
});

describe('listProvidersAlphabetic', () => {
  it('lists names starting with the letter, alphabetically', async () => {
    const zed = await makeProvider('Zelda Zimmer');
    const zac = await makeProvider('zac Zorro');
    const res = await server.call('listProvidersAlphabetic', { query: { letter: 'Z' } });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(zac), pid(zed)]);
    expect(res.headers['total-rows']).toBe('2');
    const bad = await server.call('listProvidersAlphabetic', { query: { letter: '1' } });
    expect(bad.status).toBe(400);
  });
});

describe('getProvidersByIds', () => {
  it('returns the profiles in the order given, leaving out unknown ids', async () => {
    const first = await makeProvider('Ida First');
    const second = await makeProvider('Ida Second');
    const res = await server.call('getProvidersByIds', {
      query: { ids: `${pid(second)},999999,${pid(first)}` },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(second), pid(first)]);
    expect(res.headers['total-rows']).toBe('2');
    const missing = await server.call('getProvidersByIds', { query: {} });
    expect(missing.status).toBe(400);
  });
});

describe('getProviderMarket', () => {
  it('counts the competitors of each language and voice age and gender pair, for the owner only', async () => {
    const owner = await makeProvider('Mona Market', {
      languages: [a('french'), a('spanish')],
      voiceAgeGenders: [a('youngF')],
    });
    await makeProvider('Rival One', { languages: [a('french')], voiceAgeGenders: [a('youngF')] });
    const res = await server.call('getProviderMarket', { params: { id: pid(owner) }, token: owner.token });
    expect(res.status).toBe(200);
    const segments = res.json['segments'] as {
      language: { id: number };
      voice_age_gender: { id: number };
      providers_count: number;
      projects_count: number;
    }[];
    const french = segments.find((s) => s.language.id === a('french'));
    expect(french).toMatchObject({
      providers_count: 2,
      projects_count: 0,
      voice_age_gender: { id: a('youngF') },
    });
    expect(segments).toHaveLength(2);
    const other = await server.call('getProviderMarket', { params: { id: pid(owner) }, token: client.token });
    expect(other.status).toBe(403);
    const anonymous = await server.call('getProviderMarket', { params: { id: pid(owner) } });
    expect(anonymous.status).toBe(401);
    const missing = await server.call('getProviderMarket', { params: { id: 999999 }, token: admin.token });
    expect(missing.status).toBe(404);
  });
});

describe('profile views and recently visited', () => {
  it('stores the signed-in caller’s last 10 visits, newest first, without repeats', async () => {
    const viewed = await makeProvider('Vic Viewed');
    const visitor = await server.user({ roles: ['client'] });
    const previous = [11, 12, 13, 14, 15, 16, 17, 18, 19, pid(viewed)].filter((id) => id !== pid(viewed));
    const res = await server.call('recordProviderProfileView', {
      params: { id: pid(viewed) },
      token: visitor.token,
      body: { last_visited: [...previous.slice(0, 4), pid(viewed), ...previous.slice(4)] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const [row] = await server.services.db.select().from(users).where(eq(users.id, visitor.id));
    const stored = row?.prefs['last_visited'] as number[];
    expect(stored[0]).toBe(pid(viewed));
    expect(stored).toHaveLength(10);
    expect(new Set(stored).size).toBe(10);
    expect(stored.slice(1)).toEqual(previous);
    const views = await server.services.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.providerId, pid(viewed)));
    expect(views).toHaveLength(1);
  });

  it('counts anonymous visits, not the owner’s own, and checks the list and the profile', async () => {
    const viewed = await makeProvider('Olga Own');
    const anonymous = await server.call('recordProviderProfileView', {
      params: { id: pid(viewed) },
      body: { last_visited: [pid(viewed)] },
      sessionId: 'anon-session-1',
    });
    expect(anonymous.status).toBe(200);
    await server.call('recordProviderProfileView', {
      params: { id: pid(viewed) },
      token: viewed.token,
      body: { last_visited: [pid(viewed)] },
    });
    const views = await server.services.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.providerId, pid(viewed)));
    expect(views.map((v) => v.sessionId)).toEqual(['anon-session-1']);
    const tooMany = await server.call('recordProviderProfileView', {
      params: { id: pid(viewed) },
      body: { last_visited: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json['message']).toBe('last_visited must NOT have more than 10 items');
    const repeated = await server.call('recordProviderProfileView', {
      params: { id: pid(viewed) },
      body: { last_visited: [3, 3] },
    });
    expect(repeated.status).toBe(400);
    const missing = await server.call('recordProviderProfileView', {
      params: { id: 999999 },
      body: { last_visited: [] },
    });
    expect(missing.status).toBe(404);
  });

  it('lists the profiles also visited by this profile’s visitors, most visited first', async () => {
    const hub = await makeProvider('Hub Profile');
    const popular = await makeProvider('Popular Pick');
    const niche = await makeProvider('Niche Pick');
    const visit = (providerId: number, sessionId: string) =>
      server.call('recordProviderProfileView', {
        params: { id: providerId },
        body: { last_visited: [providerId] },
        sessionId,
      });
    for (const session of ['visitor-aaaa', 'visitor-bbbb', 'visitor-cccc']) {
      await visit(pid(hub), session);
      await visit(pid(popular), session);
    }
    await visit(pid(niche), 'visitor-aaaa');
    await visit(pid(niche), 'visitor-aaaa');
    await visit(pid(niche), 'visitor-zzzz');
    const res = await server.call('listProvidersAlsoVisited', { params: { id: pid(hub) } });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(popular), pid(niche)]);
    expect(res.headers['total-rows']).toBe('2');
    const page2 = await server.call('listProvidersAlsoVisited', {
      params: { id: pid(hub) },
      query: { size: 1, page: 2 },
    });
    expect(idsOf(page2.body)).toEqual([pid(niche)]);
    const past = await server.call('listProvidersAlsoVisited', {
      params: { id: pid(hub) },
      query: { size: 1, page: 5 },
    });
    expect(past.headers['total-rows']).toBe('2');
    const missing = await server.call('listProvidersAlsoVisited', { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    const bad = await server.call('listProvidersAlsoVisited', {
      params: { id: pid(hub) },
      query: { page: 0 },
    });
    expect(bad.status).toBe(400);
  });
});

// Recently booked voice actors: recentlyBooked.test.ts; average rates: averageRate.test.ts.
describe('recently favorited', () => {
  it('lists the caller’s favorited voice actors newest first, 8 a page by default', async () => {
    const fan = await server.user({ roles: ['client'] });
    const favorited: TestUser[] = [];
    for (let i = 0; i < 9; i += 1) favorited.push(await makeProvider(`Fav Orite ${i}`));
    await server.services.db.insert(favorites).values(
      favorited.map((p, i) => ({
        userId: fan.id,
        target: 'provider',
        targetId: pid(p),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    // Someone else's favorites are not the caller's.
    await server.services.db
      .insert(favorites)
      .values({ userId: client.id, target: 'provider', targetId: pid(favorited[0] as TestUser) })
      .onConflictDoNothing();
    const res = await server.call('listRecentlyFavoritedProviders', { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.headers['page-size']).toBe('8');
    expect(res.headers['total-rows']).toBe('9');
    expect(res.headers['total-pages']).toBe('2');
    expect(idsOf(res.body)).toEqual(favorited.slice(1).reverse().map(pid));
    const second = await server.call('listRecentlyFavoritedProviders', {
      token: fan.token,
      query: { page: 2 },
    });
    expect(idsOf(second.body)).toEqual([pid(favorited[0] as TestUser)]);
    const anonymous = await server.call('listRecentlyFavoritedProviders', {});
    expect(anonymous.status).toBe(401);
    const bad = await server.call('listRecentlyFavoritedProviders', { token: fan.token, query: { size: 0 } });
    expect(bad.status).toBe(400);
  });
});

describe('getProviderStats', () => {
  it('places each measure of the last 12 months by decile among all voice actors', async () => {
    const { db } = server.services;
    // Deciles need at least 10 comparable voice actors, whatever else this file created.
    for (let i = 0; i < 10; i += 1) await makeProvider(`Peer Provider ${i}`);
    const star = await makeProvider('Stella Stats', {}, [{ name: 'Stats take' }]);
    const [sample] = await db
      .select()
      .from(samples)
      .where(eq(samples.providerId, pid(star)));
    const now = server.clock.now;
    const old = new Date(now.getTime() - 400 * 24 * 3600 * 1000);
    await db.insert(profileViews).values([
      ...[1, 2, 3].map((i) => ({ providerId: pid(star), sessionId: `stats-session-${i}`, at: now })),
      // Outside the 12-month window.
      { providerId: pid(star), sessionId: 'stats-session-old', at: old },
    ]);
    await db
      .insert(sampleListens)
      .values({ sampleId: sample?.id ?? 0, sessionId: 'stats-session-1', at: now });
    const res = await server.call('getProviderStats', { params: { id: pid(star) }, token: star.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      provider_id: pid(star),
      window_months: 12,
      response_time_window_months: 6,
      period_start: '2025-11-21',
      period_end: '2026-11-21',
    });
    const metrics = res.json['metrics'] as { name: string; value: number; decile: number; scale: string }[];
    const views = metrics.find((m) => m.name === 'profile_views');
    // More views than any other voice actor here: the top decile.
    expect(views).toMatchObject({ value: 3, decile: 10, scale: 'Top' });
    expect(metrics.find((m) => m.name === 'sample_listens')).toMatchObject({ value: 1, scale: 'Top' });
    const favoritesMetric = metrics.find((m) => m.name === 'favorites');
    expect(favoritesMetric?.value).toBe(0);
    expect(favoritesMetric?.scale).toBe('Bottom');
  });

  it('is for the owner or an admin only', async () => {
    const owner = await makeProvider('Priya Private');
    const other = await makeProvider('Nosy Neighbour');
    const foreign = await server.call('getProviderStats', { params: { id: pid(owner) }, token: other.token });
    expect(foreign.status).toBe(403);
    const wrongRole = await server.call('getProviderStats', {
      params: { id: pid(owner) },
      token: client.token,
    });
    expect(wrongRole.status).toBe(403);
    const anonymous = await server.call('getProviderStats', { params: { id: pid(owner) } });
    expect(anonymous.status).toBe(401);
    const byAdmin = await server.call('getProviderStats', { params: { id: pid(owner) }, token: admin.token });
    expect(byAdmin.status).toBe(200);
    const missing = await server.call('getProviderStats', { params: { id: 999999 }, token: admin.token });
    expect(missing.status).toBe(404);
  });
});

describe('listProviderWorkExperiences', () => {
  it('lists the credits, most recent year first', async () => {
    const owner = await makeProvider('Wes Work');
    await server.services.db.insert(workExperiences).values([
      { providerId: pid(owner), year: 2019, title: 'Old ad' },
      { providerId: pid(owner), year: 2024, title: 'Bank course', clientName: 'Brightside' },
      { providerId: pid(owner), year: 2021, title: 'Game' },
    ]);
    const res = await server.call('listProviderWorkExperiences', { params: { id: pid(owner) } });
    expect(res.status).toBe(200);
    expect((res.json as unknown as { title: string }[]).map((w) => w.title)).toEqual([
      'Bank course',
      'Game',
      'Old ad',
    ]);
    expect(res.headers['total-rows']).toBe('3');
    const page = await server.call('listProviderWorkExperiences', {
      params: { id: pid(owner) },
      query: { size: 2, page: 2 },
    });
    expect((page.json as unknown as { title: string }[]).map((w) => w.title)).toEqual(['Old ad']);
    const missing = await server.call('listProviderWorkExperiences', { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    const bad = await server.call('listProviderWorkExperiences', {
      params: { id: pid(owner) },
      query: { size: 500 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('work experience edits', () => {
  const credit = {
    year: 2023,
    title: '  Harbor Lights trailer ',
    client_name: 'Harbor Films',
    role: '',
    url: 'https://harbor.example/trailer',
  };
  const titles = async (owner: TestUser) => {
    const res = await server.call('listProviderWorkExperiences', { params: { id: pid(owner) } });
    return (res.json as unknown as { title: string }[]).map((w) => w.title);
  };

  it('lets the owner add, change and remove a credit, which the public list shows', async () => {
    const owner = await makeProvider('Cora Credit');
    const created = await server.call('createProviderWorkExperience', {
      params: { id: pid(owner) },
      token: owner.token,
      body: credit,
    });
    expect(created.status).toBe(201);
    // Text is trimmed; an empty optional field is stored as none.
    expect(created.json).toMatchObject({
      provider_id: pid(owner),
      year: 2023,
      title: 'Harbor Lights trailer',
      client_name: 'Harbor Films',
      role: null,
      url: 'https://harbor.example/trailer',
    });
    const id = created.json['id'] as number;
    expect(await titles(owner)).toEqual(['Harbor Lights trailer']);
    const changed = await server.call('updateProviderWorkExperience', {
      params: { id: pid(owner), experienceId: id },
      token: owner.token,
      body: { role: 'Narrator', url: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ title: 'Harbor Lights trailer', role: 'Narrator', url: null });
    const removed = await server.call('deleteProviderWorkExperience', {
      params: { id: pid(owner), experienceId: id },
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(await titles(owner)).toEqual([]);
  });

  it('is for the owner or an admin; another profile’s credit is not found', async () => {
    const owner = await makeProvider('Olga Owner');
    const other = await makeProvider('Nils Neighbour');
    const add = (token?: string, id = pid(owner)) =>
      server.call('createProviderWorkExperience', { params: { id }, token, body: credit });
    expect((await add()).status).toBe(401);
    const foreign = await add(other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.json['message']).toBe('Only the voice actor or an admin can edit this work experience.');
    expect((await add(client.token)).status).toBe(403);
    const byAdmin = await add(admin.token);
    expect(byAdmin.status).toBe(201);
    const theirs = await add(other.token, pid(other));
    const theirId = theirs.json['id'] as number;
    // The owner's path with the neighbour's credit: not one of this profile's.
    const crossUpdate = await server.call('updateProviderWorkExperience', {
      params: { id: pid(owner), experienceId: theirId },
      token: owner.token,
      body: { title: 'Taken over' },
    });
    expect(crossUpdate.status).toBe(404);
    expect(crossUpdate.json['message']).toBe('This credit is not on this profile.');
    const crossDelete = await server.call('deleteProviderWorkExperience', {
      params: { id: pid(owner), experienceId: theirId },
      token: owner.token,
    });
    expect(crossDelete.status).toBe(404);
    const foreignDelete = await server.call('deleteProviderWorkExperience', {
      params: { id: pid(other), experienceId: theirId },
      token: owner.token,
    });
    expect(foreignDelete.status).toBe(403);
    expect(await titles(other)).toEqual(['Harbor Lights trailer']);
    const missing = await server.call('createProviderWorkExperience', {
      params: { id: 999999 },
      token: admin.token,
      body: credit,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a blank title, a future year, a bad link and unknown fields with specific messages', async () => {
    const owner = await makeProvider('Bea Bounds');
    const add = (body: Record<string, unknown>) =>
      server.call('createProviderWorkExperience', {
        params: { id: pid(owner) },
        token: owner.token,
        body,
      });
    const blank = await add({ ...credit, title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json['message']).toBe('Give the credit a title.');
    const nextYear = server.clock.now.getUTCFullYear() + 1;
    const future = await add({ ...credit, year: nextYear });
    expect(future.status).toBe(400);
    expect(future.json['message']).toBe(`The year cannot be later than ${String(nextYear - 1)}.`);
    const link = await add({ ...credit, url: 'ftp://harbor.example' });
    expect(link.status).toBe(400);
    expect(link.json['message']).toContain('url');
    const unknown = await add({ ...credit, budget: 500 });
    expect(unknown.status).toBe(400);
    expect(unknown.json['message']).toBe('budget is not a known field');
    const empty = await server.call('updateProviderWorkExperience', {
      params: { id: pid(owner), experienceId: 1 },
      token: owner.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(await titles(owner)).toEqual([]);
  });
});
