// createChannelEvent: Send a message in a conversation (POST /channels/{hash}/events), as JSON (files
// already hosted, by address) or multipart (files uploaded with it, streamed to storage with the
// size limit, 413, and the kinds of an attachment checked from their bytes, 415: images, audio, PDF,
// zip and office files). Participants only (403). Moderation may hold it (pending_moderation true):
// then only its author sees it until an admin decides. A delivered message reaches the other side's
// sockets, badge and, after a quiet period, their mail.
import type { AttachmentInput } from '@vo/sdk';
import type { Handler } from '../../contract/types';
import { announceEvent } from '../../modules/channels/channelLive';
import { postMessage } from '../../modules/channels/channelWrites';
import { findChannel, requireParticipant, toEvents } from '../../modules/channels/channels';

/** CreateChannelEventRequest (JSON) or CreateChannelEventForm (multipart: stored file ids). */
interface SentMessage {
  body?: string;
  attachments?: (AttachmentInput | string)[];
}

export const createChannelEvent: Handler<'createChannelEvent'> = async ({
  viewer,
  params,
  body,
  services,
  request,
}) => {
  const channel = await findChannel(services.db, params.hash);
  requireParticipant(channel, viewer);
  const uploads = request.uploads
    .filter((u) => u.field === 'attachments')
    .map((u) => ({ id: u.id, size: u.size, contentType: u.contentType, originalName: u.originalName }));
  // Validated by the document as one of its two bodies (the generated type of a body with anyOf is
  // unknown): as JSON, attachments are addresses; as multipart, the files uploaded above.
  const sent = body as SentMessage;
  const json = request.multipartBody === null;
  const links = (json ? (sent.attachments ?? []) : []).flatMap((a) =>
    typeof a === 'string'
      ? []
      : [
          {
            name: a.name,
            url: a.url,
            ...(a.size !== undefined ? { size: a.size } : {}),
            ...(a.content_type !== undefined ? { contentType: a.content_type } : {}),
          },
        ],
  );
  const posted = await postMessage(
    services.db,
    channel,
    viewer.user.id,
    { body: sent.body ?? '', links, uploads },
    { now: services.now(), origin: services.config.publicOrigin },
  );
  await announceEvent(services, channel, posted.event, {
    recipients: posted.recipients,
    alsoTell: [viewer.user.id],
  });
  const [event] = await toEvents(services.db, channel, [posted.event], services.config.publicOrigin);
  if (!event) throw new Error('message not loaded');
  return { status: 201, body: event };
};
