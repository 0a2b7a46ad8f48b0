import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Feedback, type FeedbackRequest } from '@vo/sdk';
import { getListFeedbackRequestsQueryKey, replyToFeedback } from '@vo/sdk/hooks';
import { Button, Card, EmptyState, Heading, Skeleton, Stack, Text, TextArea } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './Feedback.css';
import { answersQuery } from './feedbackQuery';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/** The document's NonEmptyText: at most 5000 characters. */
const REPLY_MAX = 5000;

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

/**
 * The asker's feedback page (`/dashboard/feedback`): the feedback requests they sent, newest first,
 * each with the feedback received and a reply box. A client asks about auditions of their castings,
 * a voice actor about their own; each sees only the requests they sent.
 */
export function FeedbackAnswersPage() {
  const headingId = useId();
  const user = useUser();
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...answersQuery(page), retryOnMount: false });
  const start = user?.provider_id ? '/dashboard/offers' : '/dashboard/projects';
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Feedback on auditions</Heading>
        <Text tone="muted">
          The feedback you asked for by e-mail, and what people answered. Ask for more from an audition’s
          page.
        </Text>
      </Stack>
      <Stack as="section" gap="md" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Your requests
        </Heading>
        <QueryState
          query={query}
          loading={
            <div role="status" aria-busy="true" aria-label="Loading your feedback requests">
              <Stack gap="md">
                <Skeleton shape="rect" size="medium" />
                <Skeleton shape="rect" size="medium" />
              </Stack>
            </div>
          }
          failed={{ title: 'Your feedback requests could not be loaded', headingLevel: 3 }}
          isEmpty={({ data }) => data.length === 0}
          empty={
            <EmptyState
              icon="message"
              headingLevel={3}
              title="No feedback requests yet"
              message="Open an audition and choose Ask for feedback: the people you name get a link to listen and answer."
              action={
                <AppLink to={start} variant="standalone">
                  {user?.provider_id ? 'See your auditions' : 'See your projects'}
                </AppLink>
              }
            />
          }
        >
          {({ data, headers }) => (
            <Stack gap="md">
              <ul className={styles.list} aria-label="Your feedback requests">
                {data.map((request) => (
                  <li key={request.id}>
                    <RequestCard request={request} />
                  </li>
                ))}
              </ul>
              <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

function RequestCard({ request }: { request: FeedbackRequest }) {
  const nameId = useId();
  const project = request.project;
  const title = project?.name ?? `Audition ${String(request.offer_id)}`;
  const count = request.feedbacks.length;
  return (
    <Card as="article" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Heading level={3} size="md" id={nameId}>
          {project === undefined ? (
            title
          ) : (
            <AppLink to={`/projects/${project.public_hash}/proposals/details/${String(request.offer_id)}`}>
              {title}
            </AppLink>
          )}
        </Heading>
        <Text size="sm" tone="muted">
          {[
            request.voice_actor_name === undefined ? null : `Audition by ${request.voice_actor_name}`,
            `Asked ${when(request.created_at)}`,
            `Sent to ${request.emails.join(', ')}`,
          ]
            .filter((fact) => fact !== null)
            .join(' · ')}
        </Text>
        <Text as="p">{request.request}</Text>
        <Heading level={4} size="sm">
          {count === 0 ? 'No feedback yet' : `${String(count)} ${count === 1 ? 'feedback' : 'feedbacks'}`}
        </Heading>
        {count > 0 ? (
          <ul className={styles.list} aria-label={`Feedback on ${title}`}>
            {request.feedbacks.map((feedback) => (
              <li key={feedback.id} className={styles.answer}>
                <Answer feedback={feedback} />
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Card>
  );
}

function Answer({ feedback }: { feedback: Feedback }) {
  return (
    <Stack gap="xs">
      <Text size="sm" tone="muted">
        {`${feedback.user_id === null ? 'Someone you asked' : 'A member you asked'}, ${when(feedback.created_at)}`}
      </Text>
      <Text as="p">{feedback.feedback}</Text>
      <ReplyForm feedback={feedback} />
    </Stack>
  );
}

function ReplyForm({ feedback }: { feedback: Feedback }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(feedback.reply ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (text: string) => (await replyToFeedback(feedback.id, { reply: text })).data,
    meta: { errors: 'local' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getListFeedbackRequestsQueryKey() });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (text === '') {
      setProblem('Write your reply first.');
      return;
    }
    setProblem(null);
    if (!send.isPending) send.mutate(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {feedback.reply !== null && feedback.replied_at ? (
          <Text size="sm">{`You replied ${when(feedback.replied_at)}: ${feedback.reply}`}</Text>
        ) : null}
        <TextArea
          label={feedback.reply === null ? 'Your reply' : 'Change your reply'}
          required
          maxLength={REPLY_MAX}
          value={reply}
          {...(problem === null ? {} : { error: problem })}
          onValueChange={({ value }) => {
            setReply(value);
            if (problem !== null) setProblem(null);
          }}
        />
        {send.isError ? (
          <Text tone="danger" role="alert">
            {messageOf(send.error)}
          </Text>
        ) : null}
        {send.isSuccess ? <Text role="status">Reply saved.</Text> : null}
        <div>
          <Button type="submit" variant="secondary" loading={send.isPending}>
            {feedback.reply === null ? 'Reply' : 'Update the reply'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
