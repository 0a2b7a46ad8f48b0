// deleteChannel: Delete a conversation (DELETE /channels/{hash}) from the caller's inbox only: the
// other participant keeps it, and a new message from them brings it back. Participants only (403).
import type { Handler } from '../../contract/types';
import { announceBadge } from '../../modules/channels/channelLive';
import { deleteForUser } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant } from '../../modules/channels/channels';

export const deleteChannel: Handler<'deleteChannel'> = async ({ viewer, params, services }) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  if (await deleteForUser(services.db, channel.id, viewer.user.id, services.now()))
    await announceBadge(services, viewer.user.id);
  return { status: 204 };
};
