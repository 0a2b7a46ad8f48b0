// The job queue on the server's own database (PGlite here, PostgreSQL in api-postgres): time moves
// through the queue (`advanceTime` shifts the waiting jobs), never by sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { createJobQueue } from './queue';

const HOUR = 3600_000;

describe('job queue', () => {
  let server: TestServer;
  const ran: { name: string; payload: unknown }[] = [];
  const runsOf = (name: string) => ran.filter((r) => r.name === name).map((r) => r.payload);

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['test.later', 'test.once', 'test.restart']) {
      await server.services.jobs.work(name, (payload) => {
        ran.push({ name, payload });
        return Promise.resolve();
      });
    }
  });
  afterAll(() => server.dispose());

  it('runs a job scheduled for later once, when its time has come', async () => {
    const { jobs } = server.services;
    const runAt = new Date(server.clock.now.getTime() + HOUR);
    const id = await jobs.schedule('test.later', { projectId: 7 }, { runAt });
    expect(id).toEqual(expect.any(String));

    expect(await jobs.runDue()).toBe(0);
    await server.advanceTime(HOUR / 2);
    expect(await jobs.runDue()).toBe(0);
    expect(runsOf('test.later')).toEqual([]);

    await server.advanceTime(HOUR / 2 + 1000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(runsOf('test.later')).toEqual([{ projectId: 7 }]);
    expect(await jobs.state('test.later', id ?? '')).toBe('completed');
  });

  it('refuses a second job with the same singleton key while the first waits', async () => {
    const { jobs } = server.services;
    const runAt = new Date(server.clock.now.getTime() + HOUR);
    const first = await jobs.schedule('test.once', { round: 1 }, { runAt, singletonKey: 'project-9' });
    const duplicate = await jobs.schedule('test.once', { round: 1 }, { runAt, singletonKey: 'project-9' });
    const other = await jobs.schedule('test.once', { round: 1 }, { runAt, singletonKey: 'project-10' });
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));

    await server.advanceTime(HOUR);
    expect(await jobs.runDue()).toBe(2);
    expect(runsOf('test.once')).toHaveLength(2);
  });

  it('cancels a waiting job, which frees its singleton key (a deadline that moved)', async () => {
    const { jobs } = server.services;
    const runAt = new Date(server.clock.now.getTime() + HOUR);
    const first =
      (await jobs.schedule('test.once', { deadline: 1 }, { runAt, singletonKey: 'project-11' })) ?? '';
    await jobs.cancel('test.once', first);
    expect(await jobs.state('test.once', first)).toBe('cancelled');
    const later = new Date(runAt.getTime() + HOUR);
    const moved = await jobs.schedule(
      'test.once',
      { deadline: 2 },
      { runAt: later, singletonKey: 'project-11' },
    );
    expect(moved).toEqual(expect.any(String));

    await server.advanceTime(2 * HOUR);
    const before = runsOf('test.once').length;
    expect(await jobs.runDue()).toBe(1);
    expect(runsOf('test.once').slice(before)).toEqual([{ deadline: 2 }]);
  });

  it('retries a job whose handler failed, later', async () => {
    const { jobs } = server.services;
    let attempts = 0;
    await jobs.work('test.flaky', () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('The mail server is down.')) : Promise.resolve();
    });
    const id = (await jobs.schedule('test.flaky', {})) ?? '';
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.state('test.flaky', id)).toBe('retry');
    expect(await jobs.runDue()).toBe(0);

    await server.advanceTime(10 * 60_000);
    expect(await jobs.runDue()).toBe(1);
    expect(attempts).toBe(2);
    expect(await jobs.state('test.flaky', id)).toBe('completed');
  });

  it("retries a job whose worker died after the job's own expiry, not pg-boss's 15 minutes", async () => {
    const { jobs } = server.services;
    const timing = { expireInSeconds: 60, retryLimit: 2, retryDelaySeconds: 10, retryBackoff: false };
    const id = (await jobs.schedule('test.dead', { round: 1 }, { timing })) ?? '';
    // Another server takes the job and stops mid-run: the job stays active, nobody finishes it.
    const dying = createJobQueue({ sql: server.database.sql, now: () => server.clock.now, poll: false });
    let taken = false;
    await dying.work('test.dead', () => {
      taken = true;
      return new Promise<void>(() => undefined);
    });
    void dying.runDue();
    await expect.poll(() => taken).toBe(true);
    await dying.stop();
    await jobs.work('test.dead', (payload) => {
      ran.push({ name: 'test.dead', payload });
      return Promise.resolve();
    });

    // Within its expiry the run may still be going: nobody else runs it.
    await server.advanceTime(59_000);
    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.state('test.dead', id)).toBe('active');

    // Past it, the job waits for its retry, 10 s later, which is what the queue answers.
    await server.advanceTime(2_000);
    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.state('test.dead', id)).toBe('retry');
    const [waiting] = await jobs.pending('test.dead', { round: 1 });
    expect(waiting).toMatchObject({ id, state: 'retry', payload: { round: 1 } });
    const retryIn = (waiting?.runAt.getTime() ?? 0) - server.clock.now.getTime();
    expect(retryIn).toBeGreaterThan(8_000);
    expect(retryIn).toBeLessThanOrEqual(10_000);

    await server.advanceTime(10_000);
    expect(await jobs.runDue()).toBe(1);
    expect(runsOf('test.dead')).toEqual([{ round: 1 }]);
    expect(await jobs.state('test.dead', id)).toBe('completed');
    expect(await jobs.pending('test.dead', { round: 1 })).toEqual([]);
  });

  it('runs a job due now at once on a polling server, not a polling interval later', async () => {
    const polling = createJobQueue({
      sql: server.database.sql,
      now: () => server.clock.now,
      poll: true,
      pollingIntervalSeconds: 30,
    });
    await polling.work('test.now', (payload) => {
      ran.push({ name: 'test.now', payload });
      return Promise.resolve();
    });
    await polling.start();
    try {
      // The worker's first poll finds nothing; its next would be 30 s later.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await polling.schedule('test.now', { mail: 1 });
      await expect.poll(() => runsOf('test.now'), { timeout: 10_000, interval: 100 }).toEqual([{ mail: 1 }]);
    } finally {
      await polling.stop();
    }
  });

  it('keeps scheduled jobs across a restart and never runs a finished one again', async () => {
    const before = server.services.jobs;
    const done = await before.schedule('test.restart', { wave: 1 });
    const waiting = await before.schedule(
      'test.restart',
      { wave: 2 },
      { runAt: new Date(server.clock.now.getTime() + 2 * HOUR), singletonKey: 'wave-2' },
    );
    expect(await before.runDue()).toBe(1);
    expect(runsOf('test.restart')).toEqual([{ wave: 1 }]);
    await before.stop();

    // A new queue on the same database, polling in the background as the server's does.
    const after = createJobQueue({
      sql: server.database.sql,
      now: () => server.clock.now,
      poll: true,
      pollingIntervalSeconds: 0.5,
    });
    await after.work('test.restart', (payload) => {
      ran.push({ name: 'test.restart', payload });
      return Promise.resolve();
    });
    await after.start();
    try {
      expect(await after.schedule('test.restart', { wave: 2 }, { singletonKey: 'wave-2' })).toBeNull();
      server.clock.advance(2 * HOUR);
      await after.moveTime(2 * HOUR);
      await expect
        .poll(() => runsOf('test.restart'), { timeout: 20_000, interval: 100 })
        .toEqual([{ wave: 1 }, { wave: 2 }]);
      await expect
        .poll(() => after.state('test.restart', waiting ?? ''), { timeout: 10_000 })
        .toBe('completed');
      expect(await after.state('test.restart', done ?? '')).toBe('completed');
      expect(await after.runDue()).toBe(0);
      expect(runsOf('test.restart')).toEqual([{ wave: 1 }, { wave: 2 }]);
    } finally {
      await after.stop();
    }
  });
});
