// archiveChannel: Archive a conversation (POST /channels/{hash}/archive): the caller's status active to archived, as the channel machine allows (409 when already archived); participants only (403).
import type { Handler } from '../../contract/types';
import { stepChannel } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const archiveChannel: Handler<'archiveChannel'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  await stepChannel(services.db, channel.id, viewer.user.id, { type: 'channel.archive' });
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
