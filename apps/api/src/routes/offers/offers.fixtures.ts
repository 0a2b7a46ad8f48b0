// What the offers test files share: a server on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), a casting's client and its shared owner, two voice actors, a stranger and an
// admin; a real MP3 clip to audition with. The bindings are the running file's (its beforeAll).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { insertProject } from '../../testing/projects';

const clip = readFileSync(new URL('../../../seed/audio/commercial-juice-en-us.mp3', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

export let server: TestServer;
export let client: TestUser;
export let coOwner: TestUser;
export let voice: TestUser;
export let otherVoice: TestUser;
export let stranger: TestUser;
export let admin: TestUser;

export function useOffersServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    client = await server.user({ roles: ['client'], name: 'Morgan Client' });
    coOwner = await server.user({ roles: ['client'], name: 'Sam Colleague' });
    voice = await server.user({ provider: true, name: 'Vera J. Voice' });
    otherVoice = await server.user({ provider: true, name: 'Otto Other' });
    stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
    admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  });
  afterAll(() => server.dispose());
}

/** An active casting of the client and the co-owner. */
export const casting = (fields: { status?: string; name?: string; type?: string } = {}) =>
  insertProject(server.services.db, {
    owners: [client.id, coOwner.id],
    deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    name: 'Brightside Bank e-learning',
    ...fields,
  });

/** A voice actor's audition to the project: a recording, sent unless `draft`. */
export function audition(
  user: TestUser | null,
  projectId: number,
  fields: Record<string, string | number> = {},
  withFile = true,
) {
  return server.call('createOffer', {
    token: user?.token ?? null,
    payload: multipart(
      { project_id: projectId, ...fields },
      withFile
        ? [
            {
              field: 'custom_sample_file',
              filename: 'take.one.mp3',
              contentType: 'audio/mpeg',
              content: clip,
            },
          ]
        : [],
    ),
  });
}

export interface OfferBody {
  id: number;
  status: string;
  is_draft: boolean;
  winner: boolean;
  deleted: boolean;
  listened?: boolean;
  reviewed?: boolean;
  downloaded?: boolean;
  upvotes?: number;
  votes?: number[];
  price_quote?: number | null;
  comments?: { user_id: number; message: string }[];
  allowed_actions?: string[];
  audio_url: string | null;
  related_samples: number[];
}
export const offer = (body: unknown) => body as OfferBody;
export const offers = (body: unknown) => body as OfferBody[];

/** A sent audition's id. */
export async function sent(user: TestUser, projectId: number, fields: Record<string, string | number> = {}) {
  const res = await audition(user, projectId, fields);
  expect(res.status).toBe(201);
  return offer(res.body).id;
}
