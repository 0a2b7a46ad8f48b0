// The demo marketplace: what it holds, that it is the same on every fresh database, that the demo
// accounts log in, that every seeded voice actor is served per the document with samples whose
// files play (range requests, as a player asks), and that the seeded projects fill the demo
// client's lists, counters and the average rate with real data; and that the demo voice actor is in
// the first wave of a casting matching their languages and voice, a lower tier in a later one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ProjectStatus } from '@vo/sdk';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  attributes,
  demos,
  invitations,
  projectOwners,
  projects,
  providers,
  reviews,
  samples,
  users,
} from '../db/schema';
import { startSession } from '../auth/sessions';
import { DEMO_PASSWORD, demoAccounts } from '../auth/demoAccounts';
import { verifyPassword } from '../auth/crypto';
import { document } from '../contract/document';
import { INVITATION_WAVE_JOB, scheduleActiveCastings } from '../modules/invitations/invitationWaves';
import { invitesAutomatically, MIN_WAVE_GAP_MS } from '../modules/invitations/wavePlan';
import { rawRows } from '../db/rawRows';
import { SEEDED_ACTORS } from './cast';
import { seedIfEmpty, type SeedResult } from './index';

let server: TestServer;
let seededAt = 0;
let seeded: SeedResult | null = null;
beforeAll(async () => {
  server = await startTestServer();
  const started = Date.now();
  const result = await seedIfEmpty(server.services, {});
  seeded = result;
  seededAt = Date.now() - started;
  expect(result).toMatchObject({ providers: SEEDED_ACTORS + 2, clients: 18 });
  expect(result?.projects).toBeGreaterThanOrEqual(60);
}, 60_000);
afterAll(() => server.dispose());

