// Changing conversations. Every counter a message moves (the conversation's sequence and events, the
// other participant's pending_events) changes in the transaction that inserts the message, with the
// conversation's row locked (SELECT ... FOR UPDATE): two messages sent at once, from both sides, take
// sequences one after the other and each adds exactly one to the other side's count. Reading counts
// the unread again from the events in the same way, so no count drifts. Who may call and what the
// caller sees after are the routes'; live pushes and the digest are channelLive.ts and channelDigest.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { CHANNEL_REFUSALS, decideChannel, parseChannelStatus, type ChannelStep } from '@vo/machines';
import type { Database } from '../../db/client';
import {
  channelEvents,
  channelMembers,
  channels,
  files,
  projectOwners,
  projects,
  providers,
  users,
  type StoredAttachment,
} from '../../db/schema';
import { ATTACHMENT_KIND } from '../../files/attachments';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isUniqueViolation } from '../users/users';
import type { ChannelRow, EventRow, MemberRow } from './channels';
import { holdReasons } from './moderation';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A file stored from the request's multipart body (app.ts), to attach to a message. */
export interface AttachmentUpload {
  id: string;
  size: number;
  contentType: string;
  originalName: string;
}

/** A file name as the document's Attachment allows it (no NUL, slash or backslash; 1 to 255 characters). */
export function attachmentName(original: string, index: number): string {
  const cleaned = original.replaceAll('\u0000', '_').replace(/[/\\]/g, '_').trim().slice(0, 255);
  return cleaned === '' ? `attachment-${index + 1}` : cleaned;
}

/** The conversation's row, locked until the transaction ends: its messages' counters change one at a time. */
export const lockChannel = async (tx: Tx, channelId: number): Promise<ChannelRow> => {
  const [row] = await tx.select().from(channels).where(eq(channels.id, channelId)).for('update');
  if (!row) throw notFound('channel_not_found', 'This conversation does not exist.');
  return row;
};

/**
 * Starts (or finds) the conversation between client `clientId` and voice actor `providerId`, about
 * `projectId` or none. 404 for an unknown voice actor or project, 403 for a project the client does
 * not own or a conversation with oneself. `created` is false when it existed already.
 */
export async function openChannel(
  db: Database,
  input: { clientId: number; providerId: number; projectId: number | undefined; now: Date },
): Promise<{ channel: ChannelRow; created: boolean }> {
  const [provider] = await db
    .select({ id: providers.id, userId: providers.userId })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(eq(providers.id, input.providerId), sql`${users.deletedAt} IS NULL`))
    .limit(1);
  if (!provider) throw notFound('provider_not_found', 'This voice actor does not exist.');
  if (provider.userId === input.clientId)
    throw forbidden('channel_with_self', 'You cannot start a conversation with yourself.');
  if (input.projectId !== undefined) {
    const [project] = await db
      .select({ id: projects.id, owner: projectOwners.userId })
      .from(projects)
      .leftJoin(
        projectOwners,
        and(eq(projectOwners.projectId, projects.id), eq(projectOwners.userId, input.clientId)),
      )
      .where(eq(projects.id, input.projectId))
      .limit(1);
    if (!project) throw notFound('project_not_found', 'This project does not exist.');
    if (project.owner === null)
      throw forbidden('project_not_yours', 'You can only start a conversation about your own project.');
  }
  const existing = async () => {
    const [row] = await db
      .select()
      .from(channels)
      .where(
        and(
          eq(channels.clientUserId, input.clientId),
          eq(channels.providerId, provider.id),
          sql`coalesce(${channels.projectId}, 0) = ${input.projectId ?? 0}`,
        ),
      )
      .limit(1);
    return row;
  };
  const found = await existing();
  if (found) return { channel: found, created: false };
  try {
    const channel = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(channels)
        .values({
          publicHash: randomBytes(8).toString('base64url'),
          clientUserId: input.clientId,
          providerId: provider.id,
          providerUserId: provider.userId,
          projectId: input.projectId ?? null,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('channel not stored');
      await tx.insert(channelMembers).values([
        { channelId: row.id, userId: input.clientId },
        { channelId: row.id, userId: provider.userId },
      ]);
      return row;
    });
    return { channel, created: true };
  } catch (error) {
    // The same client opened it at the same moment from another tab: theirs is the one.
    if (!isUniqueViolation(error)) throw error;
    const row = await existing();
    if (!row) throw error;
    return { channel: row, created: false };
  }
}

export interface NewMessage {
  body: string;
  /** Files referred to by address (a message sent as JSON). */
  links: readonly StoredAttachment[];
  /** Files uploaded with the message (multipart), already in storage. */
  uploads: readonly AttachmentUpload[];
}

/**
 * Posts a message by `senderId` in `channel`: it takes the next sequence; moderation holds it when
 * the rule says so (moderation.ts), else it is delivered and the other participant's pending_events
 * grows by one, in the same transaction. A deleted conversation comes back to both inboxes.
 */
