// Samples through the server: uploads (multipart, 413, 415), ownership of every write, the section 9
// page sizes (4 for the owner, 6 public), shared hashes, play counts and the search document. Demos:
// samples.demos.test.ts.
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestUser } from '../../testing/harness';
import { files, samples, sampleListens } from '../../db/schema';
import {
  admin,
  client,
  clip,
  MAX_AUDIO,
  newDemo,
  newSample,
  other,
  owner,
  pid,
  searchMatches,
  server,
  storedFileCount,
  upload,
  useSamplesServer,
} from './samples.fixtures';

useSamplesServer();

describe('createProviderSample', () => {
  it('stores the upload, answers the sample with a playable file URL and its length, and indexes its name', async () => {
    const res = await upload(owner, pid(owner), { name: 'Sunny Bay juice commercial', type: 'audio' });
    expect(res.status).toBe(201);
    const sample = res.json as Record<string, unknown>;
    expect(sample).toMatchObject({
      provider_id: pid(owner),
      name: 'Sunny Bay juice commercial',
      type: 'audio',
      is_valid: true,
      demo_id: null,
      listen_count: 0,
      // Read from the file's headers as it is stored: the seed's clip is 6 seconds.
      duration: 6,
    });
    const fileId = String(sample['file']).split('/').pop() ?? '';
    expect(sample['file']).toBe(`http://localhost:8080/files/audio/${fileId}`);
    const [row] = await server.services.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg', size: clip.length });
    expect(await searchMatches(pid(owner), 'juice commercial')).toBe(true);
  });

  it('puts the sample at the end of the demo it names', async () => {
    const demo = await newDemo(owner, 'Commercials');
    const a = await newSample(owner, 'First spot', { demo_id: demo.id });
    const b = await newSample(owner, 'Second spot', { demo_id: demo.id });
    expect(a.demo_id).toBe(demo.id);
    const got = await server.call('getProviderDemo', { params: { id: pid(owner), demoId: demo.id } });
    expect((got.json['samples'] as { id: number }[]).map((s) => s.id)).toEqual([a.id, b.id]);
  });

  it('lets an admin upload to any profile', async () => {
    const res = await upload(admin, pid(other), { name: 'Uploaded by support', type: 'audio' });
    expect(res.status).toBe(201);
    expect(res.json['provider_id']).toBe(pid(other));
  });

  it('asks an anonymous caller to log in', async () => {
    const res = await upload(null, pid(owner), { name: 'x', type: 'audio' });
    expect(res.status).toBe(401);
  });

  it("refuses another voice actor's profile with 403 and keeps no file", async () => {
    const before = storedFileCount();
    const res = await upload(other, pid(owner), { name: 'Not mine', type: 'audio' });
    expect(res.status).toBe(403);
    expect(res.json['message']).toBe('Only the voice actor or an admin can change this profile.');
    expect(storedFileCount()).toBe(before);
    expect((await upload(client, pid(owner), { name: 'x', type: 'audio' })).status).toBe(403);
  });

  it('answers 404 for a profile that does not exist', async () => {
    expect((await upload(owner, 999999, { name: 'x', type: 'audio' })).status).toBe(404);
  });

  it('rejects a missing name or an unknown type with 400', async () => {
    const noName = await upload(owner, pid(owner), { type: 'audio' });
    expect(noName.status).toBe(400);
    expect(noName.json['message']).toContain('name');
    const badType = await upload(owner, pid(owner), { name: 'x', type: 'podcast' });
    expect(badType.status).toBe(400);
  });

  it('rejects a file that is not audio with 415 and a file above the limit with 413', async () => {
    const before = storedFileCount();
    const text = await upload(
      owner,
      pid(owner),
      { name: 'x', type: 'audio' },
      Buffer.from('just some text, not audio'),
    );
    expect(text.status).toBe(415);
    expect(text.json['message']).toBe(
      'A valid file is required: expected an audio file (mp3, ogg, wav, flac or m4a).',
    );
    const big = Buffer.concat(Array.from({ length: Math.ceil(MAX_AUDIO / clip.length) + 1 }, () => clip));
    const large = await upload(owner, pid(owner), { name: 'x', type: 'audio' }, big);
    expect(large.status).toBe(413);
    expect(storedFileCount()).toBe(before);
  });

  it('refuses a demo of another voice actor with 422', async () => {
    const theirs = await newDemo(other, 'Their demo');
    const res = await upload(owner, pid(owner), { name: 'x', type: 'audio', demo_id: theirs.id });
    expect(res.status).toBe(422);
    expect(res.json['message']).toBe(`Demo ${theirs.id} does not belong to this voice actor.`);
  });
});