/** What two seeded databases must agree on: people, profiles, samples, demos and projects. */
async function snapshot(s: TestServer) {
  const db = s.services.db;
  const people = await db
    .select({ username: users.username, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .orderBy(asc(users.id));
  const profiles = await db
    .select({
      languages: providers.languages,
      level: providers.membershipLevel,
      summary: providers.summary,
      locations: providers.locations,
    })
    .from(providers)
    .orderBy(asc(providers.id));
  const clips = await db
    .select({ name: samples.name, hash: samples.hash, demoId: samples.demoId })
    .from(samples)
    .orderBy(asc(samples.id));
  const playlists = await db.select({ name: demos.name }).from(demos).orderBy(asc(demos.id));
  const work = await db
    .select({
      hash: projects.publicHash,
      name: projects.name,
      status: projects.status,
      budget: projects.budget,
      providerId: projects.providerId,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .orderBy(asc(projects.id));
  const owners = await db
    .select()
    .from(projectOwners)
    .orderBy(asc(projectOwners.projectId), asc(projectOwners.position));
  return { people, profiles, clips, playlists, work, owners };
}

describe('seedIfEmpty', () => {
  it('seeds quickly, and only an empty database', async () => {
    expect(seededAt).toBeLessThan(30_000);
    expect(await seedIfEmpty(server.services, {})).toBeNull();
    expect(await seedIfEmpty(server.services, { force: true })).toBeNull();
    const [n] = await server.services.db.select({ n: count() }).from(providers);
    expect(n?.n).toBe(SEEDED_ACTORS + 2);
  });

  it('gives two fresh databases the same marketplace', async () => {
    const again = await startTestServer();
    try {
      await seedIfEmpty(again.services, {});
      expect(await snapshot(again)).toEqual(await snapshot(server));
    } finally {
      await again.dispose();
    }
  }, 60_000);
});

describe('the seeded marketplace', () => {
  it('has every attribute group of the document, with voice ages by gender', async () => {
    const groupEnum = (document.components['schemas'] as Record<string, { enum?: string[] }>)[
      'AttributeGroupName'
    ]?.enum;
    const rows = await server.services.db.select().from(attributes);
    expect([...new Set(rows.map((r) => r.group))].sort()).toEqual([...(groupEnum ?? [])].sort());
    const voices = rows.filter((r) => r.group === 'voice_age_genders').map((r) => r.name);
    expect(voices).toEqual(
      expect.arrayContaining([
        'Child Male',
        'Teen Female',
        'Young Adult Male',
        'Middle Age Female',
        'Senior Male',
      ]),
    );
    expect(voices).toHaveLength(10);
    const variant = rows.find((r) => r.slug === 'spanish-latin-american');
    expect(rows.find((r) => r.id === variant?.parentId)?.slug).toBe('spanish');
    expect(rows.filter((r) => r.group === 'categories')).toHaveLength(14);
  });

  it('has 60 voice actors besides the demo accounts, on every membership tier, with reviews and samples', async () => {
    const db = server.services.db;
    const byLevel = await db
      .select({ level: providers.membershipLevel, n: count() })
      .from(providers)
      .groupBy(providers.membershipLevel);
    expect(byLevel.map((r) => r.level).sort()).toEqual([1, 2, 3, 4, 5]);
    const countries = await db
      .selectDistinct({ code: sql<string>`${providers.locations}->0->>'country_code'` })
      .from(providers);
    expect(countries.length).toBeGreaterThanOrEqual(14);
    const reviewed = await db
      .select({ target: reviews.targetId, n: count() })
      .from(reviews)
      .groupBy(reviews.targetId)
      .having(sql`count(*) >= 5`);
    expect(reviewed.length).toBeGreaterThanOrEqual(10);
    const withoutSamples = await db
      .select({ id: providers.id })
      .from(providers)
      .where(sql`NOT EXISTS (SELECT 1 FROM samples s WHERE s.provider_id = ${providers.id})`);
    expect(withoutSamples).toHaveLength(0);
    const [unindexed] = await db
      .select({ n: count() })
      .from(providers)
      .where(isNull(providers.searchDocument));
    expect(unindexed?.n).toBe(0);
    const [clients] = await db
      .select({ n: count() })
      .from(users)
      .where(
        sql`'client' = ANY(${users.roles}) AND NOT 'provider' = ANY(${users.roles}) AND ${users.email} LIKE '%@example.com'`,
      );
    expect(clients?.n).toBe(15);
  });

  it('lets every demo account log in with the demo password, with the roles it is described with', async () => {
    const expected: Record<string, string[]> = {
      'client@demo.test': ['client'],
      'voice@demo.test': ['provider'],
      'both@demo.test': ['client', 'provider'],
      'admin@demo.test': ['admin'],
      'finance@demo.test': ['admin', 'finance'],
      'tester@demo.test': ['client', 'tester'],
    };
    for (const account of demoAccounts) {
      const [row] = await server.services.db.select().from(users).where(eq(users.email, account.email));
      expect(row, account.email).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORD, row?.passwordHash ?? '')).toBe(true);
      expect(row?.roles).toEqual(expected[account.email]);
    }
  });

  it('gives the demo voice actor a premium profile with demos and an average rating', async () => {
    const [voice] = await server.services.db
      .select({ id: providers.id })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, 'voice@demo.test'));
    const res = await server.call('getProvider', {
      params: { id: voice?.id ?? 0 },
      query: { populate: 'samples,demos,locations' },
    });
    expect(res.status).toBe(200);
    expect(res.json['subscription']).toMatchObject({ tier: 'Premium' });
    expect((res.json['stats'] as { average_rating: number | null }).average_rating).not.toBeNull();
    const demoList = await server.call('listProviderDemos', { params: { id: voice?.id ?? 0 } });
    expect((demoList.body as unknown[]).length).toBeGreaterThanOrEqual(2);
    // More samples than a public page holds (6), so her public profile pages them.
    const samplePage = await server.call('listProviderSamples', { params: { id: voice?.id ?? 0 } });
    expect(samplePage.headers['page-size']).toBe('6');
    expect(samplePage.headers['total-pages']).toBe('2');
    // Her reviews list, newest first, some answered.
    const reviewPage = await server.call('listReviews', {
      query: { target: 'provider', target_id: voice?.id ?? 0 },
    });
    expect(reviewPage.headers['total-rows']).toBe('6');
  });

  it('serves every voice actor per the document, and every sample file plays with range requests', async () => {
    const ids = await server.services.db
      .select({ id: providers.id })
      .from(providers)
      .orderBy(asc(providers.id));
    const fileUrls = new Set<string>();
    for (const { id } of ids) {
      const profile = await server.call('getProvider', {
        params: { id },
        query: { populate: 'samples,locations' },
      });
      expect(profile.status).toBe(200);
      const list = await server.call('listProviderSamples', { params: { id }, query: { size: 100 } });
      expect(list.status).toBe(200);
      for (const sample of list.body as { file: string; is_valid: boolean }[]) {
        expect(sample.is_valid).toBe(true);
        fileUrls.add(sample.file);
      }
      const demoList = await server.call('listProviderDemos', { params: { id }, query: { size: 100 } });
      expect(demoList.status).toBe(200);
    }
    // The clips are stored once and shared between samples (16, and the demo voice actor's 3 more).
    expect(fileUrls.size).toBe(19);
    for (const url of fileUrls) {
      const { pathname } = new URL(url);
      const res = await server.app.inject({
        method: 'GET',
        url: pathname,
        headers: { range: 'bytes=0-1023' },
      });
      expect(res.statusCode, url).toBe(206);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.rawPayload.length).toBe(1024);
      // An MPEG audio frame starts with 11 set sync bits.
      expect(res.rawPayload[0]).toBe(0xff);
      expect((res.rawPayload[1] ?? 0) & 0xe0).toBe(0xe0);
    }
  }, 120_000);
});

