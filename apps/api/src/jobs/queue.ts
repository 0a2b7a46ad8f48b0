// The server's job queue: time-driven work (invitation waves, deadlines) stored in the database, so
// a restart loses no scheduled job and never runs a finished one again. It is pg-boss (10.x, the
// newest for Node 20) behind a small interface of ours, running its SQL through the server's own
// connection (`SqlExecutor`): the same code serves the embedded PGlite and a real PostgreSQL.
// pg-boss keeps its tables in the `pgboss` schema and migrates them itself on start.
//
// Time: callers give `runAt` on the server's clock (`Services.now`, which tests move); the queue
// stores it as a delay from the database's own `now()`, so a moved test clock and the database
// agree. `moveTime` (tests) shifts every waiting job earlier, as if that much time had passed.
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';

/** What a job carries: plain JSON (it is stored as jsonb). */
export type JobPayload = Record<string, unknown>;

export interface JobInfo {
  id: string;
  name: string;
}

export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, job: JobInfo) => Promise<void>;

export interface ScheduleOptions {
  /** When the job may run, on the server's clock; due now when absent or in the past. */
  runAt?: Date;
  /**
   * At most one job of this name with this key waits (or runs) at a time: scheduling another is
   * refused (`schedule` answers null). Use it where running twice would be wrong (a wave, a deadline).
   */
  singletonKey?: string;
}

export interface JobQueue {
  /** Stores a job; answers its id, or null when a job with the same singleton key is already waiting. */
  schedule: (name: string, payload: JobPayload, options?: ScheduleOptions) => Promise<string | null>;
  /** Cancels a waiting job (e.g. a deadline that moved); a running or finished job is left alone. */
  cancel: (name: string, id: string) => Promise<void>;
  /** Registers the handler of a job name. A handler that throws is retried later (3 times). */
  work: <P extends JobPayload>(name: string, handler: JobHandler<P>) => Promise<void>;
  /** Runs every due job of the registered names now, in this process; answers how many ran (tests). */
  runDue: () => Promise<number>;
  /** Makes every waiting job due that much earlier, as if the time had passed (tests). */
  moveTime: (ms: number) => Promise<void>;
  /** The state pg-boss keeps for a job: created, retry, active, completed, cancelled or failed. */
  state: (name: string, id: string) => Promise<string | null>;
  start: () => Promise<void>;
  /** Stops polling and waits for running jobs to finish (up to 30 s). */
  stop: () => Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  /** The server's clock (Services.now). */
  now?: () => Date;
  /**
   * Poll for due jobs in the background (the server). Off, jobs run only through `runDue` (tests
   * that want to say exactly when a job runs).
   */
  poll?: boolean;
  /** Seconds between polls; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
}

const SCHEMA = 'pgboss';

export function createJobQueue({
  sql,
  now = () => new Date(),
  poll = true,
  pollingIntervalSeconds = 2,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => sql.executeSql(text, values) },
    schema: SCHEMA,
    // No cron schedules here: every job is scheduled by a call, so the cron poller stays off.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error: Error) => {
    console.error(`Job queue: ${error.message}`);
  });
  const handlers = new Map<string, JobHandler>();
  const queues = new Set<string>();
  let started = false;

  async function ensureQueue(name: string): Promise<void> {
    if (queues.has(name)) return;
    // `stately`: one job per (state, key) at most, which is what makes singleton keys refuse a
    // duplicate. Jobs without a key get a unique one, so they never collide.
    await boss.createQueue(name, {
      name,
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
    });
    queues.add(name);
  }

  async function run(name: string, handler: JobHandler, job: PgBoss.Job<JobPayload>): Promise<void> {
    await handler(job.data, { id: job.id, name });
  }

  async function listen(name: string, handler: JobHandler): Promise<void> {
    await ensureQueue(name);
    if (!poll) return;
    await boss.work<JobPayload>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await run(name, handler, job);
    });
  }

  return {
    async schedule(name, payload, options = {}) {
      await ensureQueue(name);
      const delayMs = options.runAt ? options.runAt.getTime() - now().getTime() : 0;
      return boss.send(name, payload, {
        singletonKey: options.singletonKey ?? crypto.randomUUID(),
        // Seconds from the database's now(); a past runAt is due at once.
        ...(delayMs > 0 ? { startAfter: Math.ceil(delayMs / 1000) } : {}),
      });
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async work(name, handler) {
      const h = handler as JobHandler;
      handlers.set(name, h);
      if (started) await listen(name, h);
    },
    async runDue() {
      let ran = 0;
      for (const [name, handler] of handlers) {
        for (;;) {
          const [job] = await boss.fetch<JobPayload>(name);
          if (!job) break;
          try {
            await run(name, handler, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
          ran += 1;
        }
      }
      return ran;
    },
    async moveTime(ms) {
      await sql.executeSql(
        `UPDATE ${SCHEMA}.job SET start_after = start_after - make_interval(secs => $1::double precision)
         WHERE state IN ('created', 'retry')`,
        [ms / 1000],
      );
    },
    async state(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) await listen(name, handler);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}
