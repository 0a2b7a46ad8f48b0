import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type PendingMessageCategory } from '@vo/sdk';
import { reviewUserPendingMessages } from '@vo/sdk/hooks';
import { Button, EmptyState, Heading, Inline, Select, Skeleton, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './MessagesPage.css';
import {
  byAuthor,
  CATEGORY_LABELS,
  isCategory,
  pendingMessagesKey,
  pendingMessagesQuery,
  type HeldByAuthor,
} from './pendingQuery';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The staff's pending messages queue (`/admin/messages`, admins): the messages moderation holds
 * (contact details or outside links from a new or untrusted client), oldest first and grouped by
 * their author. The admin approves (delivers) or rejects an author's held messages, giving what they
 * really were (a real category, spec section 6).
 */
export function PendingMessagesPage() {
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...pendingMessagesQuery(page), retryOnMount: false });
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Messages awaiting approval</Heading>
        <Text tone="muted">
          Held because they carry contact details or outside links. Approving delivers them; rejecting means
          they are never delivered.
        </Text>
      </Stack>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the held messages">
            <Skeleton shape="rect" size="large" />
          </div>
        }
        failed={{ title: 'The held messages could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="success"
            headingLevel={2}
            title="No message awaits approval"
            message="Messages moderation holds show here as they are sent."
          />
        }
      >
        {({ data, headers }) => {
          const paging = pagingOf(headers, data.length);
          return (
            <Stack gap="lg">
              <Heading level={2}>
                {paging.totalRows === 1
                  ? '1 message to review'
                  : `${String(paging.totalRows)} messages to review`}
              </Heading>
              <ul className={styles.queue} aria-label="Held messages by author">
                {byAuthor(data).map((group) => (
                  <li key={group.authorId}>
                    <AuthorReview group={group} />
                  </li>
                ))}
              </ul>
              <ListPager paging={paging} page={page} onPage={goToPage} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** One author's held messages and the decision on them. */
function AuthorReview({ group }: { group: HeldByAuthor }) {
  const { notices } = useAppServices();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<PendingMessageCategory | ''>('');
  const [categoryError, setCategoryError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async ({
      approve,
      realCategory,
    }: {
      approve: boolean;
      realCategory: PendingMessageCategory;
    }) => (await reviewUserPendingMessages(group.authorId, { approve, real_category: realCategory })).data,
    meta: { errors: 'local' },
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: async (_, { approve }) => {
      notices.message(
        approve
          ? `The messages of ${group.name} were approved.`
          : `The messages of ${group.name} were rejected.`,
      );
      await queryClient.invalidateQueries({ queryKey: pendingMessagesKey() });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status !== 'Network' && error.status < 500) {
        setRefusal(error.message);
        await queryClient.invalidateQueries({ queryKey: pendingMessagesKey() });
        return;
      }
      notices.error(error);
    },
  });

  const run = (approve: boolean) => {
    if (category === '') {
      setCategoryError('Choose what these messages really are.');
      return;
    }
    setCategoryError(undefined);
    decide.mutate({ approve, realCategory: category });
  };

  const headingId = `held-${String(group.authorId)}`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {group.username === undefined ? group.name : `${group.name} (@${group.username})`}
      </Heading>
      <ol className={styles.queue} aria-label={`Held messages of ${group.name}`}>
        {group.messages.map((message) => (
          <li key={message.id}>
            <Stack gap="xxs">
              <Text tone="muted" size="sm">
                {`${when.format(new Date(message.created_at))} UTC · conversation ${message.channel_hash}`}
              </Text>
              {message.body === '' ? null : <p className={styles.heldMessage}>{message.body}</p>}
              {message.attachments.map((file) => (
                <a key={file.url} href={file.url} download={file.name}>
                  {file.name}
                </a>
              ))}
            </Stack>
          </li>
        ))}
      </ol>
      <Select
        label="Real category"
        placeholder="Choose a category"
        options={Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
        value={category}
        error={categoryError}
        onValueChange={({ value }) => {
          setCategory(isCategory(value) ? value : '');
          setCategoryError(undefined);
        }}
      />
      <Inline gap="sm">
        <Button
          disabled={decide.isPending}
          onClick={() => {
            run(true);
          }}
        >
          {`Approve the messages of ${group.name}`}
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending}
          onClick={() => {
            run(false);
          }}
        >
          {`Reject the messages of ${group.name}`}
        </Button>
      </Inline>
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
