// The job queue (queue.ts) and the jobs this server runs. A job is a name and a handler; add yours
// to `jobDefinitions` (e.g. the invitation waves, a project's deadline) and schedule it with
// `services.jobs.schedule(name, payload, { runAt, singletonKey })`. Handlers must be idempotent:
// a job whose handler failed or whose server stopped mid-run is run again.
import type { Services } from '../services';
import type { JobHandler, JobPayload } from './queue';

export { createJobQueue } from './queue';
export type { JobHandler, JobInfo, JobPayload, JobQueue, JobQueueOptions, ScheduleOptions } from './queue';

export interface JobDefinition {
  name: string;
  handler: JobHandler;
}

/** Pairs a job name with its handler, keeping the payload's type inside the handler. */
export function defineJob<P extends JobPayload>(name: string, handler: JobHandler<P>): JobDefinition {
  // The queue hands each handler the payload scheduled under its name.
  return { name, handler: handler as JobHandler };
}

/** Every job of the server, given its services. */
export function jobDefinitions(_services: Services): JobDefinition[] {
  return [];
}
