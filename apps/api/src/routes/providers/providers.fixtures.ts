// What the providers test files share: each starts its own server on a fresh database (a file's
// `useProvidersServer()`), with the attributes of every group, an admin and a client, and makes
// voice actors with profile fields and samples set directly. The bindings below are the running
// file's: its beforeAll sets them (test files share this module when they share a worker).
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { attributes, files, providers, samples } from '../../db/schema';
import { rebuildSearchDocuments } from '../../modules/providers/search';

export let server: TestServer;
export let admin: TestUser;
export let client: TestUser;
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

/** Starts the calling test file's server before its tests and disposes of it after them. */
export function useProvidersServer(): void {
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
}

export const pid = (u: TestUser) => u.providerId ?? 0;
export const a = (key: (typeof attributeRows)[number][0]) => attr[key] ?? 0;

let fileCounter = 0;
/** A provider with profile fields set directly, its search document rebuilt. */
export async function makeProvider(
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
export const usernameOf = (u: TestUser) => u.email.split('@')[0];
export const idsOf = (json: unknown) => (json as { id: number }[]).map((p) => p.id);
