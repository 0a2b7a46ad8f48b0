// An admin's decision on held messages (spec section 6: approve or reject pending messages with a
// real category), as the held message's machine allows it (decideChannelEvent). Which messages are
// held is the rule of moderation.ts; the counters move as channelWrites.ts moves them for a message.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decideChannelEvent, parseChannelEventStatus } from '@vo/machines';
import type { PendingMessageCategory } from '@vo/sdk';
import type { Database } from '../../db/client';
import { channelEvents, channelMembers, channels } from '../../db/schema';
import type { ChannelRow, EventRow } from './channels';
import { lockChannel } from './channelWrites';

/** What an admin's decision changed: the conversations and who must hear of it. */
export interface ReviewOutcome {
  decided: { channel: ChannelRow; event: EventRow; delivered: boolean; recipients: number[] }[];
}

/**
 * An admin approves (delivers) or rejects every message of `authorId` held for moderation, with the
 * real category. An approved message takes the next sequence of its conversation (so the other
 * side's catch-up finds it) and adds one to the other side's pending_events, in one transaction per
 * message with the conversation locked; a message decided meanwhile by another admin is skipped.
 */
export async function reviewHeld(
  db: Database,
  input: { authorId: number; approve: boolean; category: PendingMessageCategory; adminId: number; now: Date },
): Promise<ReviewOutcome> {
  const held = await db
    .select({ id: channelEvents.id, channelId: channelEvents.channelId })
    .from(channelEvents)
    .where(and(eq(channelEvents.userId, input.authorId), eq(channelEvents.moderation, 'pending')))
    .orderBy(asc(channelEvents.id));
  const decided: ReviewOutcome['decided'] = [];
  for (const { id, channelId } of held) {
    const outcome = await db.transaction(async (tx) => {
      const channel = await lockChannel(tx, channelId);
      const [event] = await tx.select().from(channelEvents).where(eq(channelEvents.id, id)).for('update');
      if (!event) return null;
      const decision = decideChannelEvent(parseChannelEventStatus(event.moderation), {
        type: input.approve ? 'message.approve' : 'message.reject',
      });
      if (!decision.allowed) return null;
      const review = { realCategory: input.category, reviewedBy: input.adminId, reviewedAt: input.now };
      if (!input.approve) {
        const [row] = await tx
          .update(channelEvents)
          .set({ moderation: decision.status, ...review })
          .where(eq(channelEvents.id, id))
          .returning();
        return row ? { channel, event: row, delivered: false, recipients: [] } : null;
      }
      const sequence = channel.lastSequence + 1;
      const [row] = await tx
        .update(channelEvents)
        .set({ moderation: decision.status, sequence, ...review })
        .where(eq(channelEvents.id, id))
        .returning();
      const [updated] = await tx
        .update(channels)
        .set({ lastSequence: sequence, eventsCount: sql`${channels.eventsCount} + 1`, updatedAt: input.now })
        .where(eq(channels.id, channelId))
        .returning();
      const recipients = await tx
        .update(channelMembers)
        .set({ pendingEvents: sql`${channelMembers.pendingEvents} + 1`, deletedAt: null })
        .where(and(eq(channelMembers.channelId, channelId), ne(channelMembers.userId, event.userId)))
        .returning({ userId: channelMembers.userId });
      return row && updated
        ? { channel: updated, event: row, delivered: true, recipients: recipients.map((r) => r.userId) }
        : null;
    });
    if (outcome) decided.push(outcome);
  }
  return { decided };
}
