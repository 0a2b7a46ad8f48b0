// Conversations for the messages screens' stories, shaped as the API answers them to Dana Client
// (users.client, 5530) talking with the voice actor Maria Lopez (9310, provider 4821), and a small
// stateful server behind the typed mock API: the list by folder and keywords, a conversation's
// messages, sending (held for moderation when it carries an e-mail address, as the server's rule
// does), the channel actions and the admin's queue.
import type { Channel, ChannelEvent, UserSummary } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { users } from './users';

export const dana: UserSummary = {
  id: users.client.id,
  username: users.client.username,
  name: users.client.name,
};
export const maria: UserSummary = {
  id: 9310,
  username: 'maria.lopez.vo',
  name: 'Maria Lopez',
  picture_small: null,
};
export const theo: UserSummary = {
  id: 9330,
  username: 'theo.reads',
  name: 'Theo Marsh',
  picture_small: null,
};

/** A client at the voice actor's side, with the discovery flags that keep the tips away. */
export const messagingClient = {
  ...users.client,
  discovery_flags: {
    ...users.client.discovery_flags,
    messaging_booking: '2024-03-02T18:42:00Z',
  },
};

const event = (
  id: number,
  hash: string,
  sequence: number,
  author: UserSummary,
  body: string,
  createdAt: string,
  extra: Partial<ChannelEvent> = {},
): ChannelEvent => ({
  id,
  channel_hash: hash,
  sequence,
  user_id: author.id,
  author,
  body,
  attachments: [],
  created_at: createdAt,
  pending_moderation: false,
  ...extra,
});

export const MARIA_HASH = 'c9Hd72KqPz';
export const THEO_HASH = 'q4Lm81ZxTw';

/** The conversation with Maria about a casting: two days of messages, an audio take attached. */
export const mariaEvents: ChannelEvent[] = [
  event(
    880401,
    MARIA_HASH,
    1,
    dana,
    'Hi Maria, I loved your audition for the Brightside Bank course. Are you free next week?',
    '2026-11-06T15:00:00Z',
  ),
  event(880402, MARIA_HASH, 2, maria, 'Hello Dana! Yes, I can record on Tuesday.', '2026-11-06T15:20:00Z'),
  event(
    880409,
    MARIA_HASH,
    3,
    maria,
    'Here is a second take with a slower pace on the product name.',
    '2026-11-07T11:05:00Z',
    {
      attachments: [
        {
          name: 'brightside-take2.mp3',
          url: 'https://media.example.com/channels/c9Hd72KqPz/brightside-take2.mp3',
          size: 1048576,
          content_type: 'audio/mpeg',
        },
      ],
    },
  ),
];

const channel = (
  hash: string,
  other: UserSummary,
  providerId: number,
  last: ChannelEvent | undefined,
  extra: Partial<Channel> = {},
): Channel => ({
  id: hash === MARIA_HASH ? 15044 : 15045,
  public_hash: hash,
  status: 'active',
  starred: [],
  stats: { pending_events: 0, unread: false, events: 3 },
  last_events_log:
    last === undefined
      ? []
      : [
          {
            user_id: last.user_id,
            event_id: last.id,
            body_preview: last.body,
            created_at: last.created_at,
            read_at: last.created_at,
          },
        ],
  participants: [dana, other],
  provider_id: providerId,
  project_id: null,
  created_at: '2026-11-06T15:00:00Z',
  updated_at: last?.created_at ?? '2026-11-06T15:00:00Z',
  ...extra,
});

/** Maria's conversation, read, about the Brightside casting. */
export const mariaChannel: Channel = channel(MARIA_HASH, maria, 4821, mariaEvents.at(-1), {
  project_id: 90412,
  project: {
    id: 90412,
    public_hash: 'p7Xk2LmQ9v',
    slug: 'warm-narrator-for-brightside-bank-e-learning',
    name: 'Warm narrator for Brightside Bank e-learning',
    type: 'casting',
    status: 'active',
    deadline: '2026-11-20T17:00:00Z',
  },
});

/** Theo's conversation: older, with two messages Dana has not read. */
export const theoChannel: Channel = channel(
  THEO_HASH,
  theo,
  4830,
  event(880300, THEO_HASH, 2, theo, 'Happy to help with the IVR prompts.', '2026-11-02T09:00:00Z'),
  { stats: { pending_events: 2, unread: true, events: 2 } },
);

export interface ChannelsServerOptions {
  readonly channels?: readonly Channel[];
  readonly events?: Readonly<Record<string, readonly ChannelEvent[]>>;
  /** Held messages across users, for the admin's queue. */
  readonly held?: readonly ChannelEvent[];
}

const heldPattern = /[\w.+-]+@[\w-]+\.[\w.]+/;

