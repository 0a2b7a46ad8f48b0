import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Demo, Sample } from '@vo/sdk';
import {
  getDeleteProviderSampleMutationOptions,
  getUpdateProviderSampleMutationOptions,
  listTags,
} from '@vo/sdk/hooks';
import { AudioPlayer, Button, Combobox, Inline, Select, TagInput, Text, TextField } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { invalidateProfile } from './editorQuery';
import { errorOf, LOCAL_ERRORS, saveProblem, type SaveProblem } from './formErrors';
import * as styles from './ProfileEditorPage.css';

/** The tagging tour's anchor on the first sample's tag field (features/hints: TAGGING_TOUR_ANCHORS.edit). */
export const TAG_INPUT_ANCHOR_ID = 'profile-tag-input';

const FIELDS: Record<string, string> = {
  '/body/name': 'name',
  '/body/demo_id': 'demo',
  '/body/tags': 'tags',
};

interface SampleForm {
  name: string;
  demoId: string;
  tags: string[];
}

const formOf = (sample: Sample): SampleForm => ({
  name: sample.name,
  demoId: sample.demo_id === null ? '' : String(sample.demo_id),
  tags: sample.tags ?? [],
});

/**
 * One sample: listen to it, rename it, put it in a playlist (or none), tag it (PATCH
 * providers/{id}/samples/{sampleId}), or delete it. Known tags (GET tags) are offered while typing.
 */
export function SampleEditor({
  sample,
  providerId,
  demos,
  anchorTags,
}: {
  sample: Sample;
  providerId: number;
  demos: readonly Demo[];
  /** This sample's tag field anchors the tagging tour. */
  anchorTags: boolean;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(sample));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [tagQuery, setTagQuery] = useState('');
  const save = useMutation({
    ...getUpdateProviderSampleMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: async () => {
      setSaved(true);
      await invalidateProfile(queryClient, providerId);
    },
    onError: (error) => {
      setProblem(saveProblem(error, FIELDS));
    },
  });
  const remove = useMutation({
    ...getDeleteProviderSampleMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: () => invalidateProfile(queryClient, providerId),
    onError: (error) => {
      setProblem(saveProblem(error));
    },
  });
  const edit = (change: Partial<SampleForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (form.name.trim() === '') {
      setProblem({ field: 'name', message: 'Give the sample a name.' });
      return;
    }
    save.mutate({
      id: providerId,
      sampleId: sample.id,
      data: {
        name: form.name.trim(),
        demo_id: form.demoId === '' ? null : Number(form.demoId),
        tags: form.tags,
      },
    });
  };

  return (
    <form className={styles.item} aria-label={`Sample ${sample.name}`} onSubmit={submit} noValidate>
      {sample.is_valid ? (
        <AudioPlayer
          src={sample.file}
          title={sample.name}
          duration={sample.duration ?? undefined}
          streamOnly
        />
      ) : (
        <Text tone="muted">{`${sample.name}: this file is being checked and cannot be played yet.`}</Text>
      )}
      <TextField
        label="Sample name"
        maxLength={120}
        value={form.name}
        onValueChange={({ value }) => {
          edit({ name: value });
        }}
        error={errorOf(problem, 'name')}
      />
      <Select
        label="Playlist"
        placeholder="No playlist (unassigned)"
        options={demos.map((demo) => ({ value: String(demo.id), label: demo.name }))}
        value={form.demoId}
        onValueChange={({ value }) => {
          edit({ demoId: value });
        }}
        error={errorOf(problem, 'demo')}
      />
      <TagInput
        id={anchorTags ? TAG_INPUT_ANCHOR_ID : undefined}
        label="Tags"
        hint="Words clients search for: language, style, use. Press Enter after each."
        value={form.tags}
        onValueChange={({ value }) => {
          edit({ tags: value });
        }}
        validate={(tag) => (tag.length > 255 ? 'A tag holds at most 255 characters.' : null)}
        error={errorOf(problem, 'tags')}
      />
      <Combobox
        label="Add a known tag"
        value={tagQuery}
        onValueChange={({ value }) => {
          setTagQuery(value);
        }}
        loadOptions={async ({ query, signal }) => {
          const text = query.trim();
          if (text === '') return [];
          const { data } = await listTags(
            { keywords: text.slice(0, 60), excluded: false, size: 10 },
            { signal },
          );
          return data.map((tag) => ({ value: tag.name, label: tag.name }));
        }}
        onSelect={({ option }) => {
          if (!form.tags.includes(option.value)) edit({ tags: [...form.tags, option.value] });
          setTagQuery('');
        }}
      />
      <Inline gap="sm" align="center" wrap>
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save sample
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => {
            setProblem(null);
            remove.mutate({ id: providerId, sampleId: sample.id });
          }}
        >
          {`Delete ${sample.name}`}
        </Button>
        {problem !== null && problem.field === null ? (
          <p role="alert" className={styles.formError}>
            {problem.message}
          </p>
        ) : null}
        {saved ? (
          <Text role="status" tone="success">
            Saved.
          </Text>
        ) : null}
      </Inline>
    </form>
  );
}
