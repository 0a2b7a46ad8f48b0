import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SampleTags, Tag, TagsFileImportResult } from '@vo/sdk';
import {
  appendExcludedTags,
  extractTags,
  getListTagsQueryKey,
  getListTagsQueryOptions,
  saveTag,
  uploadTagsFile,
} from '@vo/sdk/hooks';
import {
  Button,
  Checkbox,
  FileDrop,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { PagedList } from '../../lib/paging';
import { LOCAL_ERRORS, idFrom, refusalOf } from './staffQuery';
import { Said, Section } from './staffUi';

/** Tags on one page of the list. */
export const TAGS_PAGE_SIZE = 20;

const tagNames = (tags: readonly Tag[]) => tags.map((tag) => tag.name).join(', ');

/**
 * `/admin/tags` (spec section 6: admins manage tags; section 7's tags, tags/file, tags/extract_tags,
 * tags/append_excluded): the tag list with each tag's use, excluded or not; a file of tags imported;
 * the tags a text is about; tags excluded from one sample.
 */
export function TagsPage() {
  return (
    <Stack gap="lg">
      <Heading level={1}>Tags</Heading>
      <ImportFile />
      <TagList />
      <Extract />
      <ExcludeFromSample />
    </Stack>
  );
}

const importLine = (result: TagsFileImportResult) =>
  `Imported: ${String(result.created)} created, ${String(result.updated)} put on the excluded list, ${String(result.skipped)} skipped.`;

function ImportFile() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [excluded, setExcluded] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (chosen: File) => uploadTagsFile({ file: chosen, excluded }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async (reply) => {
      setSaid({ tone: 'done', text: importLine(reply.data) });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: getListTagsQueryKey() });
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  return (
    <Section title="Import a file of tags">
      <FileDrop
        label="Tags file"
        hint="A txt or csv file of at most 1 MB, one tag per line (a csv line's first cell)."
        browseLabel="Choose a file"
        extensions={['txt', 'csv']}
        onFilesSelected={({ files }) => {
          setFile(files[0] ?? null);
        }}
      />
      {file === null ? null : <Text>{`Chosen: ${file.name}`}</Text>}
      <Checkbox
        label="Put every tag of the file on the excluded list"
        checked={excluded}
        onCheckedChange={({ checked }) => {
          setExcluded(checked);
        }}
      />
      <Inline gap="sm">
        <Button
          disabled={file === null}
          loading={run.isPending}
          onClick={() => {
            if (file !== null) run.mutate(file);
          }}
        >
          Import the tags
        </Button>
      </Inline>
      <Said said={said} />
    </Section>
  );
}

const EXCLUDED_FILTERS = [
  { value: '', label: 'Every tag' },
  { value: 'false', label: 'Proposed tags' },
  { value: 'true', label: 'Excluded tags' },
] as const;

function TagList() {
  const [keywords, setKeywords] = useState('');
  const [excluded, setExcluded] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...getListTagsQueryOptions({
      ...(keywords.trim() === '' ? {} : { keywords: keywords.trim() }),
      ...(excluded === '' ? {} : { excluded: excluded === 'true' }),
      page,
      size: TAGS_PAGE_SIZE,
    }),
    meta: LOCAL_ERRORS,
  });
  return (
    <Section title="Tag list">
      <Inline gap="md" align="end">
        <TextField
          label="Tags containing"
          type="search"
          value={keywords}
          onValueChange={({ value }) => {
            setKeywords(value);
            setPage(1);
          }}
        />
        <Select
          label="Show"
          options={EXCLUDED_FILTERS}
          value={excluded}
          onValueChange={({ value }) => {
            setExcluded(value === 'true' || value === 'false' ? value : '');
            setPage(1);
          }}
        />
      </Inline>
      <AddTag />
      <PagedList
        query={query}
        label="Tags"
        loadingLabel="Loading the tags"
        failed={{ title: 'The tags could not be loaded', headingLevel: 3 }}
        empty={{ title: 'No tag matches', message: 'Add one, or import a file of tags.' }}
        page={page}
        onPage={setPage}
        itemKey={(tag) => tag.id}
        renderItem={(tag) => <TagRow tag={tag} />}
        gap="sm"
      />
    </Section>
  );
}

