// The unread-messages digest: once a user has had unread messages for a quiet period (no new one for
// QUIET_MS), one mail lists their conversations with unread messages, each with its link
// (/messages/{public_hash}). A job on the queue (it survives a restart and runs on one server only),
// scheduled when a message is delivered to them; it sends nothing when they read meanwhile, when
// their notification preferences turn message mails off, or for messages an earlier digest already
// announced (channel_members.mailed_sequence), so a retried or doubled run mails nothing twice.
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { channelEvents, channelMembers, channels, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { Services } from '../../services';
import { wantsMail } from '../users/emailSettings';

export const MESSAGE_DIGEST_JOB = 'messageDigest';
/** How long no new message must arrive before the digest goes. */
export const QUIET_MS = 15 * 60 * 1000;

export interface MessageDigestPayload extends Record<string, unknown> {
  userId: number;
}

/** Schedules the digest of `userId` a quiet period from now (one waiting job per user). */
export async function scheduleDigest(
  services: Pick<Services, 'jobs' | 'now'>,
  userId: number,
  after?: { at: Date; eventId: number },
) {
  await services.jobs.schedule(MESSAGE_DIGEST_JOB, { userId } satisfies MessageDigestPayload, {
    runAt: after ? after.at : new Date(services.now().getTime() + QUIET_MS),
    // A later message while one waits changes nothing here: the job looks again when it runs.
    singletonKey: after ? `message-digest-${userId}-${after.eventId}` : `message-digest-${userId}`,
  });
}

/** The digest job: mails the user's unread, not yet announced messages once they have been quiet. */
export async function runMessageDigest(services: Services, payload: MessageDigestPayload): Promise<void> {
  const { db } = services;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, prefs: users.prefs })
    .from(users)
    .where(and(eq(users.id, payload.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user || !wantsMail(user.prefs, 'messages')) return;
  const unread = await db
    .select({
      channelId: channels.id,
      hash: channels.publicHash,
      lastSequence: channels.lastSequence,
      eventId: channelEvents.id,
      authorId: channelEvents.userId,
      body: channelEvents.body,
      createdAt: channelEvents.createdAt,
    })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .innerJoin(channelEvents, eq(channelEvents.channelId, channels.id))
    .where(
      and(
        eq(channelMembers.userId, user.id),
        isNull(channelMembers.deletedAt),
        gt(channelMembers.pendingEvents, 0),
        ne(channelEvents.userId, user.id),
        eq(channelEvents.moderation, 'delivered'),
        gt(
          channelEvents.sequence,
          sql`greatest(${channelMembers.readSequence}, ${channelMembers.mailedSequence})`,
        ),
      ),
    )
    .orderBy(asc(channelEvents.createdAt), asc(channelEvents.id));
  if (unread.length === 0) return;
  const newest = unread[unread.length - 1];
  if (!newest) return;
  const quietFrom = newest.createdAt.getTime() + QUIET_MS;
  if (quietFrom > services.now().getTime()) {
    // Still talking: look again a quiet period after the newest message.
    await scheduleDigest(services, user.id, { at: new Date(quietFrom), eventId: newest.eventId });
    return;
  }
  const authors = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(unread.map((u) => u.authorId))]));
  const nameOf = (id: number) => authors.find((a) => a.id === id)?.name ?? 'Someone';
  const byChannel = new Map<number, typeof unread>();
  for (const row of unread) byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row]);
  const conversations = [...byChannel.values()];
  const paragraphs = conversations.map((rows) => {
    const last = rows[rows.length - 1];
    if (!last) return '';
    const preview = last.body.length > 200 ? `${last.body.slice(0, 200)}…` : last.body || '(an attachment)';
    const count = rows.length === 1 ? '1 unread message' : `${rows.length} unread messages`;
    return `${nameOf(last.authorId)}, ${count}: "${preview}" ${absolute(services.config.publicOrigin, `/messages/${last.hash}`)}`;
  });
  const first = conversations[0]?.[0];
  if (!first) return;
  const total = unread.length;
  const message = composeMessage(
    user.email,
    total === 1
      ? `You have an unread message from ${nameOf(first.authorId)}`
      : `You have ${total} unread messages`,
    [`Hi ${user.name},`, 'Messages are waiting for you:', ...paragraphs],
    {
      href: absolute(services.config.publicOrigin, `/messages/${first.hash}`),
      label: 'Open the conversation',
    },
  );
  // Marked first, then sent: a send that fails is retried by the queue with the marks put back.
  const marks = conversations.flatMap((rows) => {
    const last = rows[rows.length - 1];
    return last
      ? [{ channelId: last.channelId, sequence: Math.max(...rows.map((r) => r.lastSequence)) }]
      : [];
  });
  const previous = await db
    .select({ channelId: channelMembers.channelId, mailed: channelMembers.mailedSequence })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.userId, user.id),
        inArray(
          channelMembers.channelId,
          marks.map((m) => m.channelId),
        ),
      ),
    );
  for (const mark of marks)
    await db
      .update(channelMembers)
      .set({ mailedSequence: mark.sequence })
      .where(and(eq(channelMembers.userId, user.id), eq(channelMembers.channelId, mark.channelId)));
  try {
    await services.mailer.send(message);
  } catch (error) {
    for (const row of previous)
      await db
        .update(channelMembers)
        .set({ mailedSequence: row.mailed })
        .where(and(eq(channelMembers.userId, user.id), eq(channelMembers.channelId, row.channelId)));
    throw error;
  }
}
