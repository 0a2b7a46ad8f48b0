// markChannelUnread: Mark a conversation unread (POST /channels/{hash}/unread) for the caller: it
// shows under the unread filter and counts in their Messages badge (pushed live) until they read it
// again. Participants only (403).
import type { Handler } from '../../contract/types';
import { announceBadge } from '../../modules/channels/channelLive';
import { markUnread } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const markChannelUnread: Handler<'markChannelUnread'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  if (await markUnread(services.db, channel.id, viewer.user.id))
    await announceBadge(services, viewer.user.id);
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
