import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, type PublicFeedbackRequest } from '@vo/sdk';
import { createFeedback } from '@vo/sdk/hooks';
import { AudioPlayer, Button, Card, Heading, Skeleton, Stack, Text, TextArea } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { feedbackHashFrom, publicRequestQuery } from './feedbackQuery';

/** The document's NonEmptyText: at most 5000 characters. */
const FEEDBACK_MAX = 5000;

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

/**
 * The public feedback page (`/feedback/{hash}`, spec section 2's feedback submit screen), opened from
 * the mailed link by anyone, signed in or not: the project's name, the audition to play (streamed),
 * the asker's message, and a box for the feedback. A refused send shows the server's message as is
 * (spec section 5) and keeps what was typed.
 */
export function GiveFeedbackPage() {
  const hash = feedbackHashFrom(useParams().hash);
  if (hash === null) return <AppErrorPage status={404} />;
  return <FeedbackRequestView hash={hash} />;
}

function FeedbackRequestView({ hash }: { hash: string }) {
  const query = useQuery({ ...publicRequestQuery(hash), retryOnMount: false });
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the audition">
        <Stack gap="lg">
          <Skeleton lines={1} size="large" />
          <Skeleton shape="rect" size="medium" />
        </Stack>
      </div>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <Heading level={1}>This feedback link does not work</Heading>
        <Text>{messageOf(query.error)}</Text>
        <AppLink to="/" variant="standalone">
          Go to the home page
        </AppLink>
      </Stack>
    );
  return <FeedbackRequestPage hash={hash} request={query.data.data} />;
}

function FeedbackRequestPage({ hash, request }: { hash: string; request: PublicFeedbackRequest }) {
  const titleId = useId();
  const who = request.voice_actor_name;
  return (
    <Stack as="article" gap="xl" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Heading level={1} id={titleId}>
          {`Feedback on ${who}’s audition`}
        </Heading>
        <Text tone="muted">{`For the project “${request.project_name}”`}</Text>
      </Stack>
      <Stack as="section" gap="sm" aria-label="The message">
        <Heading level={2}>The request</Heading>
        <Text as="p">{request.request}</Text>
      </Stack>
      <Stack as="section" gap="sm" aria-label="The audition">
        <Heading level={2}>Listen</Heading>
        {request.recordings.length === 0 ? (
          <Text>This audition has no recording to play any more.</Text>
        ) : (
          request.recordings.map((recording, index) => (
            <AudioPlayer
              key={recording.url}
              src={recording.url}
              title={index === 0 && recording.name === 'Audition' ? `Audition by ${who}` : recording.name}
              streamOnly
            />
          ))
        )}
      </Stack>
      <FeedbackForm hash={hash} />
    </Stack>
  );
}

function FeedbackForm({ hash }: { hash: string }) {
  const [feedback, setFeedback] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (text: string) => (await createFeedback(hash, { feedback: text })).data,
    meta: { errors: 'local' },
    onSuccess: () => {
      setFeedback('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = feedback.trim();
    if (text === '') {
      setProblem('Write your feedback first.');
      return;
    }
    setProblem(null);
    if (!send.isPending) send.mutate(text);
  };
  if (send.isSuccess)
    return (
      <Card>
        <Stack gap="sm" role="status">
          <Heading level={2}>Thank you, your feedback was sent</Heading>
          <Text>The person who asked can read it now, and may reply.</Text>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                send.reset();
              }}
            >
              Add more feedback
            </Button>
          </div>
        </Stack>
      </Card>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Your feedback">
      <Stack gap="sm">
        <TextArea
          label="Your feedback"
          hint="What works, what could be better: the pace, the tone, the words."
          required
          maxLength={FEEDBACK_MAX}
          value={feedback}
          {...(problem === null ? {} : { error: problem })}
          onValueChange={({ value }) => {
            setFeedback(value);
            if (problem !== null) setProblem(null);
          }}
        />
        {send.isError ? (
          <Text tone="danger" role="alert">
            {messageOf(send.error)}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={send.isPending}>
            Send feedback
          </Button>
        </div>
      </Stack>
    </form>
  );
}
