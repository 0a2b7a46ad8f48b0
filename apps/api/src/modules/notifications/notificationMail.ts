// Mail that one user's action sends to another person (a question to a project's owners, an answer,
// an invitation, an endorsement request): one sender must not be able to flood an inbox. The first
// few mails an hour from one sender to one address go out at once, as they always did; past that,
// each is held, and one digest carries all the held ones when the hour since the oldest mail sent
// has passed (a job on the queue, so it survives a restart and runs on one node only).
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { notificationMails, users } from '../../db/schema';
import type { Services } from '../../services';
import type { MailMessage } from '../../mail/mailer';

/** Mails from one sender to one address sent on their own within an hour; the rest wait for a digest. */
export const MAILS_PER_SENDER_AND_RECIPIENT = 5;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;
export const MAIL_DIGEST_JOB = 'mailDigest';

export interface MailDigestPayload extends Record<string, unknown> {
  senderId: number;
  recipient: string;
}

/**
 * Sends `message` (one recipient) on behalf of user `senderId`, or holds it for the digest when
 * that sender already sent the cap to this address within the hour.
 */
export async function sendNotification(services: Services, senderId: number, message: MailMessage) {
  const recipient = message.to.trim().toLowerCase();
  const now = services.now();
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  const sent = await services.db
    .select({ createdAt: notificationMails.createdAt })
    .from(notificationMails)
    .where(
      and(
        eq(notificationMails.senderId, senderId),
        eq(notificationMails.recipient, recipient),
        eq(notificationMails.held, false),
        gt(notificationMails.createdAt, since),
      ),
    )
    .orderBy(asc(notificationMails.createdAt));
  // RATE_LIMITS=false lifts this cap with the other limits (the end-to-end runs, where the demo
  // accounts write to each other far more than people do in an hour).
  const held = services.config.rateLimits && sent.length >= MAILS_PER_SENDER_AND_RECIPIENT;
  await services.db.insert(notificationMails).values({
    senderId,
    recipient,
    subject: message.subject,
    text: message.text,
    held,
    createdAt: now,
  });
  if (!held) {
    await services.mailer.send(message);
    return;
  }
  // Room opens an hour after the oldest mail of the window; the digest goes then (one job per pair).
  const oldest = sent[0]?.createdAt ?? now;
  await services.jobs.schedule(MAIL_DIGEST_JOB, { senderId, recipient } satisfies MailDigestPayload, {
    runAt: new Date(oldest.getTime() + MAIL_WINDOW_MS),
    singletonKey: `mail-digest-${senderId}-${recipient}`,
  });
}

/** Sends the held mails of one sender to one address as one digest; nothing when none is held. */
export async function sendMailDigest(services: Services, payload: MailDigestPayload): Promise<void> {
  const waiting = and(
    eq(notificationMails.senderId, payload.senderId),
    eq(notificationMails.recipient, payload.recipient),
    eq(notificationMails.held, true),
    isNull(notificationMails.digestedAt),
  );
  const rows = await services.db
    .select()
    .from(notificationMails)
    .where(waiting)
    .orderBy(asc(notificationMails.createdAt), asc(notificationMails.id));
  if (rows.length === 0) return;
  const [sender] = await services.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, payload.senderId));
  const who = sender?.name ?? 'Someone';
  const text = [
    `${who} sent you ${rows.length} more ${rows.length === 1 ? 'message' : 'messages'} in the last hour. To keep your inbox calm they are together here:`,
    ...rows.map((row) => `--- ${row.subject}\n\n${row.text}`),
  ].join('\n\n');
  const message: MailMessage = {
    to: payload.recipient,
    subject: `${rows.length} more ${rows.length === 1 ? 'message' : 'messages'} from ${who}`,
    text,
  };
  // Marked first, then sent: a digest whose send fails is retried by the queue with the same rows
  // (they are marked back), and a crash between the two loses nothing the app does not show.
  const ids = rows.map((row) => row.id);
  await services.db
    .update(notificationMails)
    .set({ digestedAt: services.now() })
    .where(inArray(notificationMails.id, ids));
  try {
    await services.mailer.send(message);
  } catch (error) {
    await services.db
      .update(notificationMails)
      .set({ digestedAt: null })
      .where(inArray(notificationMails.id, ids));
    throw error;
  }
  // The digest is a mail of this sender to this address: it counts toward the next hour's cap.
  await services.db.insert(notificationMails).values({
    senderId: payload.senderId,
    recipient: payload.recipient,
    subject: message.subject,
    text: `Digest of ${rows.length}`,
    held: false,
    createdAt: services.now(),
  });
}
