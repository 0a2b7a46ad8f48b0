// Assembles a server from a configuration: database (migrated), token secret, file storage,
// handlers, the live-update socket, the job queue (started with the server, stopped before the
// database closes), the mailer and the non-API pages (sign-in, files, demo mailbox, docs, web app).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { settings } from './db/schema';
import { FileStorage } from './files/storage';
import { signInPages } from './auth/pages';
import { handlers } from './routes';
import { staticPages } from './http/staticPages';
import { pictureFiles } from './files/pictures';
import { audioFiles } from './files/audio';
import { attachmentFiles } from './files/attachments';
import { offerDownloads } from './modules/offers/offerDownload';
import { statsMessages } from './modules/stats/stats';
import { LiveHub } from './live/hub';
import { liveSocket } from './live/socket';
import type { Services } from './services';
import { createJobQueue } from './jobs';
import { jobDefinitions } from './jobRegistry';
import { createMailer } from './mail/mailer';
import { mailboxPages } from './mail/mailbox';
import { keywordTagExtractor } from './modules/attributes/tagExtraction';
import { createProcessor } from './payments/processor';
import { stripeWebhooks } from './modules/payments/webhooks';
import { handleMembershipEvent } from './modules/subscriptions/processorEvents';
import { paypalApprovalPage } from './modules/subscriptions/paypalPage';

export interface Server {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The signing secret: from TOKEN_SECRET, else generated once and kept in the database. */
async function tokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const rows = await db.select().from(settings).where(eq(settings.key, 'token_secret')).limit(1);
  if (rows[0]) return rows[0].value;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: 'token_secret', value: secret }).onConflictDoNothing();
  const again = await db.select().from(settings).where(eq(settings.key, 'token_secret')).limit(1);
  return again[0]?.value ?? secret;
}

export interface CreateServerOptions {
  config: Config;
  now?: () => Date;
  database?: DatabaseHandle;
  logger?: boolean;
  /**
   * Poll for due jobs in the background (default). Tests turn it off and run due jobs with
   * `services.jobs.runDue()`, so they say exactly when a job runs.
   */
  pollJobs?: boolean;
}

export async function createServer({
  config,
  now = () => new Date(),
  database,
  logger = false,
  pollJobs = true,
}: CreateServerOptions): Promise<Server> {
  const handle =
    database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const services: Services = {
    db: handle.db,
    config,
    now,
    storage: new FileStorage(config.storageDir),
    tokenSecret: await tokenSecret(handle.db, config.tokenSecret),
    live: new LiveHub((userId) => statsMessages(handle.db, userId)),
    jobs: createJobQueue({ sql: handle.sql, now, poll: pollJobs }),
    mailer: createMailer({ config, db: handle.db, now }),
    tagExtractor: keywordTagExtractor,
    payments: createProcessor(config.payments),
  };
  const app = await buildApp({
    services,
    handlers,
    plugins: [
      signInPages(services),
      pictureFiles(services),
      audioFiles(services),
      attachmentFiles(services),
      offerDownloads(services),
      liveSocket(services),
      mailboxPages(services),
      stripeWebhooks(services, [handleMembershipEvent]),
      paypalApprovalPage(services),
      staticPages(services),
    ],
    logger,
  });
  for (const job of jobDefinitions(services)) await services.jobs.work(job.name, job.handler);
  await services.jobs.start();
  // Live updates cross servers through the database's LISTEN/NOTIFY (live/hub.ts).
  await services.live.connect(services, {
    listen: handle.listen,
    notify: async (channel, payload) => {
      await handle.sql.executeSql('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  });
  return {
    app,
    services,
    database: handle,
    close: async () => {
      await services.jobs.stop();
      await app.close();
      await services.live.disconnect();
      if (!database) await handle.close();
    },
  };
}
