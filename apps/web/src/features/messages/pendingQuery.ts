import type { QueryClient } from '@tanstack/react-query';
import type { ChannelEvent, PendingMessageCategory } from '@vo/sdk';
import { getListPendingMessagesQueryKey, getListPendingMessagesQueryOptions } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** Held messages on one page of the queue. */
export const PENDING_PAGE_SIZE = 50;

/** One page of the messages moderation holds, oldest first (listPendingMessages). */
export const pendingMessagesQuery = (page: number) =>
  getListPendingMessagesQueryOptions({ page, size: PENDING_PAGE_SIZE });

/** Every page of the queue: what a decision makes stale. */
export const pendingMessagesKey = () => getListPendingMessagesQueryKey().slice(0, 1);

/** The categories an admin gives held messages (the contract's PendingMessageCategory), as the screen names them. */
export const CATEGORY_LABELS: Record<PendingMessageCategory, string> = {
  legitimate: 'Legitimate message',
  spam: 'Spam',
  scam: 'Scam or phishing',
  off_platform_contact: 'Asks to move off the platform',
  abusive: 'Abusive',
  other: 'Other',
};

export const isCategory = (value: string): value is PendingMessageCategory => value in CATEGORY_LABELS;

/** The held messages of one author: the admin decides on them together (reviewUserPendingMessages). */
export interface HeldByAuthor {
  readonly authorId: number;
  readonly name: string;
  readonly username: string | undefined;
  readonly messages: readonly ChannelEvent[];
}

/** The page's messages grouped by author, in the order their first message waits. */
export function byAuthor(events: readonly ChannelEvent[]): HeldByAuthor[] {
  const groups = new Map<number, HeldByAuthor>();
  for (const event of events) {
    const group = groups.get(event.user_id);
    groups.set(event.user_id, {
      authorId: event.user_id,
      name: group?.name ?? event.author?.name ?? `User ${String(event.user_id)}`,
      username: group?.username ?? event.author?.username,
      messages: [...(group?.messages ?? []), event],
    });
  }
  return [...groups.values()];
}

/** Starts the queue's request while the screen's code loads. */
export async function prefetchPendingMessages({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  await queryClient.query(pendingMessagesQuery(pageFrom(url.searchParams))).catch(() => undefined);
}
