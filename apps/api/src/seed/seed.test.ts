// The demo marketplace: what it holds, that it is the same on every fresh database, that the demo
// accounts log in, that every seeded voice actor is served per the document with samples whose
// files play (range requests, as a player asks). Its projects, their jobs and the demo voice actor
// in the waves: seed.projects.test.ts.
import { describe, expect, it } from 'vitest';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  attributes,
  deliverables,
  demos,
  projectOwners,
  projects,
  providers,
  reviews,
  samples,
  users,
} from '../db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../auth/demoAccounts';
import { verifyPassword } from '../auth/crypto';
import { document } from '../contract/document';
import { SEEDED_ACTORS } from './cast';
import { seedIfEmpty } from './index';
import { seededAt, server, useSeededServer } from './seed.fixtures';
import { startSession } from '../auth/sessions';
import { DEMO_CHANNEL_HASH } from './messages';
import { AUTO_ACCEPT_AFTER_SEED_MS, AUTO_ACCEPT_BOOKING_HASH } from './autoAcceptBooking';

useSeededServer();

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

describe('the demo conversation', () => {
  it('shows the demo client one unread message from voice@demo.test, as the channels operations serve it', async () => {
    const [clientRow] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'client@demo.test'));
    const [voiceRow] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'voice@demo.test'));
    if (!clientRow || !voiceRow) throw new Error('demo accounts missing');
    const client = await startSession(server.services, clientRow.id);
    const voice = await startSession(server.services, voiceRow.id);
    const list = await server.call('listUserChannels', {
      token: client.accessToken,
      params: { id: clientRow.id },
    });
    expect(list.body).toEqual([
      expect.objectContaining({
        public_hash: DEMO_CHANNEL_HASH,
        stats: { pending_events: 1, unread: true, events: 4 },
      }),
    ]);
    const stats = await server.call('getUserStats', {
      token: client.accessToken,
      params: { id: clientRow.id },
    });
    expect(stats.json['pending_events']).toBe(1);
    const thread = await server.call('listChannelEvents', {
      token: voice.accessToken,
      params: { hash: DEMO_CHANNEL_HASH },
    });
    expect(
      (thread.body as { sequence: number; user_id: number }[]).map((e) => [e.sequence, e.user_id]),
    ).toEqual([
      [4, voiceRow.id],
      [3, clientRow.id],
      [2, voiceRow.id],
      [1, clientRow.id],
    ]);
  });
});

// Last: it moves the server's clock.
describe('the booking whose recording nobody decides on', () => {
  it('is accepted by the queue a minute after the seed, completing the booking', async () => {
    const [booking] = await server.services.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.publicHash, AUTO_ACCEPT_BOOKING_HASH));
    if (!booking) throw new Error('no seeded booking');
    const recording = async () => {
      const [row] = await server.services.db
        .select({ status: deliverables.status, autoAcceptAt: deliverables.autoAcceptAt })
        .from(deliverables)
        .where(eq(deliverables.projectId, booking.id));
      return row;
    };
    const before = await recording();
    expect(before?.status).toBe('posted');
    const due = (before?.autoAcceptAt?.getTime() ?? 0) - server.clock.now.getTime();
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThanOrEqual(AUTO_ACCEPT_AFTER_SEED_MS);

    await server.services.jobs.runDue();
    expect((await recording())?.status).toBe('posted');
    await server.advanceTime(due + 1000);
    await server.services.jobs.runDue();
    expect((await recording())?.status).toBe('accepted');
    const [project] = await server.services.db
      .select({ status: projects.status, reason: projects.completionReason })
      .from(projects)
      .where(eq(projects.id, booking.id));
    expect(project).toEqual({ status: 'completed', reason: 'deliverable-accepted' });
  });
});