describe('listProviderSamples and getProviderSample', () => {
  let actor: TestUser;
  const ids: number[] = [];
  beforeAll(async () => {
    actor = await server.user({ provider: true });
    for (let i = 1; i <= 7; i += 1) {
      server.clock.advance(1000);
      ids.push((await newSample(actor, `Take ${i}`)).id);
    }
    // The oldest sample failed the playability check.
    await server.services.db
      .update(samples)
      .set({ isValid: false })
      .where(eq(samples.id, ids[0] ?? 0));
  });

  it('gives the public 6 valid samples a page, newest first, with paging headers', async () => {
    const res = await server.call('listProviderSamples', { params: { id: pid(actor) } });
    expect(res.status).toBe(200);
    expect((res.body as { id: number }[]).map((s) => s.id)).toEqual([...ids].reverse().slice(0, 6));
    expect(res.headers['page-size']).toBe('6');
    expect(res.headers['total-rows']).toBe('6');
    expect(res.headers['total-pages']).toBe('1');
  });

  it('gives the owner 4 a page, invalid samples included', async () => {
    const res = await server.call('listProviderSamples', { params: { id: pid(actor) }, token: actor.token });
    expect(res.headers['page-size']).toBe('4');
    expect(res.headers['total-rows']).toBe('7');
    expect(res.headers['total-pages']).toBe('2');
    const page2 = await server.call('listProviderSamples', {
      params: { id: pid(actor) },
      query: { page: 2 },
      token: actor.token,
    });
    expect((page2.body as { id: number }[]).map((s) => s.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('honours an explicit size and refuses a bad one', async () => {
    const res = await server.call('listProviderSamples', { params: { id: pid(actor) }, query: { size: 2 } });
    expect((res.body as unknown[]).length).toBe(2);
    expect(res.headers['total-pages']).toBe('3');
    const bad = await server.call('listProviderSamples', { params: { id: pid(actor) }, query: { size: 0 } });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown profile and 400 for a bad id', async () => {
    expect((await server.call('listProviderSamples', { params: { id: 999999 } })).status).toBe(404);
    expect((await server.call('listProviderSamples', { params: { id: 'abc' } })).status).toBe(400);
  });

  it('returns one sample, hides an invalid one from the public, and 404s a sample of another profile', async () => {
    const one = await server.call('getProviderSample', { params: { id: pid(actor), sampleId: ids[3] ?? 0 } });
    expect(one.status).toBe(200);
    expect(one.json['name']).toBe('Take 4');
    const invalid = { id: pid(actor), sampleId: ids[0] ?? 0 };
    expect((await server.call('getProviderSample', { params: invalid })).status).toBe(404);
    expect((await server.call('getProviderSample', { params: invalid, token: actor.token })).status).toBe(
      200,
    );
    const wrong = await server.call('getProviderSample', {
      params: { id: pid(owner), sampleId: ids[3] ?? 0 },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.json['message']).toBe('Sample not found.');
  });
});

describe('updateProviderSample and deleteProviderSample', () => {
  it('renames, retags and moves a sample, and the search document follows', async () => {
    const sample = await newSample(owner, 'Untitled take');
    const demo = await newDemo(owner, 'Narration');
    const res = await server.call('updateProviderSample', {
      params: { id: pid(owner), sampleId: sample.id },
      body: { name: 'Documentary narration', tags: ['warm', 'documentary'], demo_id: demo.id },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Documentary narration',
      tags: ['warm', 'documentary'],
      demo_id: demo.id,
    });
    expect(await searchMatches(pid(owner), 'documentary')).toBe(true);
    expect(await searchMatches(pid(owner), 'untitled')).toBe(false);
    const out = await server.call('updateProviderSample', {
      params: { id: pid(owner), sampleId: sample.id },
      body: { demo_id: null },
      token: owner.token,
    });
    expect(out.json['demo_id']).toBeNull();
  });

  it('checks the caller, the body and the demo', async () => {
    const sample = await newSample(owner, 'Guarded');
    const params = { id: pid(owner), sampleId: sample.id };
    expect((await server.call('updateProviderSample', { params, body: { name: 'x' } })).status).toBe(401);
    expect(
      (await server.call('updateProviderSample', { params, body: { name: 'x' }, token: other.token })).status,
    ).toBe(403);
    const empty = await server.call('updateProviderSample', { params, body: {}, token: owner.token });
    expect(empty.status).toBe(400);
    const extra = await server.call('updateProviderSample', {
      params,
      body: { listen_count: 9 },
      token: owner.token,
    });
    expect(extra.status).toBe(400);
    const theirs = await newDemo(other, 'Foreign');
    const foreign = await server.call('updateProviderSample', {
      params,
      body: { demo_id: theirs.id },
      token: owner.token,
    });
    expect(foreign.status).toBe(422);
    const byAdmin = await server.call('updateProviderSample', {
      params,
      body: { name: 'Fixed by admin' },
      token: admin.token,
    });
    expect(byAdmin.json['name']).toBe('Fixed by admin');
  });

  it('deletes a sample and its file, but keeps a file another sample still plays', async () => {
    const sample = await newSample(owner, 'Short-lived take');
    const params = { id: pid(owner), sampleId: sample.id };
    expect((await server.call('deleteProviderSample', { params })).status).toBe(401);
    expect((await server.call('deleteProviderSample', { params, token: other.token })).status).toBe(403);
    const fileId = sample.file.split('/').pop() ?? '';
    const twin = await newSample(owner, 'Twin take');
    // Point a second sample at the same file, as the seed does with its shared clips.
    await server.services.db.update(samples).set({ fileId }).where(eq(samples.id, twin.id));
    expect((await server.call('deleteProviderSample', { params, token: owner.token })).status).toBe(204);
    expect((await server.call('getProviderSample', { params })).status).toBe(404);
    expect(await server.services.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    const twinParams = { id: pid(owner), sampleId: twin.id };
    expect(
      (await server.call('deleteProviderSample', { params: twinParams, token: owner.token })).status,
    ).toBe(204);
    expect(await server.services.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(0);
    expect(readdirSync(server.services.config.storageDir)).not.toContain(fileId);
  });
});

describe('getSampleByHash and listenSample', () => {
  it('finds a sample by its public hash', async () => {
    const sample = await newSample(owner, 'Hashed take');
    const res = await server.call('getSampleByHash', { params: { hash: sample.hash } });
    expect(res.status).toBe(200);
    expect(res.json['id']).toBe(sample.id);
    expect((await server.call('getSampleByHash', { params: { hash: 'nosuchhash' } })).status).toBe(404);
    expect((await server.call('getSampleByHash', { params: { hash: 'ab' } })).status).toBe(400);
  });

  it('counts plays from anyone, signed in or not', async () => {
    const sample = await newSample(owner, 'Popular take');
    expect((await server.call('listenSample', { body: { sampleId: sample.id } })).status).toBe(200);
    const res = await server.call('listenSample', { body: { sampleId: sample.id }, token: client.token });
    expect(res.json).toEqual({ ok: true });
    const got = await server.call('getProviderSample', { params: { id: pid(owner), sampleId: sample.id } });
    expect(got.json['listen_count']).toBe(2);
    const plays = await server.services.db
      .select()
      .from(sampleListens)
      .where(eq(sampleListens.sampleId, sample.id));
    expect(plays.map((p) => p.userId)).toEqual([null, client.id]);
  });

  it('answers 404 for an unknown sample and 400 for a bad body', async () => {
    const missing = await server.call('listenSample', { body: { sampleId: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('No sample has the id 999999.');
    expect((await server.call('listenSample', { body: {} })).status).toBe(400);
    expect((await server.call('listenSample', { body: { sampleId: '1' } })).status).toBe(400);
  });
});
