// What a voice actor keeps on their own profile, through the server: their stats (each measure of
// the last 12 months by decile among all voice actors, for the owner or an admin) and their credits
// (work experiences: the public list, most recent year first, and the owner's or an admin's edits
// with their specific refusals).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startSession } from '../../auth/sessions';
import { COUNT_WINDOW_MS } from '../../modules/providers/counters';
import type { CallOptions, TestUser } from '../../testing/harness';
import { profileViews, sampleListens, samples, workExperiences } from '../../db/schema';
import { admin, client, idsOf, makeProvider, pid, server, useProvidersServer } from './providers.fixtures';

useProvidersServer();

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

  it('counts a search appearance once per visitor an hour: not the voice actor’s own, an admin’s acting as someone, nor a lookup by id', async () => {
    const found = await makeProvider('Sienna Searchlight');
    const appearances = async (token = found.token) => {
      const res = await server.call('getProviderStats', { params: { id: pid(found) }, token });
      const metrics = res.json['metrics'] as { name: string; value: number }[];
      return metrics.find((m) => m.name === 'search_appearances')?.value;
    };
    const search = (options: CallOptions) =>
      server.call('searchProviders', { query: { keywords: 'Searchlight' }, ...options });
    expect(await appearances()).toBe(0);

    const first = await search({ sessionId: 'appearance-visitor-1' });
    expect(idsOf(first.body)).toEqual([pid(found)]);
    expect(await appearances()).toBe(1);
    // The same visitor searching again within the hour: still one.
    await search({ sessionId: 'appearance-visitor-1' });
    expect(await appearances()).toBe(1);
    // Another visitor, and a signed-in client (counted as the user, whatever their session).
    await search({ sessionId: 'appearance-visitor-2' });
    await search({ sessionId: 'appearance-visitor-1', token: client.token });
    await search({ sessionId: 'appearance-visitor-2', token: client.token });
    expect(await appearances()).toBe(3);

    // None of these is a visitor's search: the voice actor's own, an admin acting as the client,
    // and the voice actor asked for by id (a favorites list).
    await search({ token: found.token });
    await search({ sessionId: 'appearance-visitor-3', token: admin.token, loggedAs: client.id });
    const lookup = await server.call('searchProviders', {
      query: { ids: String(pid(found)) },
      sessionId: 'appearance-visitor-4',
    });
    expect(idsOf(lookup.body)).toEqual([pid(found)]);
    expect(await appearances()).toBe(3);

    // An hour later the first visitor's search counts again (read with a session of that hour: the
    // file's tokens would have expired; the clock goes back for the tests after).
    server.clock.advance(COUNT_WINDOW_MS);
    try {
      await search({ sessionId: 'appearance-visitor-1' });
      const { accessToken } = await startSession(server.services, found.id);
      expect(await appearances(accessToken)).toBe(4);
    } finally {
      server.clock.advance(-COUNT_WINDOW_MS);
    }
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
