// What a message changes for the people who are not looking: a channel-event-created message on the
// sockets of the conversation's participants (every server, live/hub.ts: the open conversation and
// the list ask for what is new after the sequence they hold), the recipients' Messages badge
// (stats-updated), and the unread-messages digest scheduled for the recipients. A failed push never
// fails the message: the screens catch up at their next read or reconnect.
import { publishStats, publishToUsers, type LiveContext } from '../../live/hub';
import type { Services } from '../../services';
import type { ChannelRow, EventRow } from './channels';
import { scheduleDigest } from './channelDigest';

/**
 * Tells `recipients` (whose counters changed) and `alsoTell` (the author's other tabs, or the author
 * of a message an admin decided on) that `event` arrived in `channel`.
 */
export async function announceEvent(
  services: LiveContext & Pick<Services, 'jobs'>,
  channel: ChannelRow,
  event: EventRow,
  people: { recipients: readonly number[]; alsoTell: readonly number[] },
): Promise<void> {
  try {
    await publishToUsers(services, [...people.recipients, ...people.alsoTell], {
      event: 'channel-event-created',
      channel_hash: channel.publicHash,
      event_id: event.id,
      sequence: event.sequence,
      dummy: false,
    });
    await Promise.all(
      people.recipients.map((userId) => publishStats(services, userId, { entities: ['User'] })),
    );
  } catch {
    // A socket that closed meanwhile or a busy database: the screens catch up at their next read.
  }
  for (const userId of people.recipients) await scheduleDigest(services, userId);
}

/** The user's Messages badge changed (read, marked unread, deleted): their sockets hear it. */
export async function announceBadge(services: LiveContext, userId: number): Promise<void> {
  try {
    await publishStats(services, userId, { entities: ['User'] });
  } catch {
    // As above: the badge catches up at the next read.
  }
}
