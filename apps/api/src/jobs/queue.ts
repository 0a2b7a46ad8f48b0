// The server's job queue: time-driven work (invitation waves, deadlines) stored in the database, so
// a restart loses no scheduled job and never runs a finished one again. It is pg-boss (10.x, the
// newest for Node 20) behind a small interface of ours, running its SQL through the server's own
// connection (`SqlExecutor`): the same code serves the embedded PGlite and a real PostgreSQL.
// pg-boss keeps its tables in the `pgboss` schema and migrates them itself on start.
//
// Time: callers give `runAt` on the server's clock (`Services.now`, which tests move); the queue
// stores it as a delay from the database's own `now()`, so a moved test clock and the database
// agree, and `pending` answers the other way round. `moveTime` (tests) shifts every waiting job
// earlier and every running one's start, as if that much time had passed.
//
// A run whose worker died (the process stopped mid-job) stays `active` until its expiry; the queue's
// maintenance then hands it back for a retry. pg-boss's default expiry is 15 minutes and its
// maintenance runs every 2 minutes, so such a job ran up to 17 minutes late: each job names its own
// expiry and retries (`JobTiming`, given where it is scheduled), and maintenance runs every 30 s.
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';

/** What a job carries: plain JSON (it is stored as jsonb). */
export type JobPayload = Record<string, unknown>;

export interface JobInfo {
  id: string;
  name: string;
}

export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, job: JobInfo) => Promise<void>;

/**
 * How long one run of a job may take and how the job is retried after a failed or expired run.
 * Without it a job gets the queue's defaults: 15 minutes, 3 retries from 30 s, doubling.
 */
export interface JobTiming {
  /**
   * Seconds one run may take. Past it the run counts as dead (its worker stopped) and the job is
   * retried; a run still alive then is failed too and runs again beside its retry, so size it to
   * the job's measured length with a margin, never below it.
   */
  expireInSeconds: number;
  /** Retries after the first run. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Each further retry waits about twice as long as the last (with jitter). */
  retryBackoff: boolean;
}

/** A job still to run: waiting (`created`), waiting for a retry, or running (`active`). */
export interface PendingJob {
  id: string;
  payload: JobPayload;
  state: 'created' | 'retry' | 'active';
  /** When it may run (a retry: when the retry may), on the server's clock; a running job's is past. */
  runAt: Date;
}

export interface ScheduleOptions {
  /** When the job may run, on the server's clock; due now when absent or in the past. */
  runAt?: Date;
  /**
   * At most one job of this name with this key waits (or runs) at a time: scheduling another is
   * refused (`schedule` answers null). Use it where running twice would be wrong (a wave, a deadline).
   */
  singletonKey?: string;
  /** The job's expiry and retries; the queue's defaults when absent. */
  timing?: JobTiming;
}

export interface JobQueue {
  /** Stores a job; answers its id, or null when a job with the same singleton key is already waiting. */
  schedule: (name: string, payload: JobPayload, options?: ScheduleOptions) => Promise<string | null>;
  /** Cancels a waiting job (e.g. a deadline that moved); a running or finished job is left alone. */
  cancel: (name: string, id: string) => Promise<void>;
  /**
   * The jobs of a name still to run whose payload contains `match` (e.g. `{ projectId: 7 }`), the
   * soonest first: what is really scheduled, retries included.
   */
  pending: (name: string, match: JobPayload) => Promise<PendingJob[]>;
  /** Registers the handler of a job name. A handler that throws is retried later (see JobTiming). */
  work: <P extends JobPayload>(name: string, handler: JobHandler<P>) => Promise<void>;
  /**
   * Runs every due job of the registered names now, in this process; answers how many ran (tests).
   * First it hands back for a retry every run that outlived its expiry, as maintenance would have.
   */
  runDue: () => Promise<number>;
  /** Makes every waiting job due, and every running one older, that much earlier (tests). */
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

/**
 * How often pg-boss's maintenance looks for runs past their expiry (pg-boss: 120 s). It is the
 * delay on top of a dead run's expiry before its retry is scheduled, so it stays well under the
 * shortest expiry (60 s); archiving finished jobs, the rest of maintenance, is cheap at that pace.
 */
const MAINTENANCE_INTERVAL_SECONDS = 30;

const PENDING_STATES: readonly string[] = ['created', 'retry', 'active'] satisfies PendingJob['state'][];

interface PendingRow {
  id: string;
  data: JobPayload;
  state: PendingJob['state'];
  delay_ms: number;
}

function isPendingRow(row: unknown): row is PendingRow {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  return (
    typeof r['id'] === 'string' &&
    typeof r['data'] === 'object' &&
    r['data'] !== null &&
    typeof r['state'] === 'string' &&
    PENDING_STATES.includes(r['state']) &&
    typeof r['delay_ms'] === 'number'
  );
}

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
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on('error', (error: Error) => {
    console.error(`Job queue: ${error.message}`);
  });
  const handlers = new Map<string, JobHandler>();
  const queues = new Set<string>();
  /** This process's pg-boss worker of each job name it polls. */
  const workers = new Map<string, string>();
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
    const worker = await boss.work<JobPayload>(
      name,
      { pollingIntervalSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await run(name, handler, job);
      },
    );
    workers.set(name, worker);
  }

  return {
    async schedule(name, payload, options = {}) {
      await ensureQueue(name);
      const delayMs = options.runAt ? options.runAt.getTime() - now().getTime() : 0;
      const timing = options.timing;
      const id = await boss.send(name, payload, {
        singletonKey: options.singletonKey ?? crypto.randomUUID(),
        // Seconds from the database's now(), to the millisecond (pg-boss reads a number as an
        // interval), so `pending` answers the runAt given; a past runAt is due at once.
        ...(delayMs > 0 ? { startAfter: delayMs / 1000 } : {}),
        ...(timing
          ? {
              expireInSeconds: timing.expireInSeconds,
              retryLimit: timing.retryLimit,
              retryDelay: timing.retryDelaySeconds,
              retryBackoff: timing.retryBackoff,
            }
          : {}),
      });
      // A job due now runs now, not a polling interval later (a wave's mail after its round).
      const worker = workers.get(name);
      if (id !== null && delayMs <= 0 && worker && started) boss.notifyWorker(worker);
      return id;
    },
    async pending(name, match) {
      // The delay from the database's now(), added to the server's: the two clocks may differ
      // (tests move the server's), the delay is the same on both.
      const { rows } = await sql.executeSql(
        `SELECT id::text AS id, data, state::text AS state,
           (EXTRACT(epoch FROM start_after - now()) * 1000)::float8 AS delay_ms
         FROM ${SCHEMA}.job
         WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data @> $2::jsonb
         ORDER BY start_after, created_on`,
        [name, JSON.stringify(match)],
      );
      const base = now().getTime();
      return rows.filter(isPendingRow).map((row) => ({
        id: row.id,
        payload: row.data,
        state: row.state,
        runAt: new Date(base + Math.round(row.delay_ms)),
      }));
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
      // What maintenance does every MAINTENANCE_INTERVAL_SECONDS: runs past their expiry go back
      // to the queue as retries (or fail, out of retries).
      await boss.expire();
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
      // A running job has been running that much longer: its expiry comes as the time passes.
      await sql.executeSql(
        `UPDATE ${SCHEMA}.job SET started_on = started_on - make_interval(secs => $1::double precision)
         WHERE state = 'active'`,
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
