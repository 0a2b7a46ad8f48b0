// A casting's automatic invitations end to end on the server: an admin approves a casting, the
// waves go out through the job queue tier by tier (Platinum first), each invited voice actor gets a
// mail with the automated invitation link, the client a mail on approval (and on disapproval);
// enough proposals, closing or switching auto invites off stops the waves; AIMA; a wave or a closing
// whose server died mid-run runs again within two minutes, and batch_info announces the retry's
// time; a second server on the same database runs a pending wave once. The closing at the deadline
// itself: invitationWaves.deadline.test.ts. Time moves through the queue (advanceTime, then runDue), never
// by sleeping.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitations, projects } from '../../db/schema';
import { createServer } from '../../server';
import {
  CLOSE_AT_DEADLINE_JOB,
  closeAtDeadline,
  INVITATION_WAVE_JOB,
  runInvitationWave,
  type CloseAtDeadlinePayload,
} from '../../modules/invitations/invitationWaves';
import {
  admin,
  approvedCasting,
  batchInfo,
  client,
  DAY,
  fromNow,
  HOUR,
  inDays,
  invited,
  mailsTo,
  nextWave,
  server,
  spanish,
  stranger,
  tokenOf,
  useWavesServer,
  voices,
  waveWorkerDies,
  workerDiesRunning,
} from './invitationWaves.fixtures';

useWavesServer();

describe('invitation waves', () => {
  it('approval sends wave 1 to the top tier only, mails them, then wave 2 reaches the next tier', async () => {
    const started = Date.now();
    const { id } = await approvedCasting();
    expect(await invited(id)).toEqual({});
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });

    // Each invited voice actor gets the automated invitation link, absolute on the public origin.
    // The link is the project page under its automated invitation alias (/ai/{hash}, spec section 2).
    const [mail] = await mailsTo(voices['platinumA']?.email ?? '');
    const [name] = await server.services.db
      .select({ name: projects.name, hash: projects.publicHash })
      .from(projects)
      .where(eq(projects.id, id));
    expect(mail?.subject).toBe(`Invitation to audition: ${name?.name}`);
    expect(mail?.text).toContain(`http://localhost:8080/ai/${name?.hash}`);
    expect(mail?.html).toContain(`href="http://localhost:8080/ai/${name?.hash}"`);
    expect(await mailsTo(voices['premium']?.email ?? '')).toHaveLength(0);
    // The client hears of the approval, with the project's link.
    const clientMails = await mailsTo(client.email);
    expect(clientMails.at(-1)?.subject).toBe(`Your project "${name?.name}" is approved`);
    expect(clientMails.at(-1)?.text).toContain(`http://localhost:8080/projects/${name?.hash}`);

    const info = await batchInfo(id);
    expect(info).toMatchObject({
      project_id: id,
      current_batch: 1,
      batches: [{ batch: 1, membership_level: 5, membership_tier: 'Platinum', invitations_count: 2 }],
    });
    // 3 days shared by the 3 rounds left (Premium, Bronze, Standard) and one for answers. The queue
    // keeps the delay on the database's clock, which runs in real time while the server's stands
    // still: read back, it is short by the real time since it was set, never more.
    const since = Date.now() - started;
    expect(fromNow(info.next_batch_at)).toBeGreaterThanOrEqual((3 * DAY) / 4 - since - 1);
    expect(fromNow(info.next_batch_at)).toBeLessThanOrEqual((3 * DAY) / 4);

    // Not before its time.
    await server.advanceTime(HOUR);
    await server.services.jobs.runDue();
    expect(Object.keys(await invited(id))).toHaveLength(2);

    await nextWave(id);
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, premium: 2 });
    expect(await mailsTo(voices['premium']?.email ?? '')).toHaveLength(1);
    await nextWave(id);
    expect(await invited(id)).toMatchObject({ bronze: 3 });
    await nextWave(id);
    expect(await invited(id)).toMatchObject({ standard: 4 });
    // Everybody matching was invited: no further wave.
    const done = await batchInfo(id);
    expect(done).toMatchObject({ current_batch: 4, next_batch_at: null });
    expect(done.batches.map((b) => b.membership_tier)).toEqual(['Platinum', 'Premium', 'Bronze', 'Standard']);
    expect(Object.keys(await invited(id))).not.toContain('otherLanguage');
    expect(Object.keys(await invited(id))).not.toContain('otherVoice');
  });

  it('stops when enough proposals arrived (accepted invitations)', async () => {
    const { id } = await approvedCasting({ proposals_wanted: 1 });
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
    await server.services.db
      .update(invitations)
      .set({ status: 'accepted' })
      .where(
        and(eq(invitations.projectId, id), eq(invitations.providerId, voices['platinumB']?.providerId ?? 0)),
      );
    await nextWave(id);
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
    expect(await batchInfo(id)).toMatchObject({ current_batch: 1, next_batch_at: null });
  });

  it('stops when the casting closes', async () => {
    const { id } = await approvedCasting();
    await server.services.jobs.runDue();
    const closed = await server.call('closeProject', {
      token: await tokenOf(client),
      params: { id },
      body: { reason: 'client' },
    });
    expect(closed.status).toBe(200);
    expect((await batchInfo(id)).next_batch_at).toBeNull();
    await server.advanceTime(2 * DAY);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
  });

  it('stops when auto invites are switched off, and resumes when they are switched on again', async () => {
    const { id } = await approvedCasting({ deadline: inDays(6) });
    await server.services.jobs.runDue();
    const off = await server.call('updateProject', {
      token: await tokenOf(client),
      params: { id },
      body: { auto_invites_enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await batchInfo(id)).next_batch_at).toBeNull();
    await server.advanceTime(2 * DAY);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });

    const on = await server.call('updateProject', {
      token: await tokenOf(client),
      params: { id },
      body: { auto_invites_enabled: true },
    });
    expect(on.status).toBe(200);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, premium: 2 });
  });

  it('a casting approved with client invites only sends no wave', async () => {
    const { id } = await approvedCasting({ auto_invites_enabled: false });
    await server.services.jobs.runDue();
    await server.advanceTime(DAY);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({});
    expect(await batchInfo(id)).toMatchObject({ current_batch: 0, next_batch_at: null, batches: [] });
  });
});

