// getChannel: Get a conversation (GET /channels/{hash}). Its participants, and admins, read it (403
// for anyone else, 404 for an unknown hash); reading it marks nothing read (listChannelEvents does).
import type { Handler } from '../../contract/types';
import { findChannel, requireReader } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const getChannel: Handler<'getChannel'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireReader(channel, viewer);
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
