// A project's actions against a real server: owners extend, close and complete it, switch secure
// payment on and off, and find it in the dashboard's active and past tabs. Every status change is the
// project machine's decision: refused transitions answer 409 (or 403 when another party could) with
// its message; ownership answers 401/403/404; the form's rules 422.
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';
import {
  admin,
  client,
  colleague,
  inDays,
  project,
  type ProjectBody,
  server,
  stored,
  stranger,
  useProjectsServer,
} from './projects.fixtures';

useProjectsServer();

describe('extendProject', () => {
  it('moves an active casting’s deadline and records extended_at', async () => {
    const active = await stored({ status: 'active' });
    const res = await server.call('extendProject', {
      token: client.token,
      params: { id: active.id },
      body: { deadline: inDays(10) },
    });
    expect(res.status).toBe(200);
    expect(project(res.body)).toMatchObject({ status: 'active', deadline: inDays(10) });
    const seen = await server.call('getProject', { token: admin.token, params: { id: active.id } });
    expect(project(seen.body).admin?.extended_at).toBe(server.clock.now.toISOString());
  });

  it('reopens a casting closed at its deadline; refuses other closed ones (409) and an earlier date (422)', async () => {
    const expired = await stored({
      status: 'closed',
      closingReason: 'deadline',
      deadline: new Date(inDays(-1)),
    });
    const reopened = await server.call('extendProject', {
      token: colleague.token,
      params: { id: expired.id },
      body: { deadline: inDays(4) },
    });
    expect(project(reopened.body)).toMatchObject({ status: 'active', closing_reason: null });

    const stopped = await stored({ status: 'closed', closingReason: 'client' });
    const refused = await server.call('extendProject', {
      token: client.token,
      params: { id: stopped.id },
      body: { deadline: inDays(4) },
    });
    expect(refused.status).toBe(409);
    expect(refused.json['message']).toBe('A project in status closed cannot be extended.');

    const draft = await stored({ status: 'draft' });
    const early = await server.call('extendProject', {
      token: client.token,
      params: { id: draft.id },
      body: { deadline: inDays(4) },
    });
    expect(early.status).toBe(409);

    const active = await stored({ status: 'active' });
    const earlier = await server.call('extendProject', {
      token: client.token,
      params: { id: active.id },
      body: { deadline: inDays(2) },
    });
    expect(earlier.status).toBe(422);
    expect(earlier.json['message']).toBe('The new deadline must be later than the current one.');
    const stranger403 = await server.call('extendProject', {
      token: stranger.token,
      params: { id: active.id },
      body: { deadline: inDays(9) },
    });
    expect(stranger403.status).toBe(403);
  });
});

