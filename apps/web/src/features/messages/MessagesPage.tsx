import { useQuery } from '@tanstack/react-query';
import { isAdmin, viewerOf } from '@vo/machines';
import { EmptyState, Heading, Stack } from '@vo/ui';
import { useParams, useSearchParams } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { pageFrom } from '../../lib/paging';
import { folderFrom, keywordsFrom, type ChannelListRequest } from './channelsQuery';
import { ChannelList } from './ChannelList';
import { Conversation } from './Conversation';
import * as styles from './MessagesPage.css';

/** The list's address with its folder, keywords and page (the defaults left out). */
function listQuery(request: Pick<ChannelListRequest, 'folder' | 'keywords' | 'page'>): string {
  const query = new URLSearchParams();
  if (request.folder !== 'inbox') query.set('folder', request.folder);
  if (request.keywords !== undefined) query.set('q', request.keywords);
  if (request.page > 1) query.set('page', String(request.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Messages (`/messages` and `/messages/{public_hash}`): the user's conversations and the open one.
 * On a phone the list and the conversation are two screens (the address says which: the list at
 * /messages, a conversation at its own address with a way back); on a desktop they sit side by side.
 */
export function MessagesPage() {
  const user = useUser();
  const { publicHash } = useParams();
  const [search] = useSearchParams();
  if (user === null) return null;
  const request: ChannelListRequest = {
    folder: folderFrom(search),
    keywords: keywordsFrom(search),
    page: pageFrom(search),
  };
  const listPath = `/messages${listQuery(request)}`;
  return (
    <Stack gap="lg">
      <Heading level={1}>Messages</Heading>
      {isAdmin(viewerOf(user)) ? <HeldMessagesLink /> : null}
      <div className={styles.layout} data-open={publicHash === undefined ? 'list' : 'conversation'}>
        <section className={styles.listPane} aria-label="Your conversations">
          <ChannelList
            user={user}
            request={request}
            selected={publicHash}
            hrefOf={(hash) => `/messages/${hash}${listQuery(request)}`}
            listHref={(change) => {
              const next = { ...request, ...change };
              return `/messages${listQuery(next)}`;
            }}
          />
        </section>
        <section className={styles.threadPane} aria-label="Conversation">
          {publicHash === undefined ? (
            <EmptyState
              icon="message"
              headingLevel={2}
              title="Choose a conversation"
              message="Its messages show here."
            />
          ) : (
            <Conversation key={publicHash} hash={publicHash} user={user} listPath={listPath} />
          )}
        </section>
      </div>
    </Stack>
  );
}

/**
 * An admin's way to the held messages queue (/admin/messages), with how many wait: the queue's
 * total-rows (listPendingMessages, one row asked). Its key starts with the queue's path, so a live
 * message update asks it again with the queue (app/shell's useLiveChannelUpdates).
 */
function HeldMessagesLink() {
  const { session } = useAppServices();
  // The core client, not the generated hook: that brings the users operations into this route.
  const waiting = useQuery({
    queryKey: ['/users/pending_messages', { page: 1, size: 1, count: true }],
    queryFn: async () => {
      const { page } = await session.client.unwrap(
        session.client.api.GET('/users/pending_messages', { params: { query: { page: 1, size: 1 } } }),
      );
      return page?.totalRows ?? 0;
    },
    retryOnMount: false,
  });
  const count = waiting.data;
  return (
    <AppLink to="/admin/messages" variant="standalone">
      {count === undefined ? 'Messages awaiting approval' : `Messages awaiting approval (${String(count)})`}
    </AppLink>
  );
}
