// What a voice actor's profile gathers from others through the server: the market figures, profile
// views and recently visited (10 ids, newest first, no repeats), recently favorited. Stats deciles:
// providers.owner.test.ts (in a file of their own, where no other voice actor was viewed more).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestUser } from '../../testing/harness';
import { favorites, profileViews, users } from '../../db/schema';
import { a, admin, client, idsOf, makeProvider, pid, server, useProvidersServer } from './providers.fixtures';

useProvidersServer();

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
