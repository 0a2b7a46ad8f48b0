// A voice actor's earnings and clients (the earnings tab of their dashboard), through the server:
// what the ledger's releases brought them per month and overall, what Secure Payment still holds,
// the clients who booked them, and the activity measures of their stats page (invitations,
// proposals, the median time to answer). Each is for the voice actor or an admin only.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';
import { invitations, offers, offerVotes } from '../../db/schema';
import { journal, postEntry, reverseEntry } from '../../modules/payments/ledger';
import { admin, client, makeProvider, pid, server, useProvidersServer } from './providers.fixtures';

useProvidersServer();

const DAY = 24 * 3600 * 1000;
let keys = 0;

/** A booking of `owner` with the voice actor, created `daysAgo` days before the server's now. */
async function booking(
  owner: TestUser,
  actor: TestUser,
  daysAgo: number,
  fields: Partial<Parameters<typeof insertProject>[1]> = {},
) {
  return insertProject(server.services.db, {
    owners: [owner.id],
    type: 'booking',
    status: 'booking-accepted',
    providerId: pid(actor),
    securePaymentEnabled: true,
    createdAt: new Date(server.clock.now.getTime() - daysAgo * DAY),
    ...fields,
  });
}

/** The client's payment held, then (unless `hold`) released `releasedDaysAgo` days ago with a 20% fee. */
async function paidAndReleased(projectId: number, amountMinor: number, releasedDaysAgo: number | 'hold') {
  const { db } = server.services;
  const now = server.clock.now;
  keys += 1;
  await postEntry(db, {
    kind: 'payment',
    key: `earnings-test-payment-${keys}`,
    projectId,
    description: 'payment',
    now,
    lines: journal.payment(amountMinor, 'usd'),
  });
  if (releasedDaysAgo === 'hold') return null;
  const released = await postEntry(db, {
    kind: 'release',
    key: `earnings-test-release-${keys}`,
    projectId,
    description: 'release',
    now: new Date(now.getTime() - releasedDaysAgo * DAY),
    lines: journal.release(amountMinor, amountMinor / 5, 'usd'),
  });
  return released.id;
}

describe('the earnings operations', () => {
  it('add up what the releases brought the voice actor per month, overall and per client', async () => {
    const actor = await makeProvider('Earnie Earner');
    const second = await server.user({ roles: ['client'], name: 'Second Client' });
    // Nov 2026: $180 paid, $144 to the voice actor, booking completed.
    const recent = await booking(client, actor, 5, {
      status: 'completed',
      completionReason: 'deliverable-accepted',
    });
    await paidAndReleased(recent.id, 18000, 2);
    // Sep 2026 (the second client): $100 paid, $80 to the voice actor.
    const september = await booking(second, actor, 70, {
      status: 'completed',
      completionReason: 'deliverable-accepted',
    });
    await paidAndReleased(september.id, 10000, 65);
    // Released, then the release reversed: it brought nothing.
    const reversed = await booking(client, actor, 40);
    const releaseId = await paidAndReleased(reversed.id, 5000, 35);
    await reverseEntry(server.services.db, releaseId ?? 0, {
      description: 'wrong release',
      now: new Date(server.clock.now.getTime() - 35 * DAY),
    });
    // Paid and held: not earned yet.
    const held = await booking(second, actor, 1);
    await paidAndReleased(held.id, 2500, 'hold');
    // Released 14 months ago: outside the monthly window, part of the overall.
    const old = await booking(client, actor, 430, { status: 'completed', completionReason: 'deadline' });
    await paidAndReleased(old.id, 20000, 425);
    // Another voice actor's release is not theirs.
    const other = await makeProvider('Other Earner');
    const theirs = await booking(client, other, 3);
    await paidAndReleased(theirs.id, 99900, 1);
    // A declined booking request: that client did not book them.
    const stranger = await server.user({ roles: ['client'], name: 'Declined Client' });
    await booking(stranger, actor, 2, { status: 'completed', completionReason: 'booking-declined' });

    const monthly = await server.call('getProviderMonthlyEarningStats', {
      params: { id: pid(actor) },
      token: actor.token,
    });
    expect(monthly.status).toBe(200);
    const months = monthly.json['months'] as { month: string; earnings: number; bookings_count: number }[];
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.find((m) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      earnings: 144,
      bookings_count: 1,
    });
    expect(months.find((m) => m.month === '2026-09')).toEqual({
      month: '2026-09',
      earnings: 80,
      bookings_count: 1,
    });
    // The reversed release nets to zero in its month.
    expect(months.find((m) => m.month === '2026-10')?.earnings).toBe(0);
    expect(monthly.json).toMatchObject({ provider_id: pid(actor), currency: 'USD', total: 224 });

    const overall = await server.call('getProviderOverallEarningStats', {
      params: { id: pid(actor) },
      token: actor.token,
    });
    expect(overall.status).toBe(200);
    expect(overall.json).toEqual({
      provider_id: pid(actor),
      currency: 'USD',
      total_earnings: 384,
      // The $25 held, and the $50 the reversed release put back in escrow.
      pending_earnings: 75,
      bookings_completed: 3,
      clients_count: 2,
      // $384 over the three released bookings that kept their release.
      average_booking_value: 128,
    });

    const clients = await server.call('listProviderBookingClients', {
      params: { id: pid(actor) },
      token: actor.token,
    });
    expect(clients.status).toBe(200);
    expect(clients.headers['total-rows']).toBe('2');
    const rows = clients.json as unknown as { name: string; bookings_count: number; total_earned: number }[];
    // The second client booked most recently (yesterday's held booking).
    expect(rows.map((r) => [r.name, r.bookings_count, r.total_earned])).toEqual([
      ['Second Client', 2, 80],
      ['Carl Client', 3, 304],
    ]);
    const paged = await server.call('listProviderBookingClients', {
      params: { id: pid(actor) },
      query: { page: 2, size: 1 },
      token: admin.token,
    });
    expect((paged.json as unknown as { name: string }[]).map((r) => r.name)).toEqual(['Carl Client']);
  });

  it('answer a voice actor who earned nothing yet with zeros and no average', async () => {
    const fresh = await makeProvider('Fresh Face');
    const overall = await server.call('getProviderOverallEarningStats', {
      params: { id: pid(fresh) },
      token: fresh.token,
    });
    expect(overall.json).toMatchObject({
      total_earnings: 0,
      pending_earnings: 0,
      average_booking_value: null,
    });
    const monthly = await server.call('getProviderMonthlyEarningStats', {
      params: { id: pid(fresh) },
      token: fresh.token,
    });
    expect(monthly.json['total']).toBe(0);
    expect((monthly.json['months'] as unknown[]).length).toBe(12);
  });

  for (const operation of [
    'getProviderMonthlyEarningStats',
    'getProviderOverallEarningStats',
    'listProviderBookingClients',
  ] as const) {
    it(`${operation} is for the voice actor or an admin only`, async () => {
      const owner = await makeProvider(`Owner of ${operation}`);
      const nosy = await makeProvider(`Nosy about ${operation}`);
      const params = { id: pid(owner) };
      const byOther = await server.call(operation, { params, token: nosy.token });
      expect(byOther.status).toBe(403);
      expect(byOther.json['message']).toMatch(/Only the voice actor or an admin can see these/);
      const byClient = await server.call(operation, { params, token: client.token });
      expect(byClient.status).toBe(403);
      expect((await server.call(operation, { params })).status).toBe(401);
      expect((await server.call(operation, { params, token: admin.token })).status).toBe(200);
      expect((await server.call(operation, { params: { id: 999999 }, token: admin.token })).status).toBe(404);
    });
  }
});

