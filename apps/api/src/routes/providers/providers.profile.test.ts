// Voice actor profiles through the server: creating a profile (and the provider role), editing it
// (lists replace, display_order for admins only, 400 otherwise), deleting it (admin), the public
// profile with populate, the favorite flag and the rating hidden below 5 reviews (sections 5 and 9).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favorites, providers, reviews, samples, users } from '../../db/schema';
import {
  a,
  admin,
  client,
  idsOf,
  makeProvider,
  pid,
  server,
  usernameOf,
  useProvidersServer,
} from './providers.fixtures';

useProvidersServer();

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
