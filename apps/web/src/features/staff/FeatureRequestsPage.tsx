import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin, viewerOf } from '@vo/machines';
import type { FeatureRequest, FeatureRequestStatus } from '@vo/sdk';
import {
  createFeatureRequest,
  getListFeatureRequestsQueryKey,
  getListFeatureRequestsQueryOptions,
  updateFeatureRequest,
} from '@vo/sdk/hooks';
import { Button, Checkbox, Heading, Inline, Select, Stack, Text, TextArea, TextField } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { useUser } from '../../lib/AppContext';
import { PagedList } from '../../lib/paging';
import { LOCAL_ERRORS, refusalOf } from './staffQuery';

/** Requests on one page of the list. */
export const FEATURE_REQUESTS_PAGE_SIZE = 20;

export const REQUEST_STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  open: 'Open',
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Declined',
};
const STATUSES = Object.keys(REQUEST_STATUS_LABELS) as FeatureRequestStatus[];
const statusOf = (value: string) => STATUSES.find((status) => status === value);

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/**
 * `/feature-requests` (spec section 7's feature_request POST and PATCH, for testers): a tester files a
 * request (title, description, the page it is about), reads the requests filed, and moves their own
 * through its statuses; an admin moves any.
 */
export function FeatureRequestsPage() {
  return (
    <Stack gap="lg">
      <Heading level={1}>Feature requests</Heading>
      <FileRequest />
      <Requests />
    </Stack>
  );
}

const TITLE_MIN = 3;

function FileRequest() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [page, setPage] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const file = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () =>
      createFeatureRequest({ title, description, ...(page.trim() === '' ? {} : { page_url: page.trim() }) }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async (reply) => {
      setSaid({ tone: 'done', text: `Filed “${reply.data.title}”.` });
      setTitle('');
      setDescription('');
      setPage('');
      await queryClient.invalidateQueries({ queryKey: getListFeatureRequestsQueryKey() });
    },
    // What was typed stays; the server's words say what to change.
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      ...(title.trim().length < TITLE_MIN
        ? { title: `A title of at least ${String(TITLE_MIN)} characters is required.` }
        : {}),
      ...(description.trim() === '' ? { description: 'Describe the feature.' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) file.mutate();
  }
  return (
    <form onSubmit={submit} aria-label="File a feature request" noValidate>
      <Stack gap="sm">
        <Heading level={2}>File a request</Heading>
        <TextField
          label="Title"
          required
          maxLength={255}
          value={title}
          error={errors.title}
          onValueChange={({ value }) => {
            setTitle(value);
          }}
        />
        <TextArea
          label="Description"
          required
          maxLength={5000}
          value={description}
          error={errors.description}
          onValueChange={({ value }) => {
            setDescription(value);
          }}
        />
        <TextField
          label="Page it is about"
          type="url"
          hint="Optional: the address of the page."
          value={page}
          onValueChange={({ value }) => {
            setPage(value);
          }}
        />
        <Inline gap="sm">
          <Button type="submit" loading={file.isPending}>
            File the request
          </Button>
        </Inline>
        {said === null ? null : said.tone === 'done' ? (
          <Text role="status">{said.text}</Text>
        ) : (
          <Text role="alert" tone="danger">
            {said.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}

function Requests() {
  const [status, setStatus] = useState<FeatureRequestStatus | ''>('');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...getListFeatureRequestsQueryOptions({
      ...(status === '' ? {} : { status }),
      ...(mine ? { mine: true } : {}),
      page,
      size: FEATURE_REQUESTS_PAGE_SIZE,
    }),
    meta: LOCAL_ERRORS,
  });
  return (
    <Stack as="section" gap="sm" aria-label="Requests filed">
      <Heading level={2}>Requests filed</Heading>
      <Inline gap="md" align="end">
        <Select
          label="Status"
          options={[
            { value: '', label: 'Every status' },
            ...STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] })),
          ]}
          value={status}
          onValueChange={({ value }) => {
            setStatus(statusOf(value) ?? '');
            setPage(1);
          }}
        />
        <Checkbox
          label="Only mine"
          checked={mine}
          onCheckedChange={({ checked }) => {
            setMine(checked);
            setPage(1);
          }}
        />
      </Inline>
      <PagedList
        query={query}
        label="Feature requests"
        loadingLabel="Loading the requests"
        failed={{ title: 'The feature requests could not be loaded', headingLevel: 3 }}
        empty={{ title: 'No feature request', message: 'Requests testers file show here.' }}
        page={page}
        onPage={setPage}
        itemKey={(request) => request.id}
        renderItem={(request) => <RequestRow request={request} />}
        gap="md"
      />
    </Stack>
  );
}

function RequestRow({ request }: { request: FeatureRequest }) {
  const queryClient = useQueryClient();
  const user = useUser();
  const titleId = useId();
  const mayChange = user !== null && (user.id === request.user_id || isAdmin(viewerOf(user)));
  const [said, setSaid] = useState<string | null>(null);
  const move = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (next: FeatureRequestStatus) => updateFeatureRequest(request.id, { status: next }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getListFeatureRequestsQueryKey() });
    },
    onError: (error) => {
      setSaid(refusalOf(error));
    },
  });
  return (
    <Stack as="article" gap="xs" aria-labelledby={titleId}>
      <Heading level={3} id={titleId}>
        {request.title}
      </Heading>
      <Text size="sm" tone="muted">
        {`${REQUEST_STATUS_LABELS[request.status]} · filed ${dateOf(request.created_at)}${user?.id === request.user_id ? ' by you' : ''}`}
      </Text>
      <Text>{request.description}</Text>
      {request.page_url === null || request.page_url === undefined ? null : (
        <Text size="sm">{`Page: ${request.page_url}`}</Text>
      )}
      {mayChange ? (
        <Select
          label={`Status of ${request.title}`}
          options={STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))}
          value={request.status}
          disabled={move.isPending}
          onValueChange={({ value }) => {
            const next = statusOf(value);
            if (next !== undefined && next !== request.status) move.mutate(next);
          }}
        />
      ) : null}
      {said === null ? null : (
        <Text role="alert" tone="danger">
          {said}
        </Text>
      )}
    </Stack>
  );
}
