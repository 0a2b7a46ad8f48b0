// removeChannelStar: Unstar a conversation (POST /channels/{hash}/remove_star) for the caller; unstarring one not starred changes nothing. Participants only (403).
import type { Handler } from '../../contract/types';
import { setStar } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const removeChannelStar: Handler<'removeChannelStar'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  await setStar(services.db, channel.id, viewer.user.id, false);
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
