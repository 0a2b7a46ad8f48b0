// The job queue: time-driven work stored in PostgreSQL (queue.ts). Platform: it knows no module; the
// jobs the server runs are registered where the server is wired (jobRegistry.ts, server.ts).
export { createJobQueue } from './queue';
export type {
  JobHandler,
  JobInfo,
  JobPayload,
  JobQueue,
  JobQueueOptions,
  JobTiming,
  PendingJob,
  ScheduleOptions,
} from './queue';
