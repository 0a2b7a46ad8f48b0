// restoreChannel: Restore an archived conversation (POST /channels/{hash}/restore): the caller's status archived to active, as the channel machine allows (409 when it is not archived); participants only (403).
import type { Handler } from '../../contract/types';
import { stepChannel } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';
import { channelAsSeenBy } from './channelReply';

export const restoreChannel: Handler<'restoreChannel'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  await stepChannel(services.db, channel.id, viewer.user.id, { type: 'channel.restore' });
  return { status: 200, body: await channelAsSeenBy(services, channel, viewer) };
};
