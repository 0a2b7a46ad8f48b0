// What the invitations test files share: each starts its own server on a fresh database (a file's
// `useInvitationsServer()`) with an admin, clients, voice actors who speak English, both languages or
// French, and stores castings and invitations and calls the invitation operations. The bindings
// below are the running file's: its beforeAll sets them (test files share this module when they
// share a worker).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { attributes, providers } from '../../db/schema';
import { insertInvitations, type NewInvitationRow } from '../../modules/invitations/invitations';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

export let server: TestServer;
export let admin: TestUser;
export let client: TestUser;
export let colleague: TestUser;
export let otherClient: TestUser;
export let voice: TestUser;
export let otherVoice: TestUser;
export let frenchVoice: TestUser;
export let english: number;
export let french: number;

export const voiceId = () => voice.providerId ?? 0;

/** Starts the calling test file's server (a fresh database, the people and languages) before its tests. */
export function useInvitationsServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.services;
    admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
    client = await server.user({ roles: ['client'], name: 'Morgan Client' });
    colleague = await server.user({ roles: ['client'], name: 'Sam Colleague' });
    otherClient = await server.user({ roles: ['client'], name: 'Sid Stranger' });
    voice = await server.user({ provider: true, name: 'Vera Voice' });
    otherVoice = await server.user({ provider: true, name: 'Otto Other' });
    frenchVoice = await server.user({ provider: true, name: 'Fanny Française' });
    const rows = await db
      .insert(attributes)
      .values([
        { name: 'English', slug: 'english-invitations-test', group: 'languages' },
        { name: 'French', slug: 'french-invitations-test', group: 'languages' },
      ])
      .returning();
    english = rows[0]?.id ?? 0;
    french = rows[1]?.id ?? 0;
    for (const [user, languages] of [
      [voice, [english]],
      [otherVoice, [english, french]],
      [frenchVoice, [french]],
    ] as const) {
      await db
        .update(providers)
        .set({ languages: [...languages] })
        .where(eq(providers.id, user.providerId ?? 0));
    }
  });
  afterAll(() => server.dispose());
}

export const DAY = 24 * 3600 * 1000;

export type InvitationBody = {
  id: number;
  project_id: number;
  provider_id: number;
  user_id: number;
  sample_id: number | null;
  status: string;
  type: string;
  opened_at: string | null;
  rejection_reason: string | null;
  rejection_reason_details: string | null;
  allowed_actions?: string[];
  project: { id: number; status: string; name: string; public_hash: string };
};
export const invitation = (body: unknown) => body as InvitationBody;
export const list = (body: unknown) => body as InvitationBody[];

/** A casting in English owned by the client and the colleague (active unless told otherwise). */
export const casting = (fields: Partial<Parameters<typeof insertProject>[1]> = {}) =>
  insertProject(server.services.db, {
    owners: [client.id, colleague.id],
    deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    serviceProperties: { languages: [english], proposals_wanted: 10 },
    ...fields,
  });

/** Stores an invitation directly (as a wave would), aged `minutesAgo`. */
export async function stored(projectId: number, fields: Partial<NewInvitationRow> = {}, minutesAgo = 0) {
  const at = new Date(server.clock.now.getTime() - minutesAgo * 60_000);
  const [row] = await insertInvitations(server.services.db, [
    {
      projectId,
      providerId: voiceId(),
      type: 'automatic',
      wave: 1,
      status: 'requested',
      createdAt: at,
      updatedAt: at,
      ...fields,
    },
  ]);
  if (!row) throw new Error('invitation not stored');
  return row;
}

export const create = (body: Record<string, unknown>, user: TestUser | null = client) =>
  server.call('createInvitation', { token: user?.token ?? null, body });
export const patch = (id: number, body: Record<string, unknown>, user: TestUser | null = voice) =>
  server.call('updateInvitation', { token: user?.token ?? null, params: { id }, body });
export const accept = (id: number, user: TestUser | null = voice) =>
  server.call('acceptInvitation', { token: user?.token ?? null, params: { id } });
export const archive = (id: number, user: TestUser | null = voice) =>
  server.call('archiveInvitation', { token: user?.token ?? null, params: { id } });
export const unread = async (user: TestUser) => {
  const me = await server.call('getMe', { token: user.token });
  return (
    me.json['provider_stats'] as { unread_projects_invitations: number; unread_bookings_invitations: number }
  ).unread_projects_invitations;
};
