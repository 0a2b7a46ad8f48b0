import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Demo, Sample } from '@vo/sdk';
import {
  getCreateProviderDemoMutationOptions,
  getDeleteProviderDemoMutationOptions,
  getReorderProviderDemosMutationOptions,
  getSortDemoSamplesMutationOptions,
  getUpdateProviderDemoMutationOptions,
} from '@vo/sdk/hooks';
import { Button, DemoList, Heading, Inline, Text, TextField } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { invalidateProfile } from './editorQuery';
import { errorOf, LOCAL_ERRORS, saveProblem, type SaveProblem } from './formErrors';
import * as styles from './ProfileEditorPage.css';

const NAME_FIELDS: Record<string, string> = { '/body/name': 'name' };

/**
 * The voice actor's demos (playlists): create, rename, delete (its samples stay, unassigned), move
 * a playlist or a sample inside one by drag or by keyboard (PATCH reorder_demos, POST sort_samples).
 * Shown 4 to a page, the provider's page size (spec section 9).
 */
export function PlaylistsSection({
  providerId,
  demos,
  samples,
}: {
  providerId: number;
  demos: readonly Demo[];
  samples: readonly Sample[];
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => invalidateProfile(queryClient, providerId);
  const failed = (error: Error) => {
    setProblem(error.message);
    // What is shown went ahead of the server: show what the server kept.
    void refresh();
  };
  const reorder = useMutation({
    ...getReorderProviderDemosMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: refresh,
    onError: failed,
  });
  const sort = useMutation({
    ...getSortDemoSamplesMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    ...getDeleteProviderDemoMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: refresh,
    onError: failed,
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Playlists
      </Heading>
      <Text tone="muted">
        Group your samples into playlists (demos). Drag a handle, or focus it and press Space, the arrow keys
        and Space again, to change the order.
      </Text>
      <NewPlaylist providerId={providerId} />
      {demos.length > 0 ? (
        <ul className={styles.plainList} aria-label="Rename playlists">
          {demos.map((demo) => (
            <li key={`${String(demo.id)}:${demo.name}`}>
              <RenamePlaylist providerId={providerId} demo={demo} />
            </li>
          ))}
        </ul>
      ) : null}
      {problem !== null ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <DemoList
        view="provider"
        headingLevel={3}
        demos={demos}
        samples={samples}
        labels={{ heading: 'Your playlists', noDemos: 'No playlists yet. Create one above.' }}
        onReorderDemos={({ from, to }) => {
          setProblem(null);
          reorder.mutate({ id: providerId, data: { from, to } });
        }}
        onSortSamples={({ demoId, sampleIds }) => {
          setProblem(null);
          sort.mutate({ id: demoId, data: { sample_ids: sampleIds } });
        }}
        onDeleteDemo={({ demoId }) => {
          setProblem(null);
          remove.mutate({ id: providerId, demoId });
        }}
      />
    </section>
  );
}

function NewPlaylist({ providerId }: { providerId: number }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const create = useMutation({
    ...getCreateProviderDemoMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: async () => {
      setName('');
      await invalidateProfile(queryClient, providerId);
    },
    onError: (error) => {
      setProblem(saveProblem(error, NAME_FIELDS));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (name.trim() === '') {
      setProblem({ field: 'name', message: 'Give the playlist a name.' });
      return;
    }
    create.mutate({ id: providerId, data: { name: name.trim() } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New playlist">
      <Inline gap="sm" align="end" wrap>
        <TextField
          label="New playlist name"
          maxLength={120}
          value={name}
          onValueChange={({ value }) => {
            setName(value);
          }}
          error={errorOf(problem, 'name') ?? (problem?.field === null ? problem.message : undefined)}
        />
        <Button type="submit" variant="secondary" loading={create.isPending}>
          Create playlist
        </Button>
      </Inline>
    </form>
  );
}

function RenamePlaylist({ providerId, demo }: { providerId: number; demo: Demo }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(demo.name);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const rename = useMutation({
    ...getUpdateProviderDemoMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: () => invalidateProfile(queryClient, providerId),
    onError: (error) => {
      setProblem(saveProblem(error, NAME_FIELDS));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (name.trim() === '') {
      setProblem({ field: 'name', message: 'Give the playlist a name.' });
      return;
    }
    rename.mutate({ id: providerId, demoId: demo.id, data: { name: name.trim() } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${demo.name}`}>
      <Inline gap="sm" align="end" wrap>
        <TextField
          label={`Name of ${demo.name}`}
          maxLength={120}
          value={name}
          onValueChange={({ value }) => {
            setName(value);
          }}
          error={errorOf(problem, 'name') ?? (problem?.field === null ? problem.message : undefined)}
        />
        <Button type="submit" variant="secondary" loading={rename.isPending} disabled={name === demo.name}>
          Rename
        </Button>
      </Inline>
    </form>
  );
}
