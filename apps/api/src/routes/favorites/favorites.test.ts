// favorites: the toggle (on, on again changes nothing, off), which targets exist, and each user's
// own paged list, newest first, with voice actors embedded as cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { files, providers, samples, users } from '../../db/schema';

let server: TestServer;
let ana: TestUser;
let sampleId: number;
beforeAll(async () => {
  server = await startTestServer();
  ana = await server.user({ provider: true, name: 'Ana Voice' });
  if (!ana.providerId) throw new Error('no provider');
  await server.services.db
    .update(providers)
    .set({
      locations: [{ country_code: 'US', region: 'California', city: 'Los Angeles' }],
      membershipLevel: 4,
    })
    .where(eq(providers.id, ana.providerId));
  await server.services.db
    .insert(files)
    .values({ id: 'file-for-favorites-test', kind: 'audio', contentType: 'audio/mpeg', size: 10 });
  const [sample] = await server.services.db
    .insert(samples)
    .values({
      providerId: ana.providerId,
      hash: 'fav-sample-hash',
      name: 'Warm narration',
      fileId: 'file-for-favorites-test',
      type: 'audio',
    })
    .returning({ id: samples.id });
  sampleId = sample?.id ?? 0;
});
afterAll(() => server.dispose());

describe('createFavorite and deleteFavorite', () => {
  it('turns the toggle on (201), on again changes nothing (200), off (204), off again (404)', async () => {
    const maria = await server.user();
    const on = await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'provider', target_id: ana.providerId, additional_data: { source: 'search' } },
    });
    expect(on.status).toBe(201);
    expect(on.json).toEqual({
      user_id: maria.id,
      target: 'provider',
      target_id: ana.providerId,
      additional_data: { source: 'search' },
      provider: {
        id: ana.providerId,
        user_id: ana.id,
        user: { username: expect.any(String) as string, name: 'Ana Voice' },
        picture: null,
        location: {
          country_code: 'US',
          country_name: 'United States',
          region: 'California',
          city: 'Los Angeles',
        },
        membership: 'Premium',
      },
      created_at: server.clock.now.toISOString(),
    });

    server.clock.advance(60_000);
    const again = await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'provider', target_id: ana.providerId, additional_data: { source: 'profile' } },
    });
    expect(again.status).toBe(200);
    expect(again.json['additional_data']).toEqual({ source: 'search' });
    expect(again.json['created_at']).toBe(on.json['created_at']);

    const off = await server.call('deleteFavorite', {
      token: maria.token,
      params: { target: 'provider', id: ana.providerId ?? 0 },
    });
    expect(off.status).toBe(204);
    const offAgain = await server.call('deleteFavorite', {
      token: maria.token,
      params: { target: 'provider', id: ana.providerId ?? 0 },
    });
    expect(offAgain.status).toBe(404);
  });

  it('favorites samples, and answers 404 for targets that do not exist', async () => {
    const maria = await server.user();
    const sample = await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'sample', target_id: sampleId, additional_data: { provider_id: ana.providerId } },
    });
    expect(sample.status).toBe(201);
    expect(sample.json).not.toHaveProperty('provider');
    for (const [target, message] of [
      ['provider', 'Voice actor not found.'],
      ['sample', 'Sample not found.'],
      ['offer', 'Proposal not found.'],
      ['project', 'Project not found.'],
    ] as const) {
      const missing = await server.call('createFavorite', {
        token: maria.token,
        body: { target, target_id: 987654 },
      });
      expect(missing.status).toBe(404);
      expect(missing.json['message']).toBe(message);
    }
  });

  it("only removes the caller's own favorite", async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'sample', target_id: sampleId },
    });
    const notHis = await server.call('deleteFavorite', {
      token: daniel.token,
      params: { target: 'sample', id: sampleId },
    });
    expect(notHis.status).toBe(404);
    const list = await server.call('listFavorites', {
      token: maria.token,
      params: { target: 'sample', id: maria.id },
    });
    expect(list.json.length).toBe(1);
  });

  it('refuses bad bodies (400), other media types (415) and anonymous callers (401)', async () => {
    const maria = await server.user();
    const unknownTarget = await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'user', target_id: 1 },
    });
    expect(unknownTarget.status).toBe(400);
    expect(unknownTarget.json['message']).toMatch(/^target /);
    const extra = await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'sample', target_id: sampleId, additional_data: { color: 'red' } },
    });
    expect(extra.status).toBe(400);
    expect(extra.json['message']).toBe('additional_data.color is not a known field');
    const form = await server.call('createFavorite', {
      token: maria.token,
      payload: { body: 'target=sample', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const badId = await server.call('deleteFavorite', {
      token: maria.token,
      params: { target: 'provider', id: 0 },
    });
    expect(badId.status).toBe(400);
    expect(
      (await server.call('createFavorite', { body: { target: 'sample', target_id: sampleId } })).status,
    ).toBe(401);
    expect((await server.call('deleteFavorite', { params: { target: 'sample', id: sampleId } })).status).toBe(
      401,
    );
  });
});

describe('listFavorites', () => {
  it("lists the caller's favorites of one kind, newest first, page by page", async () => {
    const maria = await server.user();
    const others = [
      await server.user({ provider: true }),
      await server.user({ provider: true }),
      await server.user({ provider: true }),
    ];
    for (const other of [ana, ...others]) {
      server.clock.advance(1000);
      await server.call('createFavorite', {
        token: maria.token,
        body: { target: 'provider', target_id: other.providerId },
      });
    }
    await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'sample', target_id: sampleId },
    });

    const page1 = await server.call('listFavorites', {
      token: maria.token,
      params: { target: 'provider', id: maria.id },
      query: { page: 1, size: 3 },
    });
    expect(page1.status).toBe(200);
    expect((page1.body as { target_id: number }[]).map((f) => f.target_id)).toEqual(
      [...others].reverse().map((o) => o.providerId),
    );
    expect(page1.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '2',
      'total-rows': '4',
      'page-size': '3',
    });
    const page2 = await server.call('listFavorites', {
      token: maria.token,
      params: { target: 'provider', id: maria.id },
      query: { page: 2, size: 3 },
    });
    expect(page2.body).toMatchObject([
      { target_id: ana.providerId, provider: { user: { name: 'Ana Voice' } } },
    ]);
  });

  it('hides the favorites of a deleted voice actor', async () => {
    const maria = await server.user();
    const gone = await server.user({ provider: true });
    await server.call('createFavorite', {
      token: maria.token,
      body: { target: 'provider', target_id: gone.providerId },
    });
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, gone.id));
    const list = await server.call('listFavorites', {
      token: maria.token,
      params: { target: 'provider', id: maria.id },
    });
    expect(list.json).toEqual([]);
    expect(list.headers['total-rows']).toBe('0');
  });

  it("refuses another user's list (403), a bad page (400) and anonymous callers (401)", async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const other = await server.call('listFavorites', {
      token: daniel.token,
      params: { target: 'provider', id: maria.id },
    });
    expect(other.status).toBe(403);
    const badPage = await server.call('listFavorites', {
      token: maria.token,
      params: { target: 'provider', id: maria.id },
      query: { page: 0 },
    });
    expect(badPage.status).toBe(400);
    expect(badPage.json['message']).toMatch(/^page /);
    expect(
      (await server.call('listFavorites', { params: { target: 'provider', id: maria.id } })).status,
    ).toBe(401);
  });
});