function useSaveTag(onSaid: (said: Said) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (input: { name: string; excluded: boolean }) => saveTag(input),
    onMutate: () => {
      onSaid(null);
    },
    onSuccess: async (reply) => {
      const tag = reply.data;
      onSaid({
        tone: 'done',
        text: `${reply.status === 201 ? 'Added' : 'Saved'} “${tag.name}”: ${tag.excluded ? 'excluded, never proposed' : 'proposed'}.`,
      });
      await queryClient.invalidateQueries({ queryKey: getListTagsQueryKey() });
    },
    onError: (error) => {
      onSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
}

function AddTag() {
  const [name, setName] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const save = useSaveTag((next) => {
    setSaid(next);
    if (next?.tone === 'done') setName('');
  });
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() !== '') save.mutate({ name, excluded: false });
  }
  return (
    <form onSubmit={add} aria-label="Add a tag">
      <Stack gap="xs">
        <Inline gap="sm" align="end">
          <TextField
            label="New tag"
            value={name}
            maxLength={60}
            onValueChange={({ value }) => {
              setName(value);
            }}
          />
          <Button type="submit" variant="secondary" loading={save.isPending} disabled={name.trim() === ''}>
            Add the tag
          </Button>
        </Inline>
        <Said said={said} />
      </Stack>
    </form>
  );
}

function TagRow({ tag }: { tag: Tag }) {
  const [said, setSaid] = useState<Said>(null);
  const save = useSaveTag(setSaid);
  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Text weight="bold">{tag.name}</Text>
        <Text size="sm" tone="muted">
          {`${tag.usage_count === 1 ? '1 sample' : `${String(tag.usage_count)} samples`}${tag.excluded ? ' · excluded' : ''}`}
        </Text>
        <Button
          size="small"
          variant="tertiary"
          aria-label={tag.excluded ? `Propose again: ${tag.name}` : `Exclude ${tag.name}`}
          loading={save.isPending}
          onClick={() => {
            save.mutate({ name: tag.name, excluded: !tag.excluded });
          }}
        >
          {tag.excluded ? 'Propose again' : 'Exclude'}
        </Button>
      </Inline>
      <Said said={said} />
    </Stack>
  );
}

function Extract() {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Tag[] | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => extractTags({ text }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: (reply) => {
      setFound(reply.data.tags);
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  return (
    <Section title="Extract tags from a text">
      <TextArea
        label="Text"
        value={text}
        maxLength={10000}
        onValueChange={({ value }) => {
          setText(value);
        }}
      />
      <Inline gap="sm">
        <Button
          variant="secondary"
          disabled={text.trim() === ''}
          loading={run.isPending}
          onClick={() => {
            run.mutate();
          }}
        >
          Extract the tags
        </Button>
      </Inline>
      {found === null ? null : (
        <Text role="status">
          {found.length === 0 ? 'No tag found in this text.' : `Tags found: ${tagNames(found)}`}
        </Text>
      )}
      <Said said={said} />
    </Section>
  );
}

function ExcludeFromSample() {
  const [sample, setSample] = useState('');
  const [names, setNames] = useState('');
  const [result, setResult] = useState<SampleTags | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const sampleId = idFrom(sample.trim());
  const tags = [
    ...new Set(
      names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    ),
  ];
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (id: number) => appendExcludedTags(id, { tags }),
    onMutate: () => {
      setSaid(null);
      setResult(null);
    },
    onSuccess: (reply) => {
      setResult(reply.data);
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  return (
    <Section title="Exclude tags from a sample">
      <Inline gap="md" align="end">
        <TextField
          label="Sample id"
          inputMode="numeric"
          value={sample}
          error={sample.trim() !== '' && sampleId === null ? 'A sample id is a whole number.' : undefined}
          onValueChange={({ value }) => {
            setSample(value);
          }}
        />
        <TextField
          label="Tags to exclude"
          hint="Separated by commas."
          value={names}
          onValueChange={({ value }) => {
            setNames(value);
          }}
        />
      </Inline>
      <Inline gap="sm">
        <Button
          variant="secondary"
          disabled={sampleId === null || tags.length === 0}
          loading={run.isPending}
          onClick={() => {
            if (sampleId !== null) run.mutate(sampleId);
          }}
        >
          Exclude from the sample
        </Button>
      </Inline>
      {result === null ? null : (
        <Text role="status">
          {`Sample ${String(result.sample_id)} carries ${result.tags.length === 0 ? 'no tag' : tagNames(result.tags)}; excluded: ${tagNames(result.excluded_tags)}.`}
        </Text>
      )}
      <Said said={said} />
    </Section>
  );
}
