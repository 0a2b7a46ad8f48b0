// A user's projects and the counters computed from them, against a real server with stored
// projects: GET /users/{id}/projects (owned as the posting client or a shared owner, newest first,
// paged; the user themself or an admin), what each caller sees of a project (admin fields for
// admins only), and GET /users/{id}/stats, the user resource and the badge counters by status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, tags, userServices } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(server.clock.now.getTime() - days * DAY);

type Listed = {
  id: number;
  name: string;
  user_id?: number[];
  admin?: Record<string, unknown>;
  [key: string]: unknown;
};
const listed = (body: unknown) => body as Listed[];

describe('listUserProjects', () => {
  it('lists the projects the user owns, newest first, page by page with the paging headers', async () => {
    const [maria, other] = [await server.user(), await server.user()];
    const { db } = server.services;
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(
        await insertProject(db, { owners: [maria.id], name: `Maria ${i}`, createdAt: daysAgo(10 - i) }),
      );
    // Someone else's project is not Maria's.
    await insertProject(db, { owners: [other.id], name: 'Not Maria', createdAt: daysAgo(0) });

    const first = await server.call('listUserProjects', {
      token: maria.token,
      params: { id: maria.id },
      query: { size: 2 },
    });
    expect(first.status).toBe(200);
    expect(listed(first.body).map((p) => p.name)).toEqual(['Maria 4', 'Maria 3']);
    expect(first.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '3',
      'total-rows': '5',
      'page-size': '2',
    });
    const last = await server.call('listUserProjects', {
      token: maria.token,
      params: { id: maria.id },
      query: { page: 3, size: 2 },
    });
    expect(listed(last.body).map((p) => p.id)).toEqual([made[0]?.id]);
    const beyond = await server.call('listUserProjects', {
      token: maria.token,
      params: { id: maria.id },
      query: { page: 4, size: 2 },
    });
    expect(beyond.json).toEqual([]);
    expect(beyond.headers['total-rows']).toBe('5');
    // Without a size a page holds 10.
    const all = await server.call('listUserProjects', { token: maria.token, params: { id: maria.id } });
    expect(all.headers['page-size']).toBe('10');
    expect(listed(all.body)).toHaveLength(5);
  });

  it('orders projects created at the same moment by id, newest first', async () => {
    const maria = await server.user();
    const at = daysAgo(3);
    const a = await insertProject(server.services.db, { owners: [maria.id], createdAt: at });
    const b = await insertProject(server.services.db, { owners: [maria.id], createdAt: at });
    const res = await server.call('listUserProjects', { token: maria.token, params: { id: maria.id } });
    expect(listed(res.body).map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it('lists a shared project for every owner, with the posting client first in user_id', async () => {
    const [poster, colleague] = [await server.user(), await server.user()];
    const shared = await insertProject(server.services.db, {
      owners: [poster.id, colleague.id],
      name: 'Shared casting',
    });
    for (const owner of [poster, colleague]) {
      const res = await server.call('listUserProjects', { token: owner.token, params: { id: owner.id } });
      expect(listed(res.body)).toEqual([
        expect.objectContaining({
          id: shared.id,
          name: 'Shared casting',
          user_id: [poster.id, colleague.id],
        }),
      ]);
    }
  });

  it("refuses another user's list with 403, lets an admin list it, and answers 404, 401 and 400", async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const project = await insertProject(server.services.db, { owners: [maria.id] });
    const foreign = await server.call('listUserProjects', { token: daniel.token, params: { id: maria.id } });
    expect(foreign.status).toBe(403);
    expect(foreign.json['code']).toBe('not_your_account');
    const byAdmin = await server.call('listUserProjects', { token: admin.token, params: { id: maria.id } });
    expect(byAdmin.status).toBe(200);
    expect(listed(byAdmin.body).map((p) => p.id)).toEqual([project.id]);
    const missing = await server.call('listUserProjects', { token: admin.token, params: { id: 999999 } });
    expect(missing.status).toBe(404);
    const anonymous = await server.call('listUserProjects', { params: { id: maria.id } });
    expect(anonymous.status).toBe(401);
    const badSize = await server.call('listUserProjects', {
      token: maria.token,
      params: { id: maria.id },
      query: { size: 0 },
    });
    expect(badSize.status).toBe(400);
  });

  it('answers an empty, correctly paged list for a user without projects', async () => {
    const maria = await server.user();
    const res = await server.call('listUserProjects', {
      token: maria.token,
      params: { id: maria.id },
      query: { page: 2, size: 5 },
    });
    expect(res.json).toEqual([]);
    expect(res.headers).toMatchObject({
      'current-page': '2',
      'total-pages': '0',
      'total-rows': '0',
      'page-size': '5',
    });
  });
});

describe('what the caller sees of a project', () => {
  async function fullProject(ownerIds: number[]) {
    const { db } = server.services;
    const [english, youngF] = await db
      .insert(attributes)
      .values([
        { name: 'English', slug: `english-${ownerIds[0]}`, group: 'languages' },
        { name: 'Young Adult Female', slug: `young-adult-female-${ownerIds[0]}`, group: 'voice_age_genders' },
      ])
      .returning();
    const [tag] = await db
      .insert(tags)
      .values({ name: `corporate narration ${ownerIds[0]}` })
      .returning();
    const project = await insertProject(db, {
      owners: ownerIds,
      name: 'Warm narrator for e-learning',
      type: 'booking',
      status: 'completed',
      completionReason: 'deliverable-accepted',
      chargeStatus: 'funds_released',
      securePaymentEnabled: true,
      securePaymentStatus: 'funds_released',
      securePaymentAmount: 249.99,
      receivedRecording: true,
      clientFeedback: 'Lovely to work with.',
      additionalPayments: [
        {
          id: 1,
          amount: 75.5,
          description: 'Pick-ups',
          charge_status: 'paid',
          created_at: '2026-10-01T10:00:00.000Z',
        },
      ],
      serviceProperties: {
        description: 'Six modules.',
        booking: {
          recording_length: { value: 90, unit: 'second' },
          audience_size: 100000,
          fixed_budget: 249.99,
          language_id: english?.id ?? 0,
          voice_age_gender_id: youngF?.id ?? 0,
        },
      },
      admin: {
        workflow_status: 'booking in progress',
        client_status: 'trusted',
        approved_by: admin.id,
        approved_at: '2026-09-01T10:00:00.000Z',
        tag_ids: [tag?.id ?? 0],
      },
      aimaStatus: 'disabled',
    });
    return { project, english, youngF, tag };
  }

  it('gives the owner the private fields but not the admin fields', async () => {
    const maria = await server.user();
    const { project, english, youngF } = await fullProject([maria.id]);
    const res = await server.call('listUserProjects', { token: maria.token, params: { id: maria.id } });
    const [seen] = listed(res.body);
    expect(seen).toMatchObject({
      id: project.id,
      public_hash: project.publicHash,
      slug: 'warm-narrator-for-e-learning',
      type: 'booking',
      status: 'completed',
      user_id: [maria.id],
      secure_payment_amount: 249.99,
      received_recording: true,
      client_feedback: 'Lovely to work with.',
      additional_payments: [expect.objectContaining({ amount: 75.5, charge_status: 'paid' })],
      stats: {
        offers_received_manual: 0,
        offers_received_automatic: 0,
        offers_opened: 0,
        pending_questions: 0,
        pending_answers: 0,
      },
      service_properties: {
        description: 'Six modules.',
        script: null,
        budget: 249.99,
        languages: [{ id: english?.id, name: 'English', slug: english?.slug }],
        voice_age_genders: [{ id: youngF?.id, name: 'Young Adult Female', slug: youngF?.slug }],
        proposals_wanted: null,
        booking: { audience_size: 100000, fixed_budget: 249.99, revisions: 2, turnaround: 3 },
      },
    });
    expect(seen).not.toHaveProperty('admin');
  });

  it('gives an admin the admin fields, with people and tags resolved', async () => {
    const maria = await server.user();
    const { tag } = await fullProject([maria.id]);
    const res = await server.call('listUserProjects', { token: admin.token, params: { id: maria.id } });
    const [seen] = listed(res.body);
    expect(seen?.admin).toEqual({
      status: 'completed',
      workflow_status: 'booking in progress',
      secure_payment: 'funds_released',
      aima_status: 'disabled',
      client_status: 'trusted',
      approved_by: {
        id: admin.id,
        username: admin.email.split('@')[0],
        name: 'Ada Admin',
        picture_small: null,
      },
      approved_at: '2026-09-01T10:00:00.000Z',
      edited_by: null,
      edited_at: null,
      disapproved_by: null,
      disapproved_at: null,
      disapproval_reason: null,
      closed_by: null,
      closed_at: null,
      extended_at: null,
      tags: [{ id: tag?.id, name: tag?.name, excluded: false }],
    });
  });

  it('shows an admin acting as the owner what the owner sees', async () => {
    const maria = await server.user();
    await fullProject([maria.id]);
    const res = await server.call('listUserProjects', {
      token: admin.token,
      loggedAs: maria.id,
      params: { id: maria.id },
    });
    expect(res.status).toBe(200);
    const [seen] = listed(res.body);
    expect(seen).toMatchObject({ user_id: [maria.id], secure_payment_amount: 249.99 });
    expect(seen).not.toHaveProperty('admin');
  });
});

describe('stats from the stored projects', () => {
  const castingStatuses = [
    'draft',
    'pending_approval',
    'disapproved',
    'active',
    'closed',
    'canceled',
    'replaced',
    'completed',
  ] as const;

  it('counts active and past projects by status, and bookings, for every owner', async () => {
    const [maria, colleague] = [await server.user(), await server.user()];
    const { db } = server.services;
    for (const status of castingStatuses) await insertProject(db, { owners: [maria.id], status });
    const voice = await server.user({ provider: true });
    for (const status of ['booking-sent', 'booking-accepted', 'completed'] as const)
      await insertProject(db, { owners: [maria.id], type: 'booking', status, providerId: voice.providerId });
    // A shared casting counts for both owners.
    await insertProject(db, { owners: [colleague.id, maria.id], status: 'active' });

    const stats = await server.call('getUserStats', { token: maria.token, params: { id: maria.id } });
    expect(stats.status).toBe(200);
    // Active: draft, pending_approval, disapproved, active, replaced, booking-sent, booking-accepted
    // and the shared active casting. Past: closed, canceled and the two completed.
    expect(stats.json).toMatchObject({
      user_id: maria.id,
      active_projects: 8,
      past_projects: 4,
      bookings: 3,
    });
    expect(stats.json).not.toHaveProperty('bookings_accepted');
    const shared = await server.call('getUserStats', {
      token: colleague.token,
      params: { id: colleague.id },
    });
    expect(shared.json).toMatchObject({ active_projects: 1, past_projects: 0, bookings: 0 });

    // The same active count reaches the user resource's service counters.
    await db.insert(userServices).values({ userId: maria.id, serviceId: 'voice_over' });
    const me = await server.call('getMe', { token: maria.token });
    expect(me.status).toBe(200);
    expect((me.json['services'] as { stats: unknown }[])[0]?.stats).toEqual({
      pending_events: 0,
      active_projects: 8,
    });
    const byAdmin = await server.call('getUserStats', { token: admin.token, params: { id: maria.id } });
    expect(byAdmin.json).toMatchObject({ active_projects: 8, past_projects: 4 });
  });

  it('counts the bookings a voice actor accepted, not the declined, sent or waiting ones', async () => {
    const [client, voice] = [await server.user(), await server.user({ provider: true })];
    const { db } = server.services;
    const booking = (status: string, completionReason: string | null = null) =>
      insertProject(db, {
        owners: [client.id],
        type: 'booking',
        status,
        completionReason,
        providerId: voice.providerId,
      });
    await booking('active');
    await booking('booking-sent');
    await booking('booking-accepted');
    await booking('completed', 'deliverable-accepted');
    await booking('completed', 'deadline');
    await booking('completed', 'booking-declined');
    await booking('canceled');

    const stats = await server.call('getUserStats', { token: voice.token, params: { id: voice.id } });
    expect(stats.json).toMatchObject({
      active_projects: 0,
      past_projects: 0,
      bookings_accepted: 3,
      unread_bookings_invitations: 0,
      unread_projects_invitations: 0,
    });
    const me = await server.call('getMe', { token: voice.token });
    expect(me.json['provider_stats']).toEqual({
      unread_bookings_invitations: 0,
      unread_projects_invitations: 0,
      bookings_accepted: 3,
    });
    // The client owns all seven: three still running, four past.
    const own = await server.call('getUserStats', { token: client.token, params: { id: client.id } });
    expect(own.json).toMatchObject({ active_projects: 3, past_projects: 4, bookings: 7 });
  });
});