describe('a server that dies mid-run', () => {
  it('a wave whose server died runs again within two minutes, not after 15, and invites nobody twice', async () => {
    const { id } = await approvedCasting();
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
    await server.advanceTime(fromNow((await batchInfo(id)).next_batch_at) + 1000);
    const premiumMails = (await mailsTo(voices['premium']?.email ?? '')).length;
    const job = await waveWorkerDies(id, 2);
    const died = server.clock.now.getTime();

    // Within the round's minute its server may still be sending it: nobody else does.
    await server.advanceTime(50_000);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });

    // Past it, the round goes again at its retry, 10 to 20 s later.
    await server.advanceTime(15_000);
    await server.services.jobs.runDue();
    expect(await server.services.jobs.state(INVITATION_WAVE_JOB, job)).toBe('retry');
    await server.advanceTime(20_000);
    await server.services.jobs.runDue();
    expect(await server.services.jobs.state(INVITATION_WAVE_JOB, job)).toBe('completed');
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, premium: 2 });
    expect(server.clock.now.getTime() - died).toBeLessThan(2 * 60_000);
    expect(await mailsTo(voices['premium']?.email ?? '')).toHaveLength(premiumMails + 1);
    expect(await batchInfo(id)).toMatchObject({ current_batch: 2 });
  });

  it('a casting whose closing server died closes within two minutes of its deadline', async () => {
    const { id } = await approvedCasting({ deadline: inDays(1) });
    await server.services.jobs.runDue();
    await server.advanceTime(DAY + 1000);
    await workerDiesRunning<CloseAtDeadlinePayload>(
      CLOSE_AT_DEADLINE_JOB,
      (payload) => closeAtDeadline(server.services, payload),
      (payload) => payload.projectId === id,
    );
    const status = async () =>
      (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json['status'];
    await server.advanceTime(50_000);
    await server.services.jobs.runDue();
    expect(await status()).toBe('active');
    await server.advanceTime(15_000);
    await server.services.jobs.runDue();
    await server.advanceTime(20_000);
    await server.services.jobs.runDue();
    expect(await status()).toBe('closed');
  });
});