describe('closeProject', () => {
  it('an owner stops receiving proposals: closed with reason client, closed_by recorded', async () => {
    const active = await stored({ status: 'active' });
    const res = await server.call('closeProject', {
      token: colleague.token,
      params: { id: active.id },
      body: { reason: 'client' },
    });
    expect(project(res.body)).toMatchObject({ status: 'closed', closing_reason: 'client' });
    const seen = await server.call('getProject', { token: admin.token, params: { id: active.id } });
    expect(project(seen.body).admin?.closed_by).toMatchObject({ id: colleague.id });
  });

  it('voice123 is the admin’s (403 for owners), deadline the clock’s (422), and only an active casting closes (409)', async () => {
    const active = await stored({ status: 'active' });
    const byOwner = await server.call('closeProject', {
      token: client.token,
      params: { id: active.id },
      body: { reason: 'voice123' },
    });
    expect(byOwner.status).toBe(403);
    const deadline = await server.call('closeProject', {
      token: client.token,
      params: { id: active.id },
      body: { reason: 'deadline' },
    });
    expect(deadline.status).toBe(422);
    const byAdmin = await server.call('closeProject', {
      token: admin.token,
      params: { id: active.id },
      body: { reason: 'voice123' },
    });
    expect(project(byAdmin.body)).toMatchObject({ status: 'closed', closing_reason: 'voice123' });
    for (const status of ['draft', 'pending_approval', 'closed', 'completed']) {
      const other = await stored({ status });
      const res = await server.call('closeProject', {
        token: client.token,
        params: { id: other.id },
        body: { reason: 'client' },
      });
      expect(res.status, status).toBe(409);
      expect(res.json['message']).toBe(`A project in status ${status.replace('_', ' ')} cannot be closed.`);
    }
    const booking = await stored({ status: 'active', type: 'booking' });
    expect(
      (
        await server.call('closeProject', {
          token: client.token,
          params: { id: booking.id },
          body: { reason: 'client' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('completeProject', () => {
  it('completes a casting without a winner with a cancel reason (winner_selected false)', async () => {
    const closed = await stored({ status: 'closed', closingReason: 'deadline' });
    const res = await server.call('completeProject', {
      token: client.token,
      params: { id: closed.id },
      body: { reason: 'client', cancel_reason: 'other', cancel_reason_details: 'We recorded it in-house.' },
    });
    expect(res.status).toBe(200);
    expect(project(res.body)).toMatchObject({
      status: 'completed',
      completion_reason: 'client',
      cancel_reason: 'other',
      winner_selected: false,
    });
  });

  it('refuses a missing cancel reason (422), a completed project (409) and voice123 from an owner (403)', async () => {
    const active = await stored({ status: 'active' });
    const noReason = await server.call('completeProject', {
      token: client.token,
      params: { id: active.id },
      body: { reason: 'client' },
    });
    expect(noReason.status).toBe(422);
    const voice123 = await server.call('completeProject', {
      token: client.token,
      params: { id: active.id },
      body: { reason: 'voice123' },
    });
    expect(voice123.status).toBe(403);
    const done = await stored({ status: 'completed', completionReason: 'client', winnerSelected: false });
    const again = await server.call('completeProject', {
      token: client.token,
      params: { id: done.id },
      body: { reason: 'client', cancel_reason: 'project-cancelled' },
    });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('A project in status completed cannot be completed.');
    const draft = await stored({ status: 'draft' });
    expect(
      (
        await server.call('completeProject', {
          token: client.token,
          params: { id: draft.id },
          body: { reason: 'client', cancel_reason: 'project-cancelled' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.call('completeProject', {
          token: stranger.token,
          params: { id: active.id },
          body: { reason: 'client', cancel_reason: 'project-cancelled' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('secure payment on and off (enableProjectSecurePayments, removeProjectSecurePayment)', () => {
  type SecurePaymentBody = {
    secure_payment_enabled: boolean;
    charge_status: string | null;
    secure_payment_status: string | null;
    status: string;
  };
  const booking = async (fields: Parameters<typeof stored>[0] = {}) => {
    const actor = await server.user({ provider: true, name: 'Vera Voice' });
    return stored({ type: 'booking', status: 'active', providerId: actor.providerId, ...fields });
  };
  const call = (
    operation: 'enableProjectSecurePayments' | 'removeProjectSecurePayment',
    id: number,
    user: TestUser | null = client,
  ) => server.call(operation, { token: user?.token ?? null, params: { id } });

  it('an owner turns secure payment on for a booking, then off again before paying', async () => {
    const row = await booking();
    const on = await call('enableProjectSecurePayments', row.id);
    expect(on.status).toBe(200);
    expect(on.body as SecurePaymentBody).toMatchObject({
      status: 'active',
      secure_payment_enabled: true,
      charge_status: 'pending',
      secure_payment_status: 'pending_payment',
    });
    const off = await call('removeProjectSecurePayment', row.id, colleague);
    expect(off.status).toBe(200);
    expect(off.body as SecurePaymentBody).toMatchObject({
      status: 'active',
      secure_payment_enabled: false,
      charge_status: 'cancelled',
      secure_payment_status: null,
    });
  });

  it('a casting takes secure payment too (spec section 4: a project action of every project)', async () => {
    const casting = await stored({ status: 'active' });
    const on = await call('enableProjectSecurePayments', casting.id);
    expect(on.status).toBe(200);
    expect(on.body as SecurePaymentBody).toMatchObject({ status: 'active', secure_payment_enabled: true });
    const refunded = await stored({ status: 'closed', closingReason: 'client', chargeStatus: 'refunded' });
    const again = await call('enableProjectSecurePayments', refunded.id);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This project’s payment was already settled.');
  });

  it('refuses what the machine refuses (409), a paid charge (409), others (401, 403) and unknown ids (404)', async () => {
    const row = await booking();
    expect((await call('removeProjectSecurePayment', row.id)).status).toBe(409);
    const paid = await booking({ securePaymentEnabled: true, chargeStatus: 'paid', status: 'booking-sent' });
    const removePaid = await call('removeProjectSecurePayment', paid.id);
    expect(removePaid.status).toBe(409);
    expect(removePaid.json['message']).toBe('The client has already paid: secure payment stays on.');
    expect((await call('enableProjectSecurePayments', row.id, stranger)).status).toBe(403);
    expect((await call('enableProjectSecurePayments', row.id, null)).status).toBe(401);
    expect((await call('enableProjectSecurePayments', 999_999)).status).toBe(404);
    const done = await booking({ status: 'completed', completionReason: 'deliverable-accepted' });
    expect((await call('enableProjectSecurePayments', done.id)).status).toBe(409);
  });
});

describe('listUserProjects: the dashboard’s active and past tabs', () => {
  it('splits the user’s projects into active and past', async () => {
    const user = await server.user({ roles: ['client'] });
    const { db } = server.services;
    const live = await insertProject(db, { owners: [user.id], status: 'active' });
    const pending = await insertProject(db, { owners: [user.id], status: 'pending_approval' });
    const closed = await insertProject(db, { owners: [user.id], status: 'closed', closingReason: 'client' });
    const completed = await insertProject(db, { owners: [user.id], status: 'completed' });
    const ids = async (scope?: 'active' | 'past') =>
      (
        (
          await server.call('listUserProjects', {
            token: user.token,
            params: { id: user.id },
            query: scope ? { scope } : {},
          })
        ).body as ProjectBody[]
      )
        .map((p) => p.id)
        .sort((a, b) => a - b);
    expect(await ids('active')).toEqual([live.id, pending.id].sort((a, b) => a - b));
    expect(await ids('past')).toEqual([closed.id, completed.id].sort((a, b) => a - b));
    expect(await ids()).toHaveLength(4);
  });
});
