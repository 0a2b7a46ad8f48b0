import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Channel, User } from '@vo/sdk';
import { decideChannel } from '@vo/machines';
import {
  Avatar,
  Button,
  Dialog,
  Heading,
  Inline,
  MessageComposer,
  MessageThread,
  Skeleton,
  Stack,
  Text,
  type ComposerAttachment,
} from '@vo/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { pagingOf } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { fileProblem } from '../../lib/uploads/fileChecks';
import { useChannelAction } from './channelActions';
import { channelEventsQuery, channelQuery, otherParty, refreshChannel, threadOf } from './channelsQuery';
import * as styles from './MessagesPage.css';
import { sendMessage } from './sendMessage';

/** The words under a message moderation holds, and after sending one. */
export const HELD_NOTICE =
  'Your message is waiting for approval: messages with contact details or outside links are checked by our team before they are delivered.';

export interface ConversationProps {
  readonly hash: string;
  readonly user: User;
  /** Where the list is (Back on a phone, and after a delete or mark unread). */
  readonly listPath: string;
  /** The heading level of the other party's name. @default 2 */
  readonly headingLevel?: 2 | 3;
}

/**
 * One conversation (`/messages/{public_hash}`): who with and about what, its actions (star, archive
 * or restore, mark unread, delete; Book for a client), the messages under day headings with older
 * ones on demand, and the composer (Enter sends, Shift+Enter a new line; files upload with the
 * message, their progress shown and cancellable). A message moderation holds says it waits for
 * approval; a refused send shows the server's words and keeps what was typed.
 */
