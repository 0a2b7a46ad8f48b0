// A casting's closing at its deadline, end to end on the server: the deadline closes the casting,
// an extended deadline moves the closing, and what the project machine refuses (a casting closed
// meanwhile, a second run, a change between the read and the close) is left as it is. A closing
// whose server died mid-run: invitationWaves.test.ts. Time moves through the queue (advanceTime,
// then runDue), never by sleeping.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { CLOSE_AT_DEADLINE_JOB, closeAtDeadline } from '../../modules/invitations/invitationWaves';
import { lifecycleColumns, loadProject, runServerStep } from '../../modules/projects/projectLifecycle';
import {
  approvedCasting,
  client,
  DAY,
  HOUR,
  inDays,
  invited,
  server,
  tokenOf,
  useWavesServer,
} from './invitationWaves.fixtures';

useWavesServer();

describe('closing at the deadline', () => {
  it('closes an active casting with reason deadline when its deadline passes', async () => {
    const { id } = await approvedCasting({ deadline: inDays(2) });
    await server.services.jobs.runDue();
    await server.advanceTime(2 * DAY - HOUR);
    await server.services.jobs.runDue();
    expect(
      (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json,
    ).toMatchObject({
      status: 'active',
    });
    await server.advanceTime(HOUR + 1000);
    await server.services.jobs.runDue();
    expect(
      (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json,
    ).toMatchObject({
      status: 'closed',
      closing_reason: 'deadline',
    });
    // Closed: no further wave.
    const before = await invited(id);
    await server.advanceTime(DAY);
    await server.services.jobs.runDue();
    expect(await invited(id)).toEqual(before);
  });

  it('follows an extended deadline: nothing at the old one, closed at the new one', async () => {
    const { id } = await approvedCasting({ deadline: inDays(1) });
    const extended = await server.call('extendProject', {
      token: await tokenOf(client),
      params: { id },
      body: { deadline: inDays(3) },
    });
    expect(extended.status).toBe(200);
    await server.advanceTime(DAY + 1000);
    await server.services.jobs.runDue();
    expect(
      (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json,
    ).toMatchObject({
      status: 'active',
    });
    await server.advanceTime(2 * DAY);
    await server.services.jobs.runDue();
    expect(
      (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json,
    ).toMatchObject({
      status: 'closed',
      closing_reason: 'deadline',
    });
  });
});

describe('closing at the deadline: what the project machine refuses', () => {
  const projectOf = async (id: number) =>
    (await server.call('getProject', { token: await tokenOf(client), params: { id } })).json;

  it('leaves a casting the client closed before its deadline as it is, and the job completes', async () => {
    const deadline = inDays(1);
    const { id } = await approvedCasting({ deadline });
    const [job] = await server.services.jobs.pending(CLOSE_AT_DEADLINE_JOB, { projectId: id });
    expect(job).toBeDefined();
    const closed = await server.call('closeProject', {
      token: await tokenOf(client),
      params: { id },
      body: { reason: 'client' },
    });
    expect(closed.status).toBe(200);
    await server.advanceTime(DAY + 1000);
    await server.services.jobs.runDue();
    // Completed, not failed into retries: a refusal is the answer, not an error.
    expect(await server.services.jobs.state(CLOSE_AT_DEADLINE_JOB, job?.id ?? '')).toBe('completed');
    expect(await projectOf(id)).toMatchObject({ status: 'closed', closing_reason: 'client' });
    // Run again (a retry, a second server): still the client's close.
    await closeAtDeadline(server.services, { projectId: id, deadline });
    expect(await projectOf(id)).toMatchObject({ status: 'closed', closing_reason: 'client' });
  });

  it('a second run after the close changes nothing', async () => {
    const deadline = inDays(1);
    const { id } = await approvedCasting({ deadline });
    await server.advanceTime(DAY + 1000);
    await server.services.jobs.runDue();
    const row = async () => (await server.services.db.select().from(projects).where(eq(projects.id, id)))[0];
    const first = await row();
    expect(first).toMatchObject({ status: 'closed', closingReason: 'deadline' });
    await server.advanceTime(HOUR);
    await closeAtDeadline(server.services, { projectId: id, deadline });
    const second = await row();
    expect(second?.updatedAt).toEqual(first?.updatedAt);
    expect(second?.admin).toEqual(first?.admin);
  });

  it('stores nothing when the project changed between the read and the close (the change wins)', async () => {
    const { id } = await approvedCasting({ deadline: inDays(1) });
    const read = await loadProject(server.services.db, id);
    if (!read) throw new Error('project not found');
    // The client extends while the job holds its read: the deadline it would close at is gone.
    const extended = await server.call('extendProject', {
      token: await tokenOf(client),
      params: { id },
      body: { deadline: inDays(3) },
    });
    expect(extended.status).toBe(200);
    const stored = await runServerStep(
      server.services.db,
      read,
      { type: 'project.deadlineReached' },
      (next, before) => lifecycleColumns(before, next),
    );
    expect(stored).toBeNull();
    expect(await projectOf(id)).toMatchObject({ status: 'active', closing_reason: null });
  });
});
