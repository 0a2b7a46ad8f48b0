// What the invitation waves test files share: each starts its own server on a fresh database (a
// file's `useWavesServer()`) with an admin, a client, a stranger, voice actors of every membership
// level (and two who never match), and approves castings, reads who was invited and what batch_info
// says, and kills a worker mid-run. The bindings below are the running file's: its beforeAll sets
// them (test files share this module when they share a worker).
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { attributes, invitations, mailOutbox, providers } from '../../db/schema';
import {
  INVITATION_WAVE_JOB,
  runInvitationWave,
  type InvitationWavePayload,
} from '../../modules/invitations/invitationWaves';
import { createJobQueue, type JobHandler, type JobPayload } from '../../jobs';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { startSession } from '../../auth/sessions';

export let server: TestServer;
export let admin: TestUser;
export let client: TestUser;
export let stranger: TestUser;
export let spanish: number;
export let female: number;
export const voices: Record<string, TestUser> = {};

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** A fresh access token: the clock moves by days here, past an access token's 15 minutes. */
export const tokenOf = async (user: TestUser) => (await startSession(server.services, user.id)).accessToken;

export const inDays = (days: number) => new Date(server.clock.now.getTime() + days * DAY).toISOString();

/** A voice actor of a membership level who speaks Spanish (or only the other language). */
export async function voiceActor(key: string, level: number, languages: number[], voiceAgeGenders: number[]) {
  const user = await server.user({ provider: true, name: `Voice ${key}` });
  await server.services.db
    .update(providers)
    .set({ membershipLevel: level, languages, voiceAgeGenders })
    .where(eq(providers.id, user.providerId ?? 0));
  voices[key] = user;
}

/** Starts the calling test file's server (a fresh database, the people and voice actors) before its tests. */
export function useWavesServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
    client = await server.user({ roles: ['client'], name: 'Morgan Client' });
    stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
    const rows = await server.services.db
      .insert(attributes)
      .values([
        { name: 'Spanish (waves)', slug: 'spanish-waves-test', group: 'languages' },
        { name: 'Japanese (waves)', slug: 'japanese-waves-test', group: 'languages' },
        { name: 'Female (waves)', slug: 'female-waves-test', group: 'voice_age_genders' },
        { name: 'Male (waves)', slug: 'male-waves-test', group: 'voice_age_genders' },
      ])
      .returning();
    const [es, ja, f, m] = rows.map((r) => r.id);
    spanish = es ?? 0;
    female = f ?? 0;
    await voiceActor('platinumA', 5, [spanish], [female]);
    await voiceActor('platinumB', 5, [spanish, ja ?? 0], [female]);
    await voiceActor('premium', 4, [spanish], [female]);
    await voiceActor('bronze', 3, [spanish], [female]);
    await voiceActor('standard', 1, [spanish], [female]);
    // Never invited: another language, another voice.
    await voiceActor('otherLanguage', 5, [ja ?? 0], [female]);
    await voiceActor('otherVoice', 5, [spanish], [m ?? 0]);
  });
  afterAll(() => server.dispose());
}

export interface Created {
  id: number;
}

export async function approvedCasting(
  overrides: { proposals_wanted?: number; deadline?: string; auto_invites_enabled?: boolean } = {},
): Promise<Created> {
  const created = await server.call('createProject', {
    token: await tokenOf(client),
    body: {
      type: 'casting',
      status: 'pending_approval',
      name: `Bilingual bank explainer ${Math.random().toString(36).slice(2, 7)}`,
      deadline: overrides.deadline ?? inDays(3),
      auto_invites_enabled: overrides.auto_invites_enabled ?? true,
      service_properties: {
        description: 'A warm, trustworthy Latin American Spanish voice for a two-minute explainer.',
        budget: 300,
        languages: [spanish],
        voice_age_genders: [female],
        proposals_wanted: overrides.proposals_wanted ?? 10,
      },
    },
  });
  expect(created.status).toBe(201);
  const id = Number(created.json['id']);
  const approved = await server.call('updateProject', {
    token: await tokenOf(admin),
    params: { id },
    body: { status: 'active' },
  });
  expect(approved.status).toBe(200);
  return { id };
}

/** The voice actors invited to a project, by key, with their wave. */
export async function invited(projectId: number): Promise<Record<string, number | null>> {
  const rows = await server.services.db
    .select({ providerId: invitations.providerId, wave: invitations.wave, type: invitations.type })
    .from(invitations)
    .where(eq(invitations.projectId, projectId))
    .orderBy(asc(invitations.id));
  for (const row of rows) expect(row.type).toBe('automatic');
  const keyOf = (providerId: number) =>
    Object.entries(voices).find(([, v]) => v.providerId === providerId)?.[0] ?? `provider ${providerId}`;
  return Object.fromEntries(rows.map((r) => [keyOf(r.providerId), r.wave]));
}

export const mailsTo = (email: string) =>
  server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

export async function batchInfo(projectId: number) {
  const res = await server.call('getInvitationBatchInfo', {
    token: await tokenOf(client),
    query: { project_id: projectId },
  });
  expect(res.status).toBe(200);
  return res.json as {
    current_batch: number;
    next_batch_at: string | null;
    batches: { batch: number; membership_tier: string; invitations_count: number }[];
  };
}

/**
 * Milliseconds from the server's clock to a time batch_info gave. The queue keeps time as a delay
 * from the database's clock, which runs on while a test's clock stands still: a time announced
 * a while after it was scheduled reads up to that while (well under a second here) earlier.
 */
export const fromNow = (iso: string | null) => new Date(iso ?? '').getTime() - server.clock.now.getTime();

/**
 * Another server takes the due job `name` that `victim` picks and dies mid-run (its process
 * stopped): the job stays active, as after a crash. Other due jobs it fetches first it runs.
 */
export async function workerDiesRunning<P extends JobPayload>(
  name: string,
  handler: JobHandler<P>,
  victim: (payload: P) => boolean,
): Promise<string> {
  const dying = createJobQueue({ sql: server.database.sql, now: () => server.clock.now, poll: false });
  const taken: { id: string | null } = { id: null };
  await dying.work<P>(name, (payload, job) => {
    if (!victim(payload)) return handler(payload, job);
    taken.id = job.id;
    return new Promise<void>(() => undefined);
  });
  await dying.start();
  void dying.runDue();
  await expect.poll(() => taken.id).not.toBeNull();
  await dying.stop();
  return taken.id ?? '';
}

/** A server dies while sending the project's round `wave`. */
export const waveWorkerDies = (projectId: number, wave: number) =>
  workerDiesRunning<InvitationWavePayload>(
    INVITATION_WAVE_JOB,
    (payload) => runInvitationWave(server.services, payload),
    (payload) => payload.projectId === projectId && payload.wave === wave,
  );

/** Moves the clock to the next wave's time and runs what is due. */
export async function nextWave(projectId: number) {
  const info = await batchInfo(projectId);
  expect(info.next_batch_at).not.toBeNull();
  const wait = new Date(info.next_batch_at ?? '').getTime() - server.clock.now.getTime();
  await server.advanceTime(wait + 1000);
  await server.services.jobs.runDue();
}