describe('GET /invitations/batch_info', () => {
  it('without a project: the general schedule, Platinum first', async () => {
    const res = await server.call('getInvitationBatchInfo', { token: await tokenOf(stranger) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ project_id: null, current_batch: 0, next_batch_at: null });
    expect((res.json['batches'] as { membership_tier: string }[]).map((b) => b.membership_tier)).toEqual([
      'Platinum',
      'Premium',
      'Bronze',
      'Pro',
      'Standard',
    ]);
  });

  it("a project's progress is for its owners and admins (403), 404 when unknown, 401 anonymous", async () => {
    const { id } = await approvedCasting();
    expect(
      (
        await server.call('getInvitationBatchInfo', {
          token: await tokenOf(admin),
          query: { project_id: id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.call('getInvitationBatchInfo', {
          token: await tokenOf(stranger),
          query: { project_id: id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('getInvitationBatchInfo', {
          token: await tokenOf(client),
          query: { project_id: 999999 },
        })
      ).status,
    ).toBe(404);
    expect((await server.call('getInvitationBatchInfo', { query: { project_id: id } })).status).toBe(401);
  });

  it('announces a wave whose server died at its retry, then the wave after it', async () => {
    const deadline = server.clock.now.getTime() + 3 * DAY;
    const { id } = await approvedCasting({ deadline: new Date(deadline).toISOString() });
    await server.services.jobs.runDue();
    // Read-backs run short by the real time since the job was set (see the first test): measured.
    const read = Date.now();
    const planned = (await batchInfo(id)).next_batch_at;
    await server.advanceTime(fromNow(planned) + 1000);
    await waveWorkerDies(id, 2);
    // Running, as far as the queue knows: still the time it was due.
    const running = (await batchInfo(id)).next_batch_at;
    expect(Math.abs(Date.parse(running ?? '') - Date.parse(planned ?? ''))).toBeLessThanOrEqual(
      Date.now() - read + 1,
    );

    // Expired: the queue has it again for its retry, 10 to 20 s from now, and says so.
    const expired = Date.now();
    await server.advanceTime(65_000);
    await server.services.jobs.runDue();
    const retry = await batchInfo(id);
    expect(retry).toMatchObject({ current_batch: 1 });
    expect(fromNow(retry.next_batch_at)).toBeGreaterThanOrEqual(10_000 - (Date.now() - expired) - 1);
    expect(fromNow(retry.next_batch_at)).toBeLessThanOrEqual(20_000);

    await server.advanceTime(fromNow(retry.next_batch_at) + 1000);
    const sent = Date.now();
    await server.services.jobs.runDue();
    const after = await batchInfo(id);
    expect(after).toMatchObject({ current_batch: 2 });
    // Planned from when wave 2 went: the time left, shared by the 2 rounds left and one for answers.
    const share = (deadline - server.clock.now.getTime()) / 3;
    expect(fromNow(after.next_batch_at)).toBeGreaterThanOrEqual(share - (Date.now() - sent) - 1);
    expect(fromNow(after.next_batch_at)).toBeLessThanOrEqual(share);
  });
});

describe('mail on disapproval', () => {
  it('tells the client their project was not approved, why, and its link', async () => {
    const created = await server.call('createProject', {
      token: await tokenOf(client),
      body: {
        type: 'casting',
        status: 'pending_approval',
        name: 'Radio spot for Casa Verde',
        deadline: inDays(5),
        auto_invites_enabled: true,
        service_properties: { languages: [spanish], proposals_wanted: 5 },
      },
    });
    const id = Number(created.json['id']);
    const reason = 'The script names a competitor’s trademark; please remove it and submit again.';
    // The reason is the admins' and goes with a disapproval only.
    const byOwner = await server.call('updateProject', {
      token: await tokenOf(client),
      params: { id },
      body: { status: 'disapproved', disapproval_reason: reason },
    });
    expect(byOwner.status).toBe(403);
    const alone = await server.call('updateProject', {
      token: await tokenOf(admin),
      params: { id },
      body: { disapproval_reason: reason },
    });
    expect(alone.status).toBe(422);

    const no = await server.call('updateProject', {
      token: await tokenOf(admin),
      params: { id },
      body: { status: 'disapproved', disapproval_reason: reason },
    });
    expect(no.status).toBe(200);
    await server.services.jobs.runDue();
    const last = (await mailsTo(client.email)).at(-1);
    expect(last?.subject).toBe('Your project "Radio spot for Casa Verde" was not approved');
    expect(last?.text).toContain(`Reason: ${reason}`);
    const [project] = await server.services.db
      .select({ hash: projects.publicHash })
      .from(projects)
      .where(eq(projects.id, id));
    expect(last?.text).toContain(`http://localhost:8080/projects/${project?.hash ?? ''}`);
    expect(await invited(id)).toEqual({});
  });
});

describe('AIMA', () => {
  it('an admin switching AIMA on invites automatically for a client-invites-only casting', async () => {
    const { id } = await approvedCasting({ auto_invites_enabled: false });
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({});
    const on = await server.call('updateProject', {
      token: await tokenOf(admin),
      params: { id },
      body: { aima_status: 'enabled' },
    });
    expect(on.status).toBe(200);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
    const [row] = await server.services.db
      .select({ aima: projects.aimaStatus })
      .from(projects)
      .where(eq(projects.id, id));
    expect(row?.aima).toBe('running');
  });
});

// Last: the first server's queue stays stopped.
describe('after a restart', () => {
  it('a second server on the same database runs the pending wave once', async () => {
    const { id } = await approvedCasting();
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1 });
    const { next_batch_at } = await batchInfo(id);
    await server.services.jobs.stop();

    const second = await createServer({
      config: server.services.config,
      database: server.database,
      now: () => server.clock.now,
      pollJobs: false,
    });
    try {
      await server.advanceTime(new Date(next_batch_at ?? '').getTime() - server.clock.now.getTime() + 1000);
      expect(await second.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, premium: 2 });
      // Run again (a retry, or the first server coming back): nobody is invited or mailed twice.
      expect(await second.services.jobs.runDue()).toBe(0);
      await runInvitationWave(second.services, { projectId: id, wave: 2 });
      await runInvitationWave(second.services, { projectId: id, wave: 1 });
      expect(await invited(id)).toEqual({ platinumA: 1, platinumB: 1, premium: 2 });
      const [project] = await server.services.db
        .select({ hash: projects.publicHash })
        .from(projects)
        .where(eq(projects.id, id));
      const premiumMails = (await mailsTo(voices['premium']?.email ?? '')).filter((m) =>
        m.text.includes(`/ai/${project?.hash ?? ''}`),
      );
      expect(premiumMails).toHaveLength(1);
      expect(await batchInfo(id)).toMatchObject({ current_batch: 2 });
    } finally {
      await second.close();
    }
  });
});