/** The conversations server: each answer follows from what happened before in the story. */
export function channelsServer({
  channels: initial = [mariaChannel, theoChannel],
  events: initialEvents = { [MARIA_HASH]: mariaEvents },
  held: initialHeld = [],
}: ChannelsServerOptions = {}): MockAnswers {
  let channels = [...initial];
  const events = new Map(Object.entries(initialEvents).map(([hash, list]) => [hash, [...list]]));
  let held = [...initialHeld];
  let nextId = 990000;
  const find = (hash: string) => channels.find((c) => c.public_hash === hash);
  const change = (hash: string, update: (c: Channel) => Channel) => {
    channels = channels.map((c) => (c.public_hash === hash ? update(c) : c));
    return find(hash);
  };
  const me = users.client.id;
  return {
    listUserChannels: ({ url }) => {
      const status = url.searchParams.get('status') ?? 'active';
      const keywords = url.searchParams.get('keywords')?.toLowerCase();
      const projectId = url.searchParams.get('project_id');
      const list = channels.filter((c) => {
        if (status === 'starred' && !c.starred.includes(me)) return false;
        if (status === 'archived' && c.status !== 'archived') return false;
        if (status === 'active' && c.status !== 'active') return false;
        if (projectId !== null && String(c.project_id) !== projectId) return false;
        if (keywords === undefined) return true;
        const words = [
          ...c.participants.map((p) => p.name),
          c.project?.name ?? '',
          ...(events.get(c.public_hash) ?? []).map((e) => e.body),
        ]
          .join(' ')
          .toLowerCase();
        return words.includes(keywords);
      });
      return list;
    },
    getChannel: ({ params, reply }) =>
      find(params.hash) ?? reply(404, errorBody('NotFoundError', 'This conversation does not exist.')),
    listChannelEvents: ({ params, reply }) => {
      if (find(params.hash) === undefined)
        return reply(404, errorBody('NotFoundError', 'This conversation does not exist.'));
      change(params.hash, (c) => ({ ...c, stats: { ...c.stats, pending_events: 0, unread: false } }));
      return [...(events.get(params.hash) ?? [])].reverse();
    },
    createChannelEvent: async ({ params, request, body, reply }) => {
      const form = body === undefined ? await request.formData() : null;
      const json: unknown = body;
      const sent =
        typeof json === 'object' && json !== null && 'body' in json && typeof json.body === 'string'
          ? json.body
          : undefined;
      const formBody = form?.get('body');
      const text = sent ?? (typeof formBody === 'string' ? formBody : '');
      const files = (form?.getAll('attachments') ?? []).filter((part) => part instanceof File);
      const list = events.get(params.hash) ?? [];
      nextId += 1;
      const created = event(nextId, params.hash, list.length + 1, dana, text, '2026-11-21T12:00:00Z', {
        attachments: files.map((file) => ({
          name: file.name,
          url: `https://media.example.com/channels/${params.hash}/${file.name}`,
          size: file.size,
          content_type: file.type === '' ? 'application/octet-stream' : file.type,
        })),
        pending_moderation: heldPattern.test(text),
      });
      events.set(params.hash, [...list, created]);
      return reply(201, created);
    },
    starChannel: ({ params }) =>
      change(params.hash, (c) => ({ ...c, starred: [...c.starred, me] })) ?? mariaChannel,
    removeChannelStar: ({ params }) =>
      change(params.hash, (c) => ({ ...c, starred: c.starred.filter((id) => id !== me) })) ?? mariaChannel,
    archiveChannel: ({ params, reply }) =>
      find(params.hash)?.status === 'archived'
        ? reply(409, errorBody('ConflictError', 'This conversation is already archived.'))
        : (change(params.hash, (c) => ({ ...c, status: 'archived' })) ?? mariaChannel),
    restoreChannel: ({ params }) => change(params.hash, (c) => ({ ...c, status: 'active' })) ?? mariaChannel,
    markChannelUnread: ({ params }) =>
      change(params.hash, (c) => ({ ...c, stats: { ...c.stats, unread: true } })) ?? mariaChannel,
    deleteChannel: ({ params, reply }) => {
      channels = channels.filter((c) => c.public_hash !== params.hash);
      return reply(204, null);
    },
    listPendingMessages: () => held,
    reviewUserPendingMessages: ({ params }) => {
      held = held.filter((e) => String(e.user_id) !== params.id);
      return { count: 0 };
    },
  };
}

/** A held message of a new client, for the admin's queue. */
export const heldMessage = (author: UserSummary, id: number, body: string): ChannelEvent =>
  event(id, 'h3Ld00Msg1', 1, author, body, '2026-11-21T10:00:00Z', { pending_moderation: true });
