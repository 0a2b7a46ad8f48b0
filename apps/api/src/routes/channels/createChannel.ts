// createChannel: Start a conversation with a voice actor (POST /channels). Only clients start one
// (x-roles: 403 for anyone else), with a voice actor that exists (404), about one of their own
// projects or none (403 for someone else's, 404 for none); the same client, voice actor and project
// have one conversation (200 with it, 201 when new). A first message is posted as createChannelEvent
// posts one, moderation included.
import type { Handler } from '../../contract/types';
import { announceEvent } from '../../modules/channels/channelLive';
import { openChannel, postMessage } from '../../modules/channels/channelWrites';
import { channelAsSeenBy } from './channelReply';

export const createChannel: Handler<'createChannel'> = async ({ viewer, body, services }) => {
  const now = services.now();
  const { channel, created } = await openChannel(services.db, {
    clientId: viewer.user.id,
    providerId: body.provider_id,
    projectId: body.project_id,
    now,
  });
  if (body.body !== undefined) {
    const posted = await postMessage(
      services.db,
      channel,
      viewer.user.id,
      { body: body.body, links: [], uploads: [] },
      { now, origin: services.config.publicOrigin },
    );
    await announceEvent(services, channel, posted.event, {
      recipients: posted.recipients,
      alsoTell: [viewer.user.id],
    });
  }
  return { status: created ? 201 : 200, body: await channelAsSeenBy(services, channel, viewer) };
};
