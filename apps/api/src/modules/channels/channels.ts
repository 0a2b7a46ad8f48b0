// Conversations as their participants and admins read them: who may read one, the Channel and
// ChannelEvent resources (each participant sees their own status, star, counters; a held message
// only its author, and admins), the user's list with its filters, the events by page or after a
// sequence. Writes are in channelWrites.ts, the moderation rule in moderation.ts.
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Attachment, Channel, ChannelEvent, ChannelFilter, UserSummary } from '@vo/sdk';
import type { Viewer } from '../../auth/viewer';
import { isAdmin } from '../../auth/viewer';
import type { Database } from '../../db/client';
import {
  channelEvents,
  channelMembers,
  channels,
  projects,
  users,
  type StoredAttachment,
} from '../../db/schema';
import { attachmentUrl } from '../../files/attachments';
import { pictureUrls } from '../../files/pictureUrls';
import { forbidden, notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { projectSummary } from '../invitations/invitations';

export type ChannelRow = typeof channels.$inferSelect;
export type MemberRow = typeof channelMembers.$inferSelect;
export type EventRow = typeof channelEvents.$inferSelect;

const NOT_IN = 'You are not in this conversation.';

/** The conversation of `hash`: 404 when there is none. */
export async function findChannel(db: Database, hash: string): Promise<ChannelRow> {
  const [row] = await db.select().from(channels).where(eq(channels.publicHash, hash)).limit(1);
  if (!row) throw notFound('channel_not_found', 'This conversation does not exist.');
  return row;
}

export const isParticipant = (channel: ChannelRow, userId: number) =>
  channel.clientUserId === userId || channel.providerUserId === userId;

/** The other participant of `userId`'s conversation. */
export const otherParticipant = (channel: ChannelRow, userId: number) =>
  channel.clientUserId === userId ? channel.providerUserId : channel.clientUserId;

/**
 * Who reads a conversation: its participants, and admins (the moderation queue, a user's page).
 * 403 for anyone else.
 */
export function requireReader(channel: ChannelRow, viewer: Viewer): void {
  if (isParticipant(channel, viewer.user.id) || isAdmin(viewer) || viewer.admin !== null) return;
  throw forbidden('channel_not_yours', NOT_IN);
}

/** Who acts in a conversation (sends, archives, stars...): its participants only. */
export function requireParticipant(channel: ChannelRow, viewer: Viewer): void {
  if (!isParticipant(channel, viewer.user.id)) throw forbidden('channel_not_yours', NOT_IN);
}

/**
 * Whether reading marks the conversation read: only a participant reading for themself. While an
 * admin acts as a participant (x-logged-as), or reads a conversation that is not theirs, nothing is
 * marked read: the user still finds their unread messages.
 */
export const readMarksRead = (channel: ChannelRow, viewer: Viewer) =>
  viewer.admin === null && isParticipant(channel, viewer.user.id);

/** Events `viewerId` may see: delivered ones, and their own held ones (admins see all held ones). */
export function visibleEvents(viewer: Viewer): SQL {
  const delivered = eq(channelEvents.moderation, 'delivered');
  if (isAdmin(viewer) && viewer.admin === null)
    return or(delivered, eq(channelEvents.moderation, 'pending')) ?? delivered;
  return (
    or(delivered, and(eq(channelEvents.moderation, 'pending'), eq(channelEvents.userId, viewer.user.id))) ??
    delivered
  );
}

interface UserBits {
  id: number;
  username: string;
  name: string;
  pictureFileId: string | null;
}

const summaryOf = (user: UserBits, origin: string): UserSummary => ({
  id: user.id,
  username: user.username,
  name: user.name,
  picture_small: pictureUrls(origin, user.pictureFileId).small,
});

async function usersById(db: Database, ids: readonly number[]): Promise<Map<number, UserBits>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name, pictureFileId: users.pictureFileId })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The document's Attachment of a stored one. */
export function toAttachment(stored: StoredAttachment, origin: string): Attachment {
  return {
    name: stored.name,
    url: stored.fileId ? attachmentUrl(origin, stored.fileId, stored.name) : (stored.url ?? ''),
    ...(stored.size !== undefined ? { size: stored.size } : {}),
    ...(stored.contentType !== undefined ? { content_type: stored.contentType } : {}),
  };
}

