// What the tests read from the mail outbox (the transport a server without SMTP uses).
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestServer } from './harness';

/**
 * The hash of the endorsement link in the newest mail to `email`, after the queue ran the mail
 * jobs: the only place the link goes (a test reads it as the asked person would).
 */
export async function mailedEndorsementHash(server: TestServer, email: string): Promise<string> {
  await server.services.jobs.runDue();
  const mails = await server.services.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
  for (const mail of mails) {
    const hash = /\/endorse\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (hash) return hash;
  }
  throw new Error(`No endorsement mail to ${email}.`);
}
