// What the samples test files share: each starts its own server on a fresh database (a file's
// `useSamplesServer()`) with a small audio limit, two voice actors, a client and an admin, and
// uploads samples (a real MP3 clip), makes demos, asks the search document and counts stored files.
// The bindings below are the running file's: its beforeAll sets them (test files share this module
// when they share a worker).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { providers } from '../../db/schema';

export const clip = readFileSync(new URL('../../../seed/audio/commercial-juice-en-us.mp3', import.meta.url));
export const MAX_AUDIO = 200_000;

export let server: TestServer;
export let owner: TestUser;
export let other: TestUser;
export let client: TestUser;
export let admin: TestUser;

/** Starts the calling test file's server (a fresh database, the people) before its tests. */
export function useSamplesServer(): void {
  beforeAll(async () => {
    server = await startTestServer({ config: { maxAudioBytes: MAX_AUDIO } });
    owner = await server.user({ provider: true, name: 'Olivia Owner' });
    other = await server.user({ provider: true, name: 'Oscar Other' });
    client = await server.user({ roles: ['client'] });
    admin = await server.user({ roles: ['admin'] });
  });
  afterAll(() => server.dispose());
}

export const pid = (u: TestUser) => u.providerId ?? 0;

export function upload(
  user: TestUser | null,
  providerId: number,
  fields: Record<string, string | number>,
  content: Buffer = clip,
) {
  return server.call('createProviderSample', {
    params: { id: providerId },
    payload: multipart(fields, [{ field: 'file', filename: 'take.mp3', contentType: 'audio/mpeg', content }]),
    token: user?.token ?? null,
  });
}

export async function newSample(user: TestUser, name: string, extra: Record<string, string | number> = {}) {
  const res = await upload(user, pid(user), { name, type: 'audio', ...extra });
  expect(res.status).toBe(201);
  return res.json as { id: number; hash: string; file: string; demo_id: number | null };
}

export async function newDemo(user: TestUser, name: string, sampleIds: number[] = []) {
  const res = await server.call('createProviderDemo', {
    params: { id: pid(user) },
    body: { name, sample_ids: sampleIds },
    token: user.token,
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; display_order: number; samples: { id: number }[] };
}

export const searchMatches = async (providerId: number, words: string) => {
  const rows = await server.services.db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.id, providerId),
        sql`${providers.searchDocument} @@ plainto_tsquery('english', ${words})`,
      ),
    );
  return rows.length > 0;
};

export const storedFileCount = () => readdirSync(server.services.config.storageDir).length;
