import type { MessageAuthor, MessageData } from './message';

export const client: MessageAuthor = { id: 5530, username: 'brightside.learning', name: 'Daniel Brooks' };
export const voiceActor: MessageAuthor = { id: 9310, username: 'maria.lopez.vo', name: 'Maria Lopez' };

/** The API's channel event example (openapi social.yaml ChannelEvent). */
export const incomingMessage: MessageData = {
  id: 880409,
  channel_hash: 'c9Hd72KqPz',
  user_id: client.id,
  author: client,
  body: 'Hi Maria, could you record a second take with a slightly slower pace? Script attached.',
  attachments: [
    {
      name: 'brightside-module2-script.pdf',
      url: 'https://media.example.com/channels/c9Hd72KqPz/brightside-module2-script.pdf',
      size: 182044,
      content_type: 'application/pdf',
    },
  ],
  created_at: '2026-11-07T09:40:00Z',
  pending_moderation: false,
};

export const outgoingMessage: MessageData = {
  id: 880415,
  channel_hash: 'c9Hd72KqPz',
  user_id: voiceActor.id,
  author: voiceActor,
  body: 'Here is a second take with a slower pace on the product name.',
  attachments: [
    {
      name: 'warm-narration-take2.mp3',
      url: 'https://media.example.com/samples/4821/warm-narration-take2.mp3',
      size: 1_572_864,
      content_type: 'audio/mpeg',
    },
  ],
  created_at: '2026-11-07T11:05:00Z',
  pending_moderation: false,
};

/** A message moderation holds (e.g. it shares contact details). */
export const heldMessage: MessageData = {
  id: 880420,
  channel_hash: 'c9Hd72KqPz',
  user_id: voiceActor.id,
  author: voiceActor,
  body: 'You can also reach me by phone if that is easier.',
  attachments: [],
  created_at: '2026-11-07T11:20:00Z',
  pending_moderation: true,
};
