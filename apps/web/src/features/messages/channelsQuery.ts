// The conversations' data (spec sections 3 and 7): a user's conversations (listUserChannels), one
// conversation (getChannel) and its messages (listChannelEvents), through the generated query options.
import type { QueryClient } from '@tanstack/react-query';
import type { Channel, ChannelEvent, ChannelFilter } from '@vo/sdk';
import {
  getGetChannelQueryOptions,
  getListChannelEventsQueryOptions,
  getListUserChannelsQueryOptions,
} from '@vo/sdk/hooks';

/** Conversations on one page of the list. */
export const CHANNELS_PAGE_SIZE = 20;

/** Messages asked for at a time (the newest first; "Load older messages" asks for the next page). */
export const EVENTS_PAGE_SIZE = 30;

/** The list's filters as the screen names them (spec: inbox, starred, archived), and the API's. */
export const CHANNEL_FOLDERS = [
  { id: 'inbox', label: 'Inbox', status: 'active' },
  { id: 'starred', label: 'Starred', status: 'starred' },
  { id: 'archived', label: 'Archived', status: 'archived' },
] as const satisfies readonly { id: string; label: string; status: ChannelFilter }[];

export type ChannelFolder = (typeof CHANNEL_FOLDERS)[number]['id'];

/** The folder an address asks for (`?folder=starred`), the inbox otherwise. */
export function folderFrom(search: URLSearchParams): ChannelFolder {
  const asked = search.get('folder');
  return CHANNEL_FOLDERS.find((folder) => folder.id === asked)?.id ?? 'inbox';
}

/** The keywords an address asks for (`?q=...`), trimmed; undefined when none. */
export function keywordsFrom(search: URLSearchParams): string | undefined {
  const asked = search.get('q')?.trim().slice(0, 200);
  return asked === undefined || asked === '' ? undefined : asked;
}

export interface ChannelListRequest {
  readonly folder: ChannelFolder;
  readonly keywords?: string | undefined;
  readonly page: number;
  /** Only the conversations about this project (its messages tab). */
  readonly projectId?: number | undefined;
}

/** One page of the user's conversations in a folder, found by keywords. */
export const userChannelsQuery = (userId: number, request: ChannelListRequest) =>
  getListUserChannelsQueryOptions(userId, {
    status: CHANNEL_FOLDERS.find((folder) => folder.id === request.folder)?.status ?? 'active',
    page: request.page,
    size: CHANNELS_PAGE_SIZE,
    ...(request.keywords === undefined ? {} : { keywords: request.keywords }),
    ...(request.projectId === undefined ? {} : { project_id: request.projectId }),
  });

/** One conversation, as the caller sees it. */
export const channelQuery = (hash: string) => getGetChannelQueryOptions(hash);

/** One page (1 = the newest) of a conversation's messages. */
export const channelEventsQuery = (hash: string, page: number) =>
  getListChannelEventsQueryOptions(hash, { page, size: EVENTS_PAGE_SIZE });

/** Every query of one conversation (it, its messages): what an action on it makes stale. */
export const channelPrefix = (hash: string) => `/channels/${hash}`;

/** Whether a query key is one of the user's conversation lists. */
export const isChannelListKey = (path: unknown): boolean =>
  typeof path === 'string' && /^\/users\/[^/]+\/channels$/.test(path);

/** Asks again the conversation and every conversation list (after an action or a message sent). */
export async function refreshChannel(queryClient: QueryClient, hash: string): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      isChannelListKey(path) || (typeof path === 'string' && path.startsWith(channelPrefix(hash))),
  });
}

/**
 * The conversations of a page, unread first (spec: the list shows unread conversations first), then
 * by their newest message; the server's order is kept among equals.
 */
export function unreadFirst(channels: readonly Channel[]): Channel[] {
  const unread = (channel: Channel) => channel.stats.unread || channel.stats.pending_events > 0;
  return channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => Number(unread(b.channel)) - Number(unread(a.channel)) || a.index - b.index)
    .map(({ channel }) => channel);
}

/** Messages of several pages as one thread: each once, oldest first, in the server's sequence. */
export function threadOf(pages: readonly (readonly ChannelEvent[])[]): ChannelEvent[] {
  const byId = new Map<number, ChannelEvent>();
  for (const page of pages) for (const event of page) byId.set(event.id, event);
  return [...byId.values()].sort(
    (a, b) => a.sequence - b.sequence || a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );
}

/** The other participant of a conversation (the caller's counterpart). */
export const otherParty = (channel: Channel, userId: number) =>
  channel.participants.find((person) => person.id !== userId) ?? channel.participants[0];

/** Starts the conversation list (and the open conversation) while the screen's code loads. */
export async function prefetchMessages({
  params,
  queryClient,
}: {
  params: Readonly<Record<string, string | undefined>>;
  queryClient: QueryClient;
}): Promise<void> {
  const hash = params['publicHash'];
  if (hash === undefined) return;
  await Promise.all([
    queryClient.query(channelQuery(hash)).catch(() => undefined),
    queryClient.query(channelEventsQuery(hash, 1)).catch(() => undefined),
  ]);
}
