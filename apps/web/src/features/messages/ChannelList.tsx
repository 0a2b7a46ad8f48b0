import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import { Button, ChannelListItem, EmptyState, Skeleton, Stack, TextField } from '@vo/ui';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { ListPager, pagingOf } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import {
  CHANNEL_FOLDERS,
  unreadFirst,
  userChannelsQuery,
  type ChannelFolder,
  type ChannelListRequest,
} from './channelsQuery';
import { useChannelAction } from './channelActions';
import * as styles from './MessagesPage.css';

export interface ChannelListProps {
  readonly user: User;
  readonly request: ChannelListRequest;
  /** The open conversation, marked in the list. */
  readonly selected: string | undefined;
  /** The address of a conversation (keeping the list's folder and search). */
  readonly hrefOf: (hash: string) => string;
  /** The address of the list with other filters. */
  readonly listHref: (change: Partial<Pick<ChannelListRequest, 'folder' | 'keywords' | 'page'>>) => string;
  /** Hides the folders and search (a project's conversations). @default false */
  readonly compact?: boolean;
}

const EMPTY: Record<ChannelFolder, { title: string; message: string }> = {
  inbox: {
    title: 'No conversations yet',
    message:
      'Conversations with clients and voice actors show here. Clients start one from a voice actor’s profile.',
  },
  starred: { title: 'No starred conversations', message: 'Star a conversation to find it here.' },
  archived: { title: 'No archived conversations', message: 'Archived conversations wait here.' },
};

/**
 * The user's conversations (`/messages`): a search by keywords, the inbox, starred and archived
 * folders, unread first, each with the other party's picture and name, the project, the last
 * message and its time, and the actions of spec section 4 in its menu.
 */
export function ChannelList({
  user,
  request,
  selected,
  hrefOf,
  listHref,
  compact = false,
}: ChannelListProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(request.keywords ?? '');
  const query = useQuery({ ...userChannelsQuery(user.id, request), retryOnMount: false });
  const action = useChannelAction();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(listHref({ keywords: typed.trim() === '' ? undefined : typed.trim(), page: 1 }));
  };

  // The items are real links (open in a new tab, copy the address); a plain click stays in the app.
  const followInApp = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (href == null || !href.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };

  const empty = EMPTY[request.folder];
  return (
    <Stack gap="md">
      {compact ? null : (
        <>
          <form role="search" className={styles.search} onSubmit={search}>
            <TextField
              label="Search conversations"
              type="search"
              value={typed}
              maxLength={200}
              onValueChange={({ value }) => {
                setTyped(value);
              }}
            />
            <Button type="submit" variant="secondary" leadingIcon="search">
              Search
            </Button>
          </form>
          <nav aria-label="Folders">
            <ul className={styles.folders}>
              {CHANNEL_FOLDERS.map((folder) => (
                <li key={folder.id}>
                  <AppLink
                    to={listHref({ folder: folder.id, page: 1 })}
                    aria-current={folder.id === request.folder ? 'page' : undefined}
                    className={styles.folder}
                  >
                    {folder.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
      {action.refusal === null ? null : (
        <p role="alert" className={styles.refusal}>
          {action.refusal}
        </p>
      )}
      <QueryState
        query={query}
        loading={<ListSkeleton />}
        failed={{ title: 'Your conversations could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          request.keywords === undefined ? (
            <EmptyState icon="message" headingLevel={2} title={empty.title} message={empty.message} />
          ) : (
            <EmptyState
              icon="search"
              headingLevel={2}
              title="No conversation matches"
              message={`Nothing in ${CHANNEL_FOLDERS.find((f) => f.id === request.folder)?.label ?? 'Inbox'} matches “${request.keywords}”.`}
            />
          )
        }
      >
        {({ data, headers }) => (
          <Stack gap="md">
            {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the links inside take the keyboard; this only keeps their plain clicks in the app */}
            <ul className={styles.channels} aria-label="Conversations" onClick={followInApp}>
              {unreadFirst(data).map((channel) => (
                <li key={channel.public_hash}>
                  <ChannelListItem
                    channel={channel}
                    currentUserId={user.id}
                    href={hrefOf(channel.public_hash)}
                    selected={channel.public_hash === selected}
                    onAction={({ action: chosen, publicHash }) => {
                      action.run({ action: chosen, hash: publicHash });
                    }}
                  />
                </li>
              ))}
            </ul>
            <ListPager
              paging={pagingOf(headers, data.length)}
              page={request.page}
              onPage={(page) => {
                void navigate(listHref({ page }));
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your conversations">
      <Stack gap="sm">
        <Skeleton shape="rect" size="medium" />
        <Skeleton shape="rect" size="medium" />
        <Skeleton shape="rect" size="medium" />
      </Stack>
    </div>
  );
}