const idOfEmail = async (email: string) => {
  const [row] = await server.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
};

describe('the seeded projects', () => {
  it('has castings in every lifecycle status and bookings of seeded voice actors, over the last 12 months', async () => {
    const db = server.services.db;
    const rows = await db.select().from(projects);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const castingStatuses = new Set(rows.filter((r) => r.type === 'casting').map((r) => r.status));
    const everyCastingStatus: ProjectStatus[] = [
      'draft',
      'pending_approval',
      'disapproved',
      'active',
      'closed',
      'canceled',
      'replaced',
      'completed',
    ];
    expect([...castingStatuses].sort()).toEqual([...everyCastingStatus].sort());
    const bookings = rows.filter((r) => r.type === 'booking');
    for (const status of ['active', 'booking-sent', 'booking-accepted', 'completed'])
      expect(
        bookings.some((r) => r.status === status),
        status,
      ).toBe(true);
    expect(bookings.every((r) => r.providerId !== null && r.budget !== null && r.audienceSize !== null)).toBe(
      true,
    );
    const now = server.clock.now.getTime();
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(r.createdAt.getTime()).toBeGreaterThan(now - 365 * 24 * 3600 * 1000);
      expect(r.languages.length).toBeGreaterThan(0);
      expect(r.voiceAgeGenders.length).toBeGreaterThan(0);
    }
    // Every owner is a client.
    const [nonClients] = await db
      .select({ n: count() })
      .from(projectOwners)
      .innerJoin(users, eq(users.id, projectOwners.userId))
      .where(sql`NOT 'client' = ANY(${users.roles})`);
    expect(nonClients?.n).toBe(0);
  });

  it('serves every seeded project per the document, to its owners and to admins', async () => {
    const admin = await server.user({ roles: ['admin'] });
    const ownerIds = await server.services.db
      .selectDistinct({ id: projectOwners.userId })
      .from(projectOwners);
    let served = 0;
    for (const { id } of ownerIds) {
      const byAdmin = await server.call('listUserProjects', {
        token: admin.token,
        params: { id },
        query: { size: 100 },
      });
      expect(byAdmin.status).toBe(200);
      served += (byAdmin.body as unknown[]).length;
      expect((byAdmin.body as { admin?: unknown }[]).every((p) => p.admin !== undefined)).toBe(true);
      const session = await startSession(server.services, id);
      const own = await server.call('listUserProjects', {
        token: session.accessToken,
        params: { id },
        query: { size: 100 },
      });
      expect(own.status).toBe(200);
      expect((own.body as { admin?: unknown }[]).some((p) => p.admin !== undefined)).toBe(false);
    }
    const [shared] = await server.services.db
      .select({ n: count() })
      .from(projectOwners)
      .where(sql`${projectOwners.position} > 0`);
    const [all] = await server.services.db.select({ n: count() }).from(projects);
    expect(served).toBe((all?.n ?? 0) + (shared?.n ?? 0));
  });

  it("fills the demo client's projects, stats and recent bookings, and the demo voice actor's", async () => {
    const clientId = await idOfEmail('client@demo.test');
    const { accessToken } = await startSession(server.services, clientId);
    const list = await server.call('listUserProjects', { token: accessToken, params: { id: clientId } });
    const mine = list.body as { user_id: number[]; type: string; status: string }[];
    expect(Number(list.headers['total-rows'])).toBeGreaterThanOrEqual(8);
    // One casting another client shared with the demo client.
    expect(mine.some((p) => p.user_id[0] !== clientId && p.user_id.includes(clientId))).toBe(true);
    expect(mine.some((p) => p.type === 'booking')).toBe(true);
    const stats = await server.call('getUserStats', { token: accessToken, params: { id: clientId } });
    const counters = stats.json as { active_projects: number; past_projects: number; bookings: number };
    expect(counters.active_projects).toBeGreaterThan(0);
    expect(counters.past_projects).toBeGreaterThan(0);
    expect(counters.bookings).toBeGreaterThan(0);

    const voiceUserId = await idOfEmail('voice@demo.test');
    const [voice] = await server.services.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.userId, voiceUserId));
    const booked = await server.call('listRecentlyBookedProviders', { token: accessToken });
    expect((booked.body as { id: number }[]).map((p) => p.id)).toContain(voice?.id);
    const voiceSession = await startSession(server.services, voiceUserId);
    const voiceStats = await server.call('getUserStats', {
      token: voiceSession.accessToken,
      params: { id: voiceUserId },
    });
    expect(voiceStats.json['bookings_accepted']).toBeGreaterThanOrEqual(2);

    // The demo voice actor's invites inbox: two unread invitations first, an opened and a declined one.
    const inbox = await server.call('listInvitations', {
      token: voiceSession.accessToken,
      query: { type: 'automatic,direct', sort: 'unread_first' },
    });
    const invites = inbox.body as { status: string; opened_at: string | null; project: { status: string } }[];
    expect(invites.map((i) => i.status)).toEqual(['requested', 'requested', 'opened', 'declined']);
    expect(invites.every((i) => i.project.status === 'active')).toBe(true);
    const me = await server.call('getMe', { token: voiceSession.accessToken });
    expect(me.json['provider_stats']).toMatchObject({ unread_projects_invitations: 2 });

    const rate = await server.call('getProviderAverageRate', {});
    expect(rate.json['projects_count']).toBeGreaterThan(5);
    expect(rate.json['median']).not.toBeNull();
  });
});

