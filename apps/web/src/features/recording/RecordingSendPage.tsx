// The voice actor's page to send the recording of a booking (/projects/{id}/recording/edit) and to
// send it again after a revision request (/projects/{id}/recording/{deliverableId}/edit): a file,
// uploaded with its progress (cancellable), or a link to it, or both. A refusal shows in the
// server's words beside the form, and what was chosen and typed stays.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deliverable, Project } from '@vo/sdk/hooks';
import { Banner, Button, Heading, Inline, Skeleton, Stack, Text, TextField } from '@vo/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@vo/sdk';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { AudioFileField } from '../../lib/uploads/AudioFileField';
import { isBookedVoiceActor, useRecordingOutlet } from './recordingOutlet';
import { deliverableIdFrom, LOCAL_ERRORS, recordingKeys, recordingQuery } from './recordingQuery';
import { recordingProblem, sendRecording, type RecordingFields } from './recordingSend';

type Problem = { field: 'file' | 'link' | 'form'; message: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

export function RecordingSendPage() {
  const { project, projectRef, viewer } = useRecordingOutlet();
  const deliverableId = deliverableIdFrom(useParams().deliverableId);
  const query = useQuery(recordingQuery(projectRef, deliverableId));
  if (!isBookedVoiceActor(project, viewer))
    return (
      <Banner label="Recording" tone="warning">
        Only the voice actor booked on this project sends its recording.
      </Banner>
    );
  return (
    <QueryState
      query={query}
      loading={
        <Stack role="status" aria-busy="true" aria-label="Loading the recording">
          <Skeleton lines={4} />
        </Stack>
      }
      failed={{ title: 'The recording could not be loaded', headingLevel: 2 }}
    >
      {(recording) =>
        recording !== null && recording.status !== 'created' && recording.status !== 'revision_requested' ? (
          <Stack gap="md">
            <Heading level={2}>Your recording was sent</Heading>
            <Text>The client decides on it now: you can send it again if they ask for a revision.</Text>
            <AppLink to={`/projects/${projectRef}/recording/${String(recording.id)}`}>
              See the recording
            </AppLink>
          </Stack>
        ) : (
          <RecordingForm project={project} projectRef={projectRef} recording={recording} />
        )
      }
    </QueryState>
  );
}

function RecordingForm({
  project,
  projectRef,
  recording,
}: {
  project: Project;
  projectRef: string;
  recording: Deliverable | null;
}) {
  const headingId = useId();
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(recording?.link ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload under way.
  useEffect(() => () => controller.current?.abort(), []);
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.message : undefined);
  const revising = recording?.status === 'revision_requested';

  const send = useMutation({
    mutationFn: async (fields: RecordingFields) => {
      controller.current = new AbortController();
      if (fields.file !== null) setProgress(0);
      return sendRecording(project.id, recording, fields, {
        client: session.client,
        signal: controller.current.signal,
        onProgress: ({ fraction }) => {
          setProgress(Math.min(99, Math.round(fraction * 100)));
        },
      });
    },
    meta: LOCAL_ERRORS,
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
    onError: (error) => {
      // The server's words; an upload the voice actor stopped says so.
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      setProblem({ field: 'form', message: aborted ? 'The upload was stopped.' : messageOf(error) });
    },
    onSuccess: async (id) => {
      await Promise.all(
        recordingKeys(projectRef).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      notices.message('Recording sent');
      await navigate(`/projects/${projectRef}/recording/${String(id)}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { file, link: link.trim() };
    const found = recordingProblem(fields);
    setProblem(found);
    if (found === null) send.mutate(fields);
  };

  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={2} id={headingId}>
          {revising ? 'Send the revised recording' : 'Send your recording'}
        </Heading>
        <Text tone="muted">
          Upload the recording, or give a link to it (a file-transfer link), or both. The client is told and
          decides on it; without their decision it is accepted automatically at its deadline.
        </Text>
      </Stack>
      {revising && recording.revision_request !== null ? (
        <Banner label="Revision asked" title="The client asks for a revision">
          {recording.revision_request}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="lg">
          <AudioFileField
            label={revising ? 'Your revised recording' : 'Your recording'}
            file={file}
            progress={progress}
            disabled={send.isPending}
            error={errorOf('file')}
            onAbort={() => {
              controller.current?.abort();
            }}
            onChange={({ file: chosen, refused }) => {
              setProblem(refused === null ? null : { field: 'file', message: refused });
              setFile(chosen);
            }}
          />
          <TextField
            label="Link to the recording"
            hint="Optional with a file: https://…"
            type="url"
            value={link}
            error={errorOf('link')}
            onValueChange={({ value }) => {
              setLink(value);
              if (problem?.field === 'link') setProblem(null);
            }}
          />
          {problem?.field === 'form' ? (
            <Banner label="Not sent" tone="danger" role="alert">
              {problem.message}
            </Banner>
          ) : null}
          <Inline gap="sm">
            <Button type="submit" loading={send.isPending}>
              {revising ? 'Send the revised recording' : 'Send the recording'}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