export function Conversation({ hash, user, listPath, headingLevel = 2 }: ConversationProps) {
  const query = useQuery({ ...channelQuery(hash), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={<ConversationSkeleton />}
      failed={{ title: 'This conversation could not be loaded', headingLevel }}
    >
      {({ data }) => (
        <LoadedConversation
          key={data.public_hash}
          channel={data}
          user={user}
          listPath={listPath}
          headingLevel={headingLevel}
        />
      )}
    </QueryState>
  );
}

/** A file picked for the next message, and why it cannot go (its size or kind), checked at once. */
interface PickedFile {
  readonly id: string;
  readonly file: File;
  readonly problem: string | null;
}

let pickedCount = 0;

function LoadedConversation({
  channel,
  user,
  listPath,
  headingLevel,
}: {
  channel: Channel;
  user: User;
  listPath: string;
  headingLevel: 2 | 3;
}) {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hash = channel.public_hash;
  const other = otherParty(channel, user.id);
  const name = other?.name ?? 'Unknown user';
  const starred = channel.starred.includes(user.id);
  const archived = channel.status === 'archived';
  const ownProvider = user.provider_id != null && user.provider_id === channel.provider_id;
  const [pages, setPages] = useState(1);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [files, setFiles] = useState<readonly PickedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [held, setHeld] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const action = useChannelAction((done) => {
    if (done === 'delete' || done === 'mark_unread') void navigate(listPath);
  });

  const eventPages = useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      ...channelEventsQuery(hash, index + 1),
      retryOnMount: false,
    })),
  });
  const first = eventPages[0];
  const firstLoadedAt = first?.dataUpdatedAt ?? 0;
  const unread = channel.stats.unread || channel.stats.pending_events > 0;

  // Reading the newest page marks the conversation read on the server: the badge's and the lists'
  // counters are asked again once it has loaded.
  useEffect(() => {
    if (firstLoadedAt === 0 || !unread) return;
    void refreshChannel(queryClient, hash);
  }, [firstLoadedAt, unread, queryClient, hash]);

  const loaded = eventPages.flatMap((page) => (page.data === undefined ? [] : [page.data.data]));
  const messages = threadOf(loaded);
  const last = eventPages.at(-1);
  const totalPages = last?.data === undefined ? 1 : pagingOf(last.data.headers, 0).totalPages;
  const failed = first?.status === 'error';

  // A refused file stays in the list with the server's own words (413's and 415's) until removed,
  // and is never uploaded: a 50 MB take is refused before it travels, not after.
  const attachments: ComposerAttachment[] = files.map(({ id, file, problem }) =>
    problem === null
      ? {
          id,
          name: file.name,
          size: file.size,
          progress: progress ?? 0,
          status: progress === null ? 'done' : 'uploading',
        }
      : { id, name: file.name, size: file.size, progress: 0, status: 'error', error: problem },
  );
  const sendable = files.filter(({ problem }) => problem === null);

  const send = async ({ body }: { body: string }) => {
    const controller = new AbortController();
    abort.current = controller;
    setHeld(false);
    if (sendable.length > 0) setProgress(0);
    try {
      const event = await sendMessage(
        hash,
        { body, files: sendable.map(({ file }) => file) },
        {
          client: session.client,
          signal: controller.signal,
          onProgress: ({ loaded: sent, total }) => {
            setProgress(total > 0 ? Math.round((sent / total) * 100) : 0);
          },
        },
      );
      setFiles([]);
      setHeld(event.pending_moderation);
      await refreshChannel(queryClient, hash);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        throw new Error('The upload was cancelled: the message was not sent.', { cause: error });
      }
      throw error;
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <Stack gap="md" className={styles.conversation}>
      <div className={styles.conversationHeader}>
        <AppLink to={listPath} variant="standalone" className={styles.back}>
          All conversations
        </AppLink>
        <Inline gap="sm" align="center">
          <Avatar name={name} pictures={{ picture_small: other?.picture_small ?? null }} aria-hidden="true" />
          <Stack gap="xxs">
            <Heading level={headingLevel}>{name}</Heading>
            {channel.project ? (
              <AppLink to={`/projects/${channel.project.public_hash}`} variant="standalone">
                {channel.project.name}
              </AppLink>
            ) : null}
          </Stack>
        </Inline>
        <Inline gap="xs" wrap>
          {ownProvider ? null : (
            <Button
              size="small"
              onClick={() => {
                void navigate(`/book/${String(channel.provider_id)}`);
              }}
            >
              {`Book ${name}`}
            </Button>
          )}
          <Button
            size="small"
            variant="secondary"
            leadingIcon="star"
            aria-pressed={starred}
            disabled={action.pending}
            onClick={() => {
              action.run({ action: starred ? 'unstar' : 'star', hash });
            }}
          >
            {starred ? 'Starred' : 'Star'}
          </Button>
          {decideChannel(channel.status, { type: 'channel.archive' }).allowed ? (
            <Button
              size="small"
              variant="secondary"
              leadingIcon="archive"
              disabled={action.pending}
              onClick={() => {
                action.run({ action: 'archive', hash });
              }}
            >
              Archive
            </Button>
          ) : null}
          {decideChannel(channel.status, { type: 'channel.restore' }).allowed ? (
            <Button
              size="small"
              variant="secondary"
              disabled={action.pending}
              onClick={() => {
                action.run({ action: 'restore', hash });
              }}
            >
              Restore
            </Button>
          ) : null}
          <Button
            size="small"
            variant="tertiary"
            disabled={action.pending}
            onClick={() => {
              action.run({ action: 'mark_unread', hash });
            }}
          >
            Mark unread
          </Button>
          <Button
            size="small"
            variant="tertiary"
            leadingIcon="trash"
            disabled={action.pending}
            onClick={() => {
              setConfirmDelete(true);
            }}
          >
            Delete
          </Button>
        </Inline>
        {archived ? (
          <Text tone="muted" size="sm">
            This conversation is archived: it is back in your inbox when you restore it.
          </Text>
        ) : null}
        {action.refusal === null ? null : (
          <Text role="alert" tone="danger">
            {action.refusal}
          </Text>
        )}
      </div>
      {failed ? (
        <Stack gap="sm" role="alert">
          <Text tone="danger">The messages could not be loaded.</Text>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              void first.refetch();
            }}
          >
            Try again
          </Button>
        </Stack>
      ) : (
        <MessageThread
          className={styles.thread}
          label={`Conversation with ${name}`}
          media
          messages={messages}
          currentUserId={user.id}
          loading={first?.status === 'pending'}
          hasOlder={pages < totalPages}
          loadingOlder={eventPages.some((page) => page.isFetching && page.data === undefined)}
          onLoadOlder={() => {
            setPages((count) => count + 1);
          }}
          emptyText="No messages yet. Say hello!"
        />
      )}
      {held ? (
        <Text role="status" tone="muted" size="sm">
          {HELD_NOTICE}
        </Text>
      ) : null}
      <MessageComposer
        label={`Message to ${name}`}
        attachments={attachments}
        sending={progress !== null}
        onAttach={({ files: picked }) => {
          setFiles((current) => [
            ...current,
            ...picked.map((file) => {
              pickedCount += 1;
              return { id: `file-${String(pickedCount)}`, file, problem: fileProblem(file, 'attachment') };
            }),
          ]);
        }}
        onRemoveAttachment={({ id }) => {
          setFiles((current) => current.filter((file) => file.id !== id));
        }}
        onAbortAttachment={() => {
          abort.current?.abort();
        }}
        onSend={send}
      />
      {confirmDelete ? (
        <Dialog
          open
          title={`Delete the conversation with ${name}?`}
          description="It leaves your conversation lists. The other participant keeps their copy."
          onOpenChange={({ open }) => {
            if (!open) setConfirmDelete(false);
          }}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirmDelete(false);
                }}
              >
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmDelete(false);
                  action.run({ action: 'delete', hash });
                }}
              >
                Delete
              </Button>
            </>
          }
        />
      ) : null}
    </Stack>
  );
}

function ConversationSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the conversation">
      <Stack gap="md">
        <Skeleton lines={1} />
        <Skeleton shape="rect" size="large" />
      </Stack>
    </div>
  );
}
