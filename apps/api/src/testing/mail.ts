// What the tests read from the mail outbox (the transport a server without SMTP uses).
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestServer } from './harness';

/** The texts of the mails to `email`, newest first, after the queue ran the mail jobs. */
export async function mailsTo(server: TestServer, email: string): Promise<string[]> {
  await server.services.jobs.runDue();
  const mails = await server.services.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
  return mails.map((mail) => mail.text);
}

/**
 * The hash of the endorsement link in the newest mail to `email`, after the queue ran the mail
 * jobs: the only place the link goes (a test reads it as the asked person would).
 */
export async function mailedEndorsementHash(server: TestServer, email: string): Promise<string> {
  for (const text of await mailsTo(server, email)) {
    const hash = /\/endorse\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (hash) return hash;
  }
  throw new Error(`No endorsement mail to ${email}.`);
}
