import type { ChannelData } from './channel';

export const viewerId = 9310;

/** The API's channel example (openapi social.yaml Channel), seen by the voice actor. */
export const unreadChannel: ChannelData = {
  public_hash: 'c9Hd72KqPz',
  status: 'active',
  starred: [5530],
  stats: { pending_events: 2, unread: true, events: 14 },
  last_events_log: [
    {
      user_id: 5530,
      event_id: 880416,
      body_preview: 'Perfect, that is exactly the pace we wanted. Could you also record the outro?',
      created_at: '2026-11-07T11:30:00Z',
      read_at: '2026-11-07T11:30:00Z',
    },
    {
      user_id: 9310,
      event_id: 880415,
      body_preview: 'Here is a second take with a slower pace on the product name.',
      created_at: '2026-11-07T11:05:00Z',
      read_at: '2026-11-07T11:05:00Z',
    },
  ],
  participants: [
    { id: 5530, username: 'brightside.learning', name: 'Daniel Brooks', picture_small: null },
    { id: 9310, username: 'maria.lopez.vo', name: 'Maria Lopez', picture_small: null },
  ],
  project: { id: 90412, name: 'Warm narrator for Brightside Bank e-learning' },
  created_at: '2026-11-01T15:00:00Z',
  updated_at: '2026-11-07T11:30:00Z',
};

/** Read, starred by the viewer, the viewer wrote last. */
export const starredChannel: ChannelData = {
  ...unreadChannel,
  public_hash: 'k2Lm8NpQrs',
  starred: [9310],
  stats: { pending_events: 0, unread: false, events: 6 },
  last_events_log: [
    {
      user_id: 9310,
      body_preview: 'Thanks, talk soon!',
      created_at: '2026-10-28T17:45:00Z',
    },
  ],
  participants: [
    { id: 7711, username: 'northwind.audio', name: 'Priya Natarajan', picture_small: null },
    { id: 9310, username: 'maria.lopez.vo', name: 'Maria Lopez', picture_small: null },
  ],
  project: null,
};

/** Archived by the viewer. */
export const archivedChannel: ChannelData = {
  ...starredChannel,
  public_hash: 'z9Yx7WvUts',
  status: 'archived',
  starred: [],
  last_events_log: [{ user_id: 6001, body_preview: 'Happy new year!', created_at: '2025-12-31T10:00:00Z' }],
  participants: [
    { id: 6001, username: 'acme.games', name: 'Acme Games', picture_small: null },
    { id: 9310, username: 'maria.lopez.vo', name: 'Maria Lopez', picture_small: null },
  ],
};

/** Marked unread by the viewer, with nothing new. */
export const markedUnreadChannel: ChannelData = {
  ...starredChannel,
  public_hash: 'm3Nb5VcXzq',
  starred: [],
  stats: { pending_events: 0, unread: true, events: 6 },
};
