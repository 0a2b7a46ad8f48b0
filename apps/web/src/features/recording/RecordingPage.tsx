// A booking's recording (/projects/{id}/recording and /recording/{deliverableId}): the client plays
// it (streamed), and accepts it, asks for a revision (saying how many remain) or rejects it (advised
// to ask for a revision first, and asked to confirm); Report leads to the report form. Opening a sent
// recording marks it reviewed. The voice actor sees where it stands and sends it (again).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoAcceptDelayMs, autoAcceptsAt, MAX_TIMER_DELAY_MS } from '@vo/machines';
import { ApiError, type ApiClient } from '@vo/sdk';
import type { Deliverable, DeliverableStatus } from '@vo/sdk/hooks';
import { Banner, Button, EmptyState, Heading, Inline, Skeleton, Stack, Text, TextArea } from '@vo/ui';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { flaggingPath } from '../../routes/table';
import { isBookedVoiceActor, useRecordingOutlet } from './recordingOutlet';
import {
  deliverableIdFrom,
  LOCAL_ERRORS,
  recordingKeys,
  recordingQuery,
  revisionsLeft,
} from './recordingQuery';
import { acceptRecording, rejectRecording, requestRevision, reviewRecording } from './recordingSend';

/** Where the recording stands, as both sides read it. */
const STATUS_TEXT: Record<DeliverableStatus, string> = {
  created: 'Not sent yet',
  posted: 'Sent: waiting for the client’s decision',
  reviewed: 'Reviewed: waiting for the client’s decision',
  revision_requested: 'Revision asked: waiting for the revised recording',
  accepted: 'Accepted: the booking is complete',
  rejected: 'Rejected: the booking is complete',
  flagged: 'Flagged: waiting for the client’s decision',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How often a page past the moment asks again until the queue's job has accepted the recording. */
const AFTER_DEADLINE_POLL_MS = 5000;

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

export function RecordingPage() {
  const { project, projectRef, viewer } = useRecordingOutlet();
  const deliverableId = deliverableIdFrom(useParams().deliverableId);
  const query = useQuery(recordingQuery(projectRef, deliverableId));
  const voiceActor = isBookedVoiceActor(project, viewer);
  return (
    <QueryState
      query={query}
      loading={
        <Stack role="status" aria-busy="true" aria-label="Loading the recording">
          <Skeleton lines={4} />
        </Stack>
      }
      failed={{ title: 'The recording could not be loaded', headingLevel: 2 }}
      isEmpty={(recording) => recording === null}
      empty={
        <EmptyState
          title="No recording yet"
          message={
            voiceActor
              ? 'Send the recording when it is ready: the client is told at once.'
              : 'The voice actor has not sent the recording yet: you are told when they do.'
          }
          action={
            voiceActor ? (
              <AppLink to={`/projects/${projectRef}/recording/edit`}>Send the recording</AppLink>
            ) : undefined
          }
        />
      }
    >
      {(recording) =>
        recording === null ? null : (
          <RecordingView recording={recording} projectRef={projectRef} voiceActor={voiceActor} />
        )
      }
    </QueryState>
  );
}

type Decision = 'accept' | 'revision' | 'reject' | 'review';

function RecordingView({
  recording,
  projectRef,
  voiceActor,
}: {
  recording: Deliverable;
  projectRef: string;
  voiceActor: boolean;
}) {
  const headingId = useId();
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();
  const [revisionText, setRevisionText] = useState('');
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = new Set(recording.allowed_actions ?? []);

  const decide = useMutation({
    mutationFn: ({ decision, text }: { decision: Decision; text?: string }) =>
      run(session.client, recording.id, decision, text ?? ''),
    meta: LOCAL_ERRORS,
    onError: (error) => {
      setProblem(messageOf(error));
    },
    onSuccess: async (_data, { decision }) => {
      setProblem(null);
      setConfirmingReject(false);
      if (decision === 'revision') setRevisionText('');
      await Promise.all(
        recordingKeys(projectRef).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (decision !== 'review') notices.message(DONE[decision]);
    },
  });

  // Opening a sent recording is the client's review of it (once: the status moves on).
  const mustReview = allowed.has('review');
  const { mutate } = decide;
  useEffect(() => {
    if (mustReview) mutate({ decision: 'review' });
  }, [mustReview, mutate]);

  const left = revisionsLeft(recording);
  const deciding = decide.isPending;

  // The recording is accepted by the server's job at its moment: an open page reads it again then
  // (and every few seconds after, until the job has run), so both sides see the booking complete.
  const clock = autoAcceptsAt(recording);
  useEffect(() => {
    const delay = autoAcceptDelayMs(clock, Date.now());
    if (delay === null || delay > MAX_TIMER_DELAY_MS) return undefined;
    const refresh = () => {
      void Promise.all(
        recordingKeys(projectRef).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    const due = setTimeout(() => {
      refresh();
      poll = setInterval(refresh, AFTER_DEADLINE_POLL_MS);
    }, delay + 1000);
    return () => {
      clearTimeout(due);
      clearInterval(poll);
    };
  }, [clock, projectRef, queryClient]);

  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={2} id={headingId}>
          The recording
        </Heading>
        <Text weight="medium">{STATUS_TEXT[recording.status]}</Text>
        {clock === null ? null : (
          <Text>
            {voiceActor
              ? `Accepted automatically on ${dateTime.format(new Date(clock))} unless the client decides first.`
              : `Accepted automatically on ${dateTime.format(new Date(clock))} unless you decide first.`}
          </Text>
        )}
      </Stack>
      {recording.files.map((file) => (
        <Stack gap="xs" key={file.url}>
          <Text>{file.name}</Text>
          <audio controls preload="none" src={file.url} aria-label={`Play ${file.name}`} />
        </Stack>
      ))}
      {recording.link === null ? null : (
        <Text>
          Link to the recording:{' '}
          <a href={recording.link} target="_blank" rel="noreferrer noopener">
            {recording.link}
          </a>
        </Text>
      )}
      {recording.revision_request === null ? null : (
        <Banner label="Revision asked" title="Revision asked">
          {recording.revision_request}
        </Banner>
      )}
      {voiceActor && (recording.status === 'created' || recording.status === 'revision_requested') ? (
        <AppLink to={`/projects/${projectRef}/recording/${String(recording.id)}/edit`}>
          {recording.status === 'created' ? 'Send the recording' : 'Send the revised recording'}
        </AppLink>
      ) : null}
      {problem === null ? null : (
        <Banner label="Not done" tone="danger" role="alert">
          {problem}
        </Banner>
      )}
      {allowed.has('accept') ? (
        <Inline gap="sm">
          <Button
            disabled={deciding}
            onClick={() => {
              decide.mutate({ decision: 'accept' });
            }}
          >
            Accept the recording
          </Button>
        </Inline>
      ) : null}
      {voiceActor || recording.status === 'accepted' || recording.status === 'rejected' ? null : (
        <Text tone="muted">{`${left} of the ${String(recording.revisions_allowed)} this booking includes.`}</Text>
      )}
      {allowed.has('request_revision') ? (
        <Stack gap="sm">
          <Heading level={3}>Ask for a revision</Heading>
          <TextArea
            label="What should change"
            value={revisionText}
            maxLength={5000}
            onValueChange={({ value }) => {
              setRevisionText(value);
            }}
          />
          <Inline gap="sm">
            <Button
              variant="secondary"
              disabled={deciding}
              onClick={() => {
                if (revisionText.trim() === '') {
                  setProblem('Say what should change in the revision.');
                  return;
                }
                decide.mutate({ decision: 'revision', text: revisionText.trim() });
              }}
            >
              Ask for a revision
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {allowed.has('reject') ? (
        confirmingReject ? (
          <Banner
            label="Reject the recording"
            tone="warning"
            title="Reject the recording?"
            role="alertdialog"
            actions={
              <Inline gap="sm">
                <Button
                  variant="danger"
                  disabled={deciding}
                  onClick={() => {
                    decide.mutate({ decision: 'reject' });
                  }}
                >
                  Yes, reject it
                </Button>
                <Button
                  variant="tertiary"
                  onClick={() => {
                    setConfirmingReject(false);
                  }}
                >
                  Keep it
                </Button>
              </Inline>
            }
          >
            {recording.revisions_used === 0 && allowed.has('request_revision')
              ? `We advise asking for a revision first (${left.toLowerCase()}): rejecting completes the booking without the recording.`
              : 'Rejecting completes the booking without the recording.'}
          </Banner>
        ) : (
          <Inline gap="sm">
            <Button
              variant="tertiary"
              onClick={() => {
                setConfirmingReject(true);
              }}
            >
              Reject the recording
            </Button>
          </Inline>
        )
      ) : null}
      {voiceActor ? null : (
        <AppLink to={flaggingPath('deliverable', recording.id)}>Report this recording</AppLink>
      )}
    </Stack>
  );
}

const DONE: Record<Exclude<Decision, 'review'>, string> = {
  accept: 'Recording accepted',
  revision: 'Revision asked',
  reject: 'Recording rejected',
};

function run(client: ApiClient, id: number, decision: Decision, text: string) {
  switch (decision) {
    case 'review':
      return reviewRecording(client, id);
    case 'accept':
      return acceptRecording(client, id);
    case 'revision':
      return requestRevision(client, id, text);
    case 'reject':
      return rejectRecording(client, id);
  }
}