export async function postMessage(
  db: Database,
  channel: ChannelRow,
  senderId: number,
  message: NewMessage,
  context: { now: Date; origin: string },
): Promise<{ event: EventRow; delivered: boolean; recipients: number[] }> {
  const body = message.body.trim() === '' ? '' : message.body;
  if (body === '' && message.links.length === 0 && message.uploads.length === 0)
    throw badRequest('message_empty', 'A message needs some text or an attachment.');
  const attachments: StoredAttachment[] = [
    ...message.links,
    ...message.uploads.map((upload, index) => ({
      name: attachmentName(upload.originalName, index),
      fileId: upload.id,
      size: upload.size,
      contentType: upload.contentType,
    })),
  ];
  const reasons = await holdReasons(
    db,
    {
      senderIsClient: senderId === channel.clientUserId,
      senderId,
      texts: [body, ...attachments.flatMap((a) => [a.name, a.url ?? ''])],
    },
    context.origin,
  );
  const held = reasons.length > 0;
  return db.transaction(async (tx) => {
    const locked = await lockChannel(tx, channel.id);
    const sequence = locked.lastSequence + 1;
    if (message.uploads.length > 0)
      await tx.insert(files).values(
        message.uploads.map((upload, index) => ({
          id: upload.id,
          ownerId: senderId,
          kind: ATTACHMENT_KIND,
          contentType: upload.contentType,
          size: upload.size,
          originalName: attachmentName(upload.originalName, index),
          createdAt: context.now,
        })),
      );
    const [event] = await tx
      .insert(channelEvents)
      .values({
        channelId: channel.id,
        sequence,
        userId: senderId,
        body,
        attachments,
        moderation: held ? 'pending' : 'delivered',
        heldFor: reasons,
        createdAt: context.now,
      })
      .returning();
    if (!event) throw new Error('message not stored');
    await tx
      .update(channels)
      .set(
        held
          ? { lastSequence: sequence }
          : { lastSequence: sequence, eventsCount: sql`${channels.eventsCount} + 1`, updatedAt: context.now },
      )
      .where(eq(channels.id, channel.id));
    await tx
      .update(channelMembers)
      .set({ deletedAt: null })
      .where(and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, senderId)));
    let recipients: number[] = [];
    if (!held) {
      const rows = await tx
        .update(channelMembers)
        .set({ pendingEvents: sql`${channelMembers.pendingEvents} + 1`, deletedAt: null })
        .where(and(eq(channelMembers.channelId, channel.id), ne(channelMembers.userId, senderId)))
        .returning({ userId: channelMembers.userId });
      recipients = rows.map((r) => r.userId);
    }
    return { event, delivered: !held, recipients };
  });
}

/** A participant's membership row (403 when they have none). */
export async function membershipOf(db: Database, channelId: number, userId: number): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)))
    .limit(1);
  if (!row) throw forbidden('channel_not_yours', 'You are not in this conversation.');
  return row;
}

const memberWhere = (channelId: number, userId: number) =>
  and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId));

/** Archive or restore for one participant, as the channel machine allows (409 with its message). */
export async function stepChannel(
  db: Database,
  channelId: number,
  userId: number,
  step: ChannelStep,
): Promise<void> {
  const member = await membershipOf(db, channelId, userId);
  const decision = decideChannel(parseChannelStatus(member.status), step);
  if (!decision.allowed) throw conflict('channel_status', CHANNEL_REFUSALS[step.type]);
  await db
    .update(channelMembers)
    .set({ status: decision.status })
    .where(and(memberWhere(channelId, userId), eq(channelMembers.status, member.status)));
}

export async function setStar(
  db: Database,
  channelId: number,
  userId: number,
  starred: boolean,
): Promise<void> {
  await membershipOf(db, channelId, userId);
  await db.update(channelMembers).set({ starred }).where(memberWhere(channelId, userId));
}

/** Marks the conversation unread for the participant; true when their badge changed. */
export async function markUnread(db: Database, channelId: number, userId: number): Promise<boolean> {
  const member = await membershipOf(db, channelId, userId);
  await db.update(channelMembers).set({ markedUnread: true }).where(memberWhere(channelId, userId));
  return !member.markedUnread && member.pendingEvents === 0 && member.deletedAt === null;
}

/**
 * The participant read the conversation up to `upTo` (the newest sequence they were shown): their
 * pending_events becomes the count of the other side's delivered events after it, their unread mark
 * goes. True when their badge changed.
 */
export async function markRead(
  db: Database,
  channelId: number,
  userId: number,
  upTo: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockChannel(tx, channelId);
    const [member] = await tx
      .select()
      .from(channelMembers)
      .where(memberWhere(channelId, userId))
      .for('update');
    if (!member) return false;
    const readSequence = Math.max(member.readSequence, upTo);
    const [unread] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(channelEvents)
      .where(
        and(
          eq(channelEvents.channelId, channelId),
          ne(channelEvents.userId, userId),
          eq(channelEvents.moderation, 'delivered'),
          gt(channelEvents.sequence, readSequence),
        ),
      );
    const pending = unread?.n ?? 0;
    await tx
      .update(channelMembers)
      .set({ pendingEvents: pending, markedUnread: false, readAt: now, readSequence })
      .where(memberWhere(channelId, userId));
    return pending !== member.pendingEvents || member.markedUnread;
  });
}

/** Deletes the conversation from the participant's inbox (the other keeps it); true when their badge changed. */
export async function deleteForUser(
  db: Database,
  channelId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, channelId);
    const [member] = await tx
      .select()
      .from(channelMembers)
      .where(memberWhere(channelId, userId))
      .for('update');
    if (!member) throw forbidden('channel_not_yours', 'You are not in this conversation.');
    await tx
      .update(channelMembers)
      .set({ deletedAt: now, pendingEvents: 0, markedUnread: false, readSequence: channel.lastSequence })
      .where(memberWhere(channelId, userId));
    return member.pendingEvents > 0 || member.markedUnread;
  });
}
