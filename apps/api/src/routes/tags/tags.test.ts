// tags: the alphabetical list with its filters and usage counts (any signed-in user), and saving
// a tag (admins only): created once, case-insensitively, then only its excluded flag changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { files, samples, tags } from '../../db/schema';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
  await server.services.db
    .insert(tags)
    .values([
      { name: 'corporate narration' },
      { name: 'Cartoon', excluded: true },
      { name: 'e-learning' },
      { name: '100%_real' },
    ]);
  const ana = await server.user({ provider: true });
  await server.services.db
    .insert(files)
    .values({ id: 'file-for-tags-test', kind: 'audio', contentType: 'audio/mpeg', size: 1 });
  await server.services.db.insert(samples).values(
    ['a', 'b'].map((suffix) => ({
      providerId: ana.providerId ?? 0,
      hash: `tags-sample-${suffix}`,
      name: `Sample ${suffix}`,
      fileId: 'file-for-tags-test',
      type: 'audio',
      tags: suffix === 'a' ? ['E-Learning', 'corporate narration'] : ['e-learning'],
    })),
  );
});
afterAll(() => server.dispose());

const names = (body: unknown) => (body as { name: string }[]).map((t) => t.name);

describe('listTags', () => {
  it('lists tags alphabetically with how many samples carry each', async () => {
    const user = await server.user();
    const res = await server.call('listTags', { token: user.token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['100%_real', 'Cartoon', 'corporate narration', 'e-learning']);
    expect(res.json[3]).toMatchObject({ name: 'e-learning', excluded: false, usage_count: 2 });
    expect(res.json[1]).toMatchObject({ name: 'Cartoon', excluded: true, usage_count: 0 });
    expect(res.headers).toMatchObject({ 'total-rows': '4', 'total-pages': '1', 'page-size': '10' });
  });

  it('filters by text (case-insensitive, % and _ literal) and by the excluded flag, page by page', async () => {
    const user = await server.user();
    const text = await server.call('listTags', { token: user.token, query: { keywords: 'NARR' } });
    expect(names(text.body)).toEqual(['corporate narration']);
    const literal = await server.call('listTags', { token: user.token, query: { keywords: '%_' } });
    expect(names(literal.body)).toEqual(['100%_real']);
    const excluded = await server.call('listTags', { token: user.token, query: { excluded: true } });
    expect(names(excluded.body)).toEqual(['Cartoon']);
    const kept = await server.call('listTags', {
      token: user.token,
      query: { excluded: false, page: 2, size: 2 },
    });
    expect(names(kept.body)).toEqual(['e-learning']);
    expect(kept.headers).toMatchObject({ 'current-page': '2', 'total-pages': '2', 'total-rows': '3' });
  });

  it('refuses anonymous callers (401) and bad filters (400)', async () => {
    expect((await server.call('listTags')).status).toBe(401);
    const user = await server.user();
    const bad = await server.call('listTags', { token: user.token, query: { excluded: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toBe('excluded must be boolean');
  });
});

describe('saveTag', () => {
  it('creates a tag (201), then sets the excluded flag of the tag of that name (200)', async () => {
    const created = await server.call('saveTag', {
      token: admin.token,
      body: { name: '  warm   storytelling ' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'warm storytelling', excluded: false, usage_count: 0 });
    expect(created.json['created_at']).toBe(server.clock.now.toISOString());
    const excluded = await server.call('saveTag', {
      token: admin.token,
      body: { name: 'Warm Storytelling', excluded: true },
    });
    expect(excluded.status).toBe(200);
    expect(excluded.json).toMatchObject({
      id: created.json['id'],
      name: 'warm storytelling',
      excluded: true,
    });
    // excluded defaults to false, as the document says.
    const back = await server.call('saveTag', { token: admin.token, body: { name: 'warm storytelling' } });
    expect(back.json['excluded']).toBe(false);
  });

  it('is for admins only (403), signed in (401), with a valid name (400)', async () => {
    const user = await server.user();
    const refused = await server.call('saveTag', { token: user.token, body: { name: 'sneaky' } });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe('This needs the admin role.');
    expect((await server.call('saveTag', { body: { name: 'sneaky' } })).status).toBe(401);
    const comma = await server.call('saveTag', { token: admin.token, body: { name: 'a,b' } });
    expect(comma.status).toBe(400);
    expect(comma.json['message']).toMatch(/^name /);
    const blank = await server.call('saveTag', { token: admin.token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json['message']).toBe('The tag name cannot be blank.');
    const extra = await server.call('saveTag', { token: admin.token, body: { name: 'ok', color: 'red' } });
    expect(extra.status).toBe(400);
    expect(extra.json['message']).toBe('color is not a known field');
  });
});

describe('extractTags', () => {
  let owner: TestUser;
  let sampleId: number;
  beforeAll(async () => {
    owner = await server.user({ provider: true });
    const [sample] = await server.services.db
      .insert(samples)
      .values({
        providerId: owner.providerId ?? 0,
        hash: 'tags-sample-extract',
        name: 'Corporate narration for an e-learning course',
        fileId: 'file-for-tags-test',
        type: 'audio',
        tags: ['E-LEARNING'],
      })
      .returning({ id: samples.id });
    sampleId = sample?.id ?? 0;
  });

  it('proposes the tags a text is about, best match first, never an excluded one', async () => {
    const user = await server.user();
    const res = await server.call('extractTags', {
      token: user.token,
      body: {
        text: 'Warm storytelling and corporate narration for E-Learning courses. More corporate narration; Cartoon voices.',
      },
    });
    expect(res.status).toBe(200);
    // Two matches of a two-word tag, then two-word tags by first appearance; Cartoon is excluded.
    expect(res.json).toMatchObject({ sample_id: null });
    expect(names(res.json['tags'])).toEqual(['corporate narration', 'warm storytelling', 'e-learning']);
    const none = await server.call('extractTags', {
      token: user.token,
      body: { text: 'Deep movie trailer voice' },
    });
    expect(none.json).toEqual({ sample_id: null, tags: [] });
  });

  it('extracts from a sample for its owner or an admin, leaving out the tags it carries', async () => {
    const mine = await server.call('extractTags', { token: owner.token, body: { sample_id: sampleId } });
    expect(mine.status).toBe(200);
    expect(mine.json['sample_id']).toBe(sampleId);
    expect(names(mine.json['tags'])).toEqual(['corporate narration']);
    const staff = await server.call('extractTags', { token: admin.token, body: { sample_id: sampleId } });
    expect(names(staff.json['tags'])).toEqual(['corporate narration']);
  });

  it("refuses someone else's sample (403), an unknown one (422), anonymous callers (401), bad bodies (400)", async () => {
    const other = await server.user({ provider: true });
    const refused = await server.call('extractTags', { token: other.token, body: { sample_id: sampleId } });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe('Only the voice actor who owns this sample can extract its tags.');
    const unknown = await server.call('extractTags', { token: other.token, body: { sample_id: 987654 } });
    expect(unknown.status).toBe(422);
    expect(unknown.json['message']).toBe('There is no sample 987654.');
    expect((await server.call('extractTags', { body: { text: 'narration' } })).status).toBe(401);
    expect((await server.call('extractTags', { token: other.token, body: {} })).status).toBe(400);
    const both = await server.call('extractTags', {
      token: other.token,
      body: { text: 'a', sample_id: sampleId },
    });
    expect(both.status).toBe(400);
  });
});
