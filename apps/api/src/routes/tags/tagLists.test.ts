// tags/file (an admin imports a file of tags) and tags/append_excluded (a sample's owner or an admin
// excludes tags from one sample, which extraction then never proposes for it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { files, samples, tags } from '../../db/schema';
import { multipart } from '../../testing/multipart';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
  await server.services.db.insert(tags).values([{ name: 'Cartoon' }, { name: 'villain', excluded: true }]);
  await server.services.db
    .insert(files)
    .values({ id: 'file-for-tag-lists', kind: 'audio', contentType: 'audio/mpeg', size: 1 });
});
afterAll(() => server.dispose());

const tagsFile = (text: string | Buffer, fields: Record<string, string> = {}, contentType = 'text/csv') =>
  multipart(fields, [
    {
      field: 'file',
      filename: 'tags.csv',
      contentType,
      content: Buffer.isBuffer(text) ? text : Buffer.from(text),
    },
  ]);

const names = (body: unknown) => (body as { name: string }[]).map((t) => t.name);

describe('uploadTagsFile', () => {
  it('creates the missing tags of the file and skips blank, duplicate and unchanged lines', async () => {
    const res = await server.call('uploadTagsFile', {
      token: admin.token,
      payload: tagsFile('\uFEFFwarm narration,12\n"movie trailer"\n\ncartoon\nWarm Narration\n'),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ created: 2, updated: 0, skipped: 2 });
    const listed = await server.call('listTags', { token: admin.token, query: { keywords: 'trailer' } });
    expect(names(listed.body)).toEqual(['movie trailer']);
  });

  it('with excluded puts every tag of the file on the excluded list', async () => {
    const res = await server.call('uploadTagsFile', {
      token: admin.token,
      payload: tagsFile('Cartoon\r\nvillain\r\nrobot voice\r\n', { excluded: 'true' }, 'text/plain'),
    });
    expect(res.json).toEqual({ created: 1, updated: 1, skipped: 1 });
    const excluded = await server.call('listTags', { token: admin.token, query: { excluded: true } });
    expect(names(excluded.body)).toEqual(['Cartoon', 'robot voice', 'villain']);
  });

  it('refuses a file with no tag (422), bytes that are not text (415), non-admins (403)', async () => {
    const empty = await server.call('uploadTagsFile', { token: admin.token, payload: tagsFile('\n  \n') });
    expect(empty.status).toBe(422);
    expect(empty.json['message']).toBe(
      'The file holds no tag: write one tag per line (at most 60 characters, no commas).',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0]);
    const binary = await server.call('uploadTagsFile', { token: admin.token, payload: tagsFile(png) });
    expect(binary.status).toBe(415);
    expect(binary.json['message']).toBe('A valid file is required: expected a text file (txt or csv).');
    const tester = await server.user({ roles: ['tester'] });
    const refused = await server.call('uploadTagsFile', { token: tester.token, payload: tagsFile('sneaky') });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe('This needs the admin role.');
    const none = await server.call('listTags', { token: admin.token, query: { keywords: 'sneaky' } });
    expect(names(none.body)).toEqual([]);
  });
});

describe('appendExcludedTags', () => {
  let owner: TestUser;
  let sampleId: number;
  beforeAll(async () => {
    owner = await server.user({ provider: true });
    const [sample] = await server.services.db
      .insert(samples)
      .values({
        providerId: owner.providerId ?? 0,
        hash: 'tag-lists-sample',
        name: 'Movie trailer and warm narration',
        fileId: 'file-for-tag-lists',
        type: 'audio',
        tags: ['movie trailer', 'Warm narration'],
      })
      .returning({ id: samples.id });
    sampleId = sample?.id ?? 0;
  });

  it('the owner excludes tags: they leave the sample and extraction no longer proposes them', async () => {
    const res = await server.call('appendExcludedTags', {
      token: owner.token,
      params: { id: sampleId },
      body: { tags: ['MOVIE TRAILER', 'spooky'] },
    });
    expect(res.status).toBe(200);
    expect(res.json['sample_id']).toBe(sampleId);
    expect(names(res.json['tags'])).toEqual(['warm narration']);
    expect(names(res.json['excluded_tags'])).toEqual(['movie trailer', 'spooky']);
    // Warm narration is carried (not proposed again) and movie trailer excluded from this sample.
    const extracted = await server.call('extractTags', { token: owner.token, body: { sample_id: sampleId } });
    expect(names(extracted.json['tags'])).toEqual([]);
    // Elsewhere the tag is still proposed: the exclusion is this sample's only.
    const text = await server.call('extractTags', { token: owner.token, body: { text: 'A movie trailer' } });
    expect(names(text.json['tags'])).toEqual(['movie trailer']);
    const admins = await server.call('appendExcludedTags', {
      token: admin.token,
      params: { id: sampleId },
      body: { tags: ['spooky'] },
    });
    expect(names(admins.json['excluded_tags'])).toEqual(['movie trailer', 'spooky']);
  });

  it("refuses another voice actor's sample (403) and an unknown one (404)", async () => {
    const other = await server.user({ provider: true });
    const refused = await server.call('appendExcludedTags', {
      token: other.token,
      params: { id: sampleId },
      body: { tags: ['cartoon'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe(
      'Only the voice actor who owns this sample can exclude tags from it.',
    );
    const unknown = await server.call('appendExcludedTags', {
      token: admin.token,
      params: { id: 987654 },
      body: { tags: ['cartoon'] },
    });
    expect(unknown.status).toBe(404);
  });
});