describe('getProviderStats activity', () => {
  it('counts invitations and proposals and takes the median time to answer over 6 months', async () => {
    const { db } = server.services;
    const actor = await makeProvider('Quick Answerer');
    const now = server.clock.now.getTime();
    const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 3600 * 1000);
    const invite = async (daysAgo: number, status = 'opened') => {
      const project = await insertProject(db, { owners: [client.id], createdAt: at(daysAgo) });
      const [row] = await db
        .insert(invitations)
        .values({
          projectId: project.id,
          providerId: pid(actor),
          type: 'direct',
          status,
          createdAt: at(daysAgo),
        })
        .returning();
      return { project, invitation: row };
    };
    // Answered by a proposal after 2 hours, liked by the client.
    const first = await invite(10);
    const [liked] = await db
      .insert(offers)
      .values({
        publicHash: 'activityoffer1',
        projectId: first.project.id,
        providerId: pid(actor),
        invitationId: first.invitation?.id ?? null,
        status: 'posted',
        sentAt: at(10, 2),
      })
      .returning();
    await db.insert(offerVotes).values({ offerId: liked?.id ?? 0, userId: client.id, direction: 'up' });
    // Answered by a proposal after 4 hours.
    const second = await invite(20);
    await db.insert(offers).values({
      publicHash: 'activityoffer2',
      projectId: second.project.id,
      providerId: pid(actor),
      invitationId: second.invitation?.id ?? null,
      status: 'posted',
      sentAt: at(20, 4),
    });
    // Declined after 9 hours.
    const declined = await invite(30, 'declined');
    await server.services.db
      .update(invitations)
      .set({ updatedAt: at(30, 9) })
      .where(eq(invitations.id, declined.invitation?.id ?? 0));
    // Not answered: no response time. Eight months ago: outside the 6 months, inside the 12.
    await invite(5, 'requested');
    const older = await invite(240);
    await db.insert(offers).values({
      publicHash: 'activityoffer3',
      projectId: older.project.id,
      providerId: pid(actor),
      invitationId: older.invitation?.id ?? null,
      status: 'posted',
      sentAt: at(240, 100),
    });

    const res = await server.call('getProviderStats', { params: { id: pid(actor) }, token: actor.token });
    expect(res.status).toBe(200);
    const metrics = res.json['metrics'] as { name: string; value: number }[];
    const value = (name: string) => metrics.find((m) => m.name === name)?.value;
    expect(value('invitations_received')).toBe(5);
    expect(value('proposals_sent')).toBe(3);
    expect(value('proposals_shortlisted')).toBe(1);
    // 2, 4 and 9 hours: the median is 4 (the 100 hours of eight months ago are outside the window).
    expect(value('median_response_time_hours')).toBe(4);
  });

  it('leaves the response time out for a voice actor who answered no invitation', async () => {
    const silent = await makeProvider('Silent Sam');
    const res = await server.call('getProviderStats', { params: { id: pid(silent) }, token: silent.token });
    const names = (res.json['metrics'] as { name: string }[]).map((m) => m.name);
    expect(names).toContain('invitations_received');
    expect(names).not.toContain('median_response_time_hours');
  });
});
