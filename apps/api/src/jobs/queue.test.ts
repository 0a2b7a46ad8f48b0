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