describe('the seeded castings’ jobs', () => {
  it('queues the next wave of each active auto-invite casting and its deadline close, once', async () => {
    const db = server.services.db;
    const active = await db
      .select()
      .from(projects)
      .where(and(eq(projects.type, 'casting'), eq(projects.status, 'active')));
    const inviting = active.filter(invitesAutomatically);
    expect(inviting.length).toBeGreaterThan(0);
    expect(seeded?.scheduled).toEqual({
      waves: inviting.length,
      deadlines: active.filter((p) => p.deadline !== null).length,
    });
    // Waiting jobs, one per project and wave (or deadline), due after the shortest gap.
    const waiting = async (name: string) =>
      (
        await rawRows<{ key: string }>(
          db,
          sql`SELECT singleton_key AS key FROM pgboss.job WHERE name = ${name} AND state = 'created'`,
        )
      ).map((r) => r.key);
    const waves = await waiting(INVITATION_WAVE_JOB);
    expect(waves.toSorted()).toEqual(inviting.map((p) => `project-${p.id}-wave-1`).toSorted());
    expect(await server.services.jobs.runDue()).toBe(0);
    // A second start (or seed) schedules nothing again: the singleton keys refuse duplicates.
    expect(await scheduleActiveCastings(server.services, server.services.now())).toEqual({
      waves: 0,
      deadlines: 0,
    });
    expect((await waiting(INVITATION_WAVE_JOB)).length).toBe(inviting.length);
    // The waves happen once their time comes: the seeded castings invite more voice actors.
    const invited = async () => (await db.select({ n: count() }).from(invitations))[0]?.n ?? 0;
    const before = await invited();
    await server.advanceTime(MIN_WAVE_GAP_MS);
    await server.services.jobs.runDue();
    expect(await invited()).toBeGreaterThan(before);
  });
});

describe('the demo voice actor in the invitation waves', () => {
  it('invites voice@demo.test in the first wave of a Latin American Spanish casting for a female voice, a lower tier later', async () => {
    const { db } = server.services;
    const attributeId = async (group: string, slug: string) => {
      const [row] = await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(and(eq(attributes.group, group), eq(attributes.slug, slug)));
      return row?.id ?? 0;
    };
    const clientSession = await startSession(server.services, await idOfEmail('client@demo.test'));
    const adminSession = await startSession(server.services, await idOfEmail('admin@demo.test'));
    const created = await server.call('createProject', {
      token: clientSession.accessToken,
      body: {
        type: 'casting',
        status: 'pending_approval',
        name: 'Bank onboarding explainer in Latin American Spanish',
        deadline: new Date(server.clock.now.getTime() + 3 * 24 * 3600_000).toISOString(),
        auto_invites_enabled: true,
        service_properties: {
          languages: [await attributeId('languages', 'spanish-latin-american')],
          voice_age_genders: [
            await attributeId('voice_age_genders', 'young-adult-female'),
            await attributeId('voice_age_genders', 'middle-age-female'),
          ],
          proposals_wanted: 10,
        },
      },
    });
    const id = Number(created.json['id']);
    const approved = await server.call('updateProject', {
      token: adminSession.accessToken,
      params: { id },
      body: { status: 'active' },
    });
    expect(approved.status).toBe(200);
    const invitedNow = () =>
      db
        .select({ email: users.email, level: providers.membershipLevel, wave: invitations.wave })
        .from(invitations)
        .innerJoin(providers, eq(providers.id, invitations.providerId))
        .innerJoin(users, eq(users.id, providers.userId))
        .where(eq(invitations.projectId, id));

    await server.services.jobs.runDue();
    const first = await invitedNow();
    expect(first.map((i) => i.email)).toContain('voice@demo.test');
    // The demo voice actor is Premium, the highest tier this casting matches.
    expect(new Set(first.map((i) => i.level))).toEqual(new Set([4]));

    await server.advanceTime(3 * 24 * 3600_000 - 3600_000);
    await server.services.jobs.runDue();
    const later = (await invitedNow()).filter((i) => i.wave !== 1);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((i) => i.level < 4)).toBe(true);
  });
});
