// What handlers are given: the database, configuration, a clock tests can move, file storage,
// the token secret, the live-update hub (open sockets), the job queue and the mailer. Built once
// per server.
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStorage } from './files/storage';
import type { LiveHub } from './live/hub';
import type { JobQueue } from './jobs';
import type { Mailer } from './mail/mailer';
import type { TagExtractor } from './modules/attributes/tagExtraction';
import type { Processor } from './payments/processor';

export interface Services {
  db: Database;
  config: Config;
  now: () => Date;
  storage: FileStorage;
  tokenSecret: string;
  /** The open live-update sockets of this server (live/hub.ts). */
  live: LiveHub;
  /** Time-driven work stored in the database (jobs/): schedule here, never with in-memory timers. */
  jobs: JobQueue;
  /** E-mail: SMTP when configured, else the database outbox the demo mailbox shows (mail/). */
  mailer: Mailer;
  /** Tag extraction (modules/attributes/tagExtraction.ts): local keyword matching; an NLP service can replace it. */
  tagExtractor: TagExtractor;
  /** The payment processor through the official stripe SDK: Stripe, or the local sandbox (payments/processor.ts). */
  payments: Processor;
}
