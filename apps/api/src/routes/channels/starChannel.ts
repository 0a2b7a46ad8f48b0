// starChannel: Star a conversation (POST /channels/{hash}/star) for the caller; starring again changes nothing. Participants only (403).
import type { Handler } from '../../contract/types';
import { setStar } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const starChannel: Handler<'starChannel'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  await setStar(services.db, channel.id, viewer.user.id, true);
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
