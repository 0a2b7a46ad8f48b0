// The demo marketplace's projects: the seeded projects fill the demo client's lists, counters and
// the average rate with real data, each served per the document; the seeded castings' jobs are
// queued once; and the demo voice actor is in the first wave of a casting matching their languages
// and voice, a lower tier in a later one.
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ProjectStatus } from '@vo/sdk';
import { attributes, invitations, projectOwners, projects, providers, users } from '../db/schema';
import { startSession } from '../auth/sessions';
import { INVITATION_WAVE_JOB, scheduleActiveCastings } from '../modules/invitations/invitationWaves';
import { invitesAutomatically, MIN_WAVE_GAP_MS } from '../modules/invitations/wavePlan';
import { rawRows } from '../db/rawRows';
import { REVIEWABLE_BOOKING_HASH } from './reviewableBookings';
import { seeded, server, useSeededServer } from './seed.fixtures';

useSeededServer();

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

  it("gives the demo client's first casting five auditions, one liked, and the demo voice actor's outbox one", async () => {
    const clientId = await idOfEmail('client@demo.test');
    const { accessToken } = await startSession(server.services, clientId);
    const list = await server.call('listUserProjects', {
      token: accessToken,
      params: { id: clientId },
      query: { scope: 'active', size: 50 },
    });
    const castings = (
      list.body as {
        id: number;
        type: string;
        user_id: number[];
        stats?: { offers_received_manual: number };
      }[]
    )
      .filter((p) => p.type === 'casting' && p.user_id[0] === clientId)
      .sort((a, b) => a.id - b.id);
    const first = castings[0];
    expect(first?.stats?.offers_received_manual).toBe(5);
    const offers = await server.call('listOffers', {
      token: accessToken,
      query: { project_id: first?.id ?? 0 },
    });
    const received = offers.body as {
      status: string;
      upvotes: number;
      listened: boolean;
      audio_url: string | null;
    }[];
    expect(received).toHaveLength(5);
    expect(received.filter((o) => o.upvotes > 0 && o.listened && o.status === 'reviewed')).toHaveLength(1);
    expect(received.every((o) => o.audio_url !== null)).toBe(true);

    const voiceSession = await startSession(server.services, await idOfEmail('voice@demo.test'));
    const outbox = await server.call('listOffers', { token: voiceSession.accessToken, query: {} });
    expect(outbox.body).toMatchObject([{ status: 'reviewed', listened: true, upvotes: 1 }]);
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

  it('holds a completed booking of the demo voice actor that both sides may still review', async () => {
    const clientId = await idOfEmail('client@demo.test');
    const voiceUserId = await idOfEmail('voice@demo.test');
    const [booking] = await server.services.db
      .select({ id: projects.id, providerId: projects.providerId, reason: projects.completionReason })
      .from(projects)
      .where(eq(projects.publicHash, REVIEWABLE_BOOKING_HASH));
    expect(booking?.reason).toBe('deliverable-accepted');
    const asClient = await startSession(server.services, clientId);
    const ofVoice = await server.call('listReviews', {
      token: asClient.accessToken,
      query: { target: 'provider', target_id: booking?.providerId ?? 0, project_id: booking?.id },
    });
    expect(ofVoice.body).toEqual([]);
    expect(ofVoice.headers['x-access-add-review']).toBe('allowed');
    const asVoice = await startSession(server.services, voiceUserId);
    const ofClient = await server.call('listReviews', {
      token: asVoice.accessToken,
      query: { target: 'client', target_id: clientId, project_id: booking?.id },
    });
    expect(ofClient.headers['x-access-add-review']).toBe('allowed');
  });
});