/** ChannelEvent resources of stored events of one conversation. */
export async function toEvents(
  db: Database,
  channel: ChannelRow,
  rows: readonly EventRow[],
  origin: string,
): Promise<ChannelEvent[]> {
  const authors = await usersById(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => {
    const author = authors.get(row.userId);
    return {
      id: row.id,
      sequence: row.sequence,
      channel_hash: channel.publicHash,
      user_id: row.userId,
      ...(author ? { author: summaryOf(author, origin) } : {}),
      body: row.body,
      attachments: row.attachments.map((a) => toAttachment(a, origin)),
      created_at: row.createdAt.toISOString(),
      pending_moderation: row.moderation === 'pending',
    };
  });
}

/** The Channel resources of `rows` as `viewer` sees them (their own membership's status and counters). */
export async function toChannels(
  db: Database,
  rows: readonly ChannelRow[],
  viewer: Viewer,
  origin: string,
): Promise<Channel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const projectIds = rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId]));
  const [members, people, projectRows, lastEvents] = await Promise.all([
    db.select().from(channelMembers).where(inArray(channelMembers.channelId, ids)),
    usersById(
      db,
      rows.flatMap((row) => [row.clientUserId, row.providerUserId]),
    ),
    projectIds.length === 0
      ? Promise.resolve([])
      : db.select().from(projects).where(inArray(projects.id, projectIds)),
    db
      .selectDistinctOn([channelEvents.channelId, channelEvents.userId], {
        channelId: channelEvents.channelId,
        userId: channelEvents.userId,
        id: channelEvents.id,
        body: channelEvents.body,
        createdAt: channelEvents.createdAt,
      })
      .from(channelEvents)
      .where(and(inArray(channelEvents.channelId, ids), visibleEvents(viewer)))
      .orderBy(channelEvents.channelId, channelEvents.userId, desc(channelEvents.sequence)),
  ]);
  const projectById = new Map(projectRows.map((p) => [p.id, p]));
  return rows.map((row) => {
    const mine = members.find((m) => m.channelId === row.id && m.userId === viewer.user.id);
    const participants = [row.clientUserId, row.providerUserId];
    const log = participants
      .map((userId) => {
        const last = lastEvents.find((e) => e.channelId === row.id && e.userId === userId);
        const member = members.find((m) => m.channelId === row.id && m.userId === userId);
        return {
          user_id: userId,
          event_id: last?.id ?? null,
          body_preview: last ? last.body.slice(0, 255) : null,
          created_at: last?.createdAt.toISOString() ?? null,
          read_at: member?.readAt?.toISOString() ?? null,
        };
      })
      .sort(
        (a, b) =>
          (b.created_at ?? '').localeCompare(a.created_at ?? '') || (b.event_id ?? 0) - (a.event_id ?? 0),
      );
    const project = row.projectId === null ? undefined : projectById.get(row.projectId);
    const pending = mine?.pendingEvents ?? 0;
    return {
      id: row.id,
      public_hash: row.publicHash,
      status: mine?.status === 'archived' ? 'archived' : 'active',
      starred: members.filter((m) => m.channelId === row.id && m.starred).map((m) => m.userId),
      stats: {
        pending_events: pending,
        unread: pending > 0 || (mine?.markedUnread ?? false),
        events: row.eventsCount,
      },
      last_events_log: log,
      participants: participants.flatMap((id) => {
        const person = people.get(id);
        return person ? [summaryOf(person, origin)] : [];
      }),
      provider_id: row.providerId,
      project_id: row.projectId,
      ...(project ? { project: projectSummary(project) } : {}),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export interface ChannelListQuery {
  status?: ChannelFilter | undefined;
  keywords?: string | undefined;
  otherUserId?: number | undefined;
  projectId?: number | undefined;
}

/** Escapes LIKE's wildcards in a user's word. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of `userId`'s conversations, unread first, then the most recent: those not deleted, of
 * the status asked (active when none), with `keywords` (every word in the other participant's name,
 * the project's name or a message the user may see) and the other participant or project asked.
 */
export async function listChannelsOf(
  db: Database,
  userId: number,
  query: ChannelListQuery,
  page: PageRequest,
): Promise<{ rows: ChannelRow[]; total: number }> {
  const unread = sql`(${channelMembers.pendingEvents} > 0 OR ${channelMembers.markedUnread})`;
  const conditions: SQL[] = [eq(channelMembers.userId, userId), isNull(channelMembers.deletedAt)];
  switch (query.status ?? 'active') {
    case 'active':
      conditions.push(eq(channelMembers.status, 'active'));
      break;
    case 'archived':
      conditions.push(eq(channelMembers.status, 'archived'));
      break;
    case 'starred':
      conditions.push(eq(channelMembers.starred, true));
      break;
    case 'unread':
      conditions.push(unread);
      break;
  }
  if (query.otherUserId !== undefined) {
    const other = or(
      eq(channels.clientUserId, query.otherUserId),
      eq(channels.providerUserId, query.otherUserId),
    );
    if (other) conditions.push(other, sql`${query.otherUserId} <> ${userId}`);
  }
  if (query.projectId !== undefined) conditions.push(eq(channels.projectId, query.projectId));
  const words = (query.keywords ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) {
    const pattern = likeWord(word);
    const otherName = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} IN (${channels.clientUserId}, ${channels.providerUserId}) AND ${users.id} <> ${userId} AND (${users.name} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern}))`;
    const projectName = sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = ${channels.projectId} AND ${projects.name} ILIKE ${pattern})`;
    const inMessages = sql`EXISTS (SELECT 1 FROM ${channelEvents} WHERE ${channelEvents.channelId} = ${channels.id} AND ${channelEvents.body} ILIKE ${pattern} AND (${channelEvents.moderation} = 'delivered' OR (${channelEvents.moderation} = 'pending' AND ${channelEvents.userId} = ${userId})))`;
    conditions.push(sql`(${otherName} OR ${projectName} OR ${inMessages})`);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ channel: channels })
      .from(channelMembers)
      .innerJoin(channels, eq(channels.id, channelMembers.channelId))
      .where(where)
      .orderBy(desc(unread), desc(channels.updatedAt), desc(channels.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(channelMembers)
      .innerJoin(channels, eq(channels.id, channelMembers.channelId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.channel), total: count?.n ?? 0 };
}

/**
 * One page of a conversation's events as `viewer` may see them: newest first by page, or, after a
 * sequence, the following ones oldest first (the catch-up after a disconnect).
 */
export async function eventsPage(
  db: Database,
  channel: ChannelRow,
  viewer: Viewer,
  page: PageRequest,
  afterSequence: number | undefined,
): Promise<{ rows: EventRow[]; total: number }> {
  const where = and(
    eq(channelEvents.channelId, channel.id),
    visibleEvents(viewer),
    afterSequence === undefined ? undefined : gt(channelEvents.sequence, afterSequence),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(channelEvents)
      .where(where)
      .orderBy(afterSequence === undefined ? desc(channelEvents.sequence) : asc(channelEvents.sequence))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(channelEvents)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The held messages (all authors, or one), oldest first: the admin's queue. */
export async function pendingEventsPage(
  db: Database,
  authorId: number | undefined,
  page: PageRequest,
): Promise<{ rows: { event: EventRow; channel: ChannelRow }[]; total: number }> {
  const where = and(
    eq(channelEvents.moderation, 'pending'),
    authorId === undefined ? undefined : eq(channelEvents.userId, authorId),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ event: channelEvents, channel: channels })
      .from(channelEvents)
      .innerJoin(channels, eq(channels.id, channelEvents.channelId))
      .where(where)
      .orderBy(asc(channelEvents.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(channelEvents)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** How many of `userId`'s messages are held for moderation. */
export async function countHeld(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(channelEvents)
    .where(and(eq(channelEvents.userId, userId), eq(channelEvents.moderation, 'pending')));
  return row?.n ?? 0;
}

/** The participants of a conversation other than `userId`. */
export async function othersIn(db: Database, channelId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), ne(channelMembers.userId, userId)));
  return rows.map((r) => r.userId);
}
