import {
  client,
  heldMessage,
  incomingMessage,
  outgoingMessage,
  voiceActor,
} from '../../internal/fixtures/messages';
import type { ThreadMessage } from './MessageThread';

export { client, voiceActor };

/** A conversation over two days, ending with a held message and one that failed to send. */
export const conversation: readonly ThreadMessage[] = [
  {
    id: 880301,
    user_id: client.id,
    author: client,
    body: 'Hi Maria, I loved your audition for the Brightside Bank course. Are you available next week?',
    attachments: [],
    created_at: '2026-11-06T15:00:00Z',
    pending_moderation: false,
  },
  {
    id: 880302,
    user_id: voiceActor.id,
    author: voiceActor,
    body: 'Thank you Daniel! Yes, I can record on Monday and deliver by Tuesday.',
    attachments: [],
    created_at: '2026-11-06T15:12:00Z',
    pending_moderation: false,
  },
  incomingMessage,
  {
    id: 880410,
    user_id: client.id,
    author: client,
    body: 'The product name is pronounced BRIGHT-side.',
    attachments: [],
    created_at: '2026-11-07T09:41:00Z',
    pending_moderation: false,
  },
  outgoingMessage,
  heldMessage,
  {
    id: 'local-1',
    user_id: voiceActor.id,
    author: voiceActor,
    body: 'Let me know if the pace works for you.',
    attachments: [],
    created_at: '2026-11-07T11:25:00Z',
    pending_moderation: false,
    delivery: 'failed',
  },
];
