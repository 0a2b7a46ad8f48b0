// The Channel resource a channels operation answers with: the conversation as the caller sees it now.
import type { Viewer } from '../../auth/viewer';
import { findChannel, toChannels, type ChannelRow } from '../../modules/channels/channels';
import type { Services } from '../../services';

export async function channelAsSeenBy(services: Services, channel: ChannelRow, viewer: Viewer) {
  const fresh = await findChannel(services.db, channel.publicHash);
  const [resource] = await toChannels(services.db, [fresh], viewer, services.config.publicOrigin);
  if (!resource) throw new Error('channel not loaded');
  return resource;
}
