import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkExperience } from '@vo/sdk';
import {
  getCreateProviderWorkExperienceMutationOptions,
  getDeleteProviderWorkExperienceMutationOptions,
  getListProviderWorkExperiencesQueryKey,
  getListProviderWorkExperiencesQueryOptions,
  getUpdateProviderWorkExperienceMutationOptions,
} from '@vo/sdk/hooks';
import { Button, Dialog, Heading, Inline, Skeleton, Stack, Text, TextArea, TextField } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { errorOf, LOCAL_ERRORS, saveProblem, type SaveProblem } from './formErrors';
import * as styles from './ProfileEditorPage.css';

/** The editor lists every credit (the API's largest page). */
const ALL_CREDITS = { size: 100 } as const;

const FIELDS: Record<string, string> = {
  '/body/year': 'year',
  '/body/title': 'title',
  '/body/client_name': 'client',
  '/body/role': 'role',
  '/body/description': 'description',
  '/body/url': 'url',
};

interface CreditForm {
  year: string;
  title: string;
  client: string;
  role: string;
  description: string;
  url: string;
}

const EMPTY: CreditForm = { year: '', title: '', client: '', role: '', description: '', url: '' };

const formOf = (credit: WorkExperience): CreditForm => ({
  year: String(credit.year),
  title: credit.title,
  client: credit.client_name ?? '',
  role: credit.role ?? '',
  description: credit.description ?? '',
  url: credit.url ?? '',
});

/** The request body of a form, or the first problem the form can tell without asking the server. */
function bodyOf(form: CreditForm) {
  const year = Number(form.year);
  if (!/^[0-9]{4}$/.test(form.year.trim()) || year < 1900)
    return { problem: { field: 'year', message: 'Enter the year as four digits, such as 2024.' } };
  if (form.title.trim() === '') return { problem: { field: 'title', message: 'Give the credit a title.' } };
  const url = form.url.trim();
  if (url !== '' && !/^https?:\/\/\S+$/.test(url))
    return { problem: { field: 'url', message: 'Enter a link that starts with https:// or http://.' } };
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    body: {
      year,
      title: form.title.trim(),
      client_name: text(form.client),
      role: text(form.role),
      description: text(form.description),
      url: url === '' ? null : url,
    },
  };
}

/** The public page and the editor read the same list: both refresh after a change. */
const invalidateCredits = (queryClient: QueryClient, providerId: number) =>
  queryClient.invalidateQueries({ queryKey: getListProviderWorkExperiencesQueryKey(providerId) });

/**
 * The credits on the profile, newest year first (GET providers/{id}/workExperiences): add one, edit
 * one in place, or delete one after confirming. A failed save keeps what was typed.
 */
export function WorkExperienceSection({ providerId }: { providerId: number }) {
  const headingId = useId();
  const query = useQuery({
    ...getListProviderWorkExperiencesQueryOptions(providerId, ALL_CREDITS),
    meta: LOCAL_ERRORS,
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Work experience
      </Heading>
      {query.isPending ? (
        <Skeleton lines={3} />
      ) : query.isError ? (
        <Inline gap="sm" align="center" wrap>
          <Text tone="danger" role="alert">
            {query.error.message}
          </Text>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Inline>
      ) : query.data.data.length === 0 ? (
        <Text tone="muted">No credits on your profile yet. Add your first one below.</Text>
      ) : (
        <ul className={styles.plainList} aria-label="Your credits">
          {query.data.data.map((credit) => (
            <li key={credit.id}>
              <Credit providerId={providerId} credit={credit} />
            </li>
          ))}
        </ul>
      )}
      <CreditEditor providerId={providerId} credit={null} onDone={() => undefined} />
    </section>
  );
}

/** One credit as the public page shows it, with Edit and Delete. */
function Credit({ providerId, credit }: { providerId: number; credit: WorkExperience }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    ...getDeleteProviderWorkExperienceMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: async () => {
      setConfirming(false);
      await invalidateCredits(queryClient, providerId);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(saveProblem(error).message);
    },
  });
  if (editing)
    return (
      <CreditEditor
        providerId={providerId}
        credit={credit}
        onDone={() => {
          setEditing(false);
        }}
      />
    );
  const details = [credit.role, credit.client_name].filter(Boolean).join(', ');
  return (
    <Stack gap="xs" className={styles.item}>
      <Text weight="bold">{`${String(credit.year)}: ${credit.title}`}</Text>
      {details === '' ? null : <Text tone="muted">{details}</Text>}
      {credit.description ? <Text>{credit.description}</Text> : null}
      {problem === null ? null : (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      )}
      <Inline gap="sm" wrap>
        <Button
          variant="secondary"
          aria-label={`Edit ${credit.title}`}
          onClick={() => {
            setProblem(null);
            setEditing(true);
          }}
        >
          Edit
        </Button>
        <Button
          variant="secondary"
          aria-label={`Delete ${credit.title}`}
          onClick={() => {
            setProblem(null);
            setConfirming(true);
          }}
        >
          Delete
        </Button>
      </Inline>
      <Dialog
        open={confirming}
        onOpenChange={({ open }) => {
          setConfirming(open);
        }}
        title="Delete this credit?"
        description={`${credit.title} (${String(credit.year)}) will no longer show on your profile.`}
        actions={
          <Inline gap="sm" justify="end">
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate({ id: providerId, experienceId: credit.id });
              }}
            >
              Delete credit
            </Button>
          </Inline>
        }
      />
    </Stack>
  );
}

/** The form of a new credit (credit null) or of an existing one; it keeps its text when a save fails. */
function CreditEditor({
  providerId,
  credit,
  onDone,
}: {
  providerId: number;
  credit: WorkExperience | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CreditForm>(() => (credit === null ? EMPTY : formOf(credit)));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const succeed = async () => {
    await invalidateCredits(queryClient, providerId);
    if (credit === null) {
      setForm(EMPTY);
      setSaved(true);
    }
    onDone();
  };
  const fail = (error: unknown) => {
    setProblem(saveProblem(error, FIELDS));
  };
  const create = useMutation({
    ...getCreateProviderWorkExperienceMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: succeed,
    onError: fail,
  });
  const update = useMutation({
    ...getUpdateProviderWorkExperienceMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: succeed,
    onError: fail,
  });
  const edit = (change: Partial<CreditForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...change }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = bodyOf(form);
    if (checked.problem) {
      setProblem(checked.problem);
      return;
    }
    if (credit === null) create.mutate({ id: providerId, data: checked.body });
    else update.mutate({ id: providerId, experienceId: credit.id, data: checked.body });
  };
  const name = credit === null ? 'New credit' : `Edit ${credit.title}`;
  return (
    <form className={styles.item} aria-label={name} onSubmit={submit} noValidate>
      {credit === null ? (
        <Heading level={3} size="sm">
          Add a credit
        </Heading>
      ) : null}
      <Inline gap="sm" align="start" wrap>
        <TextField
          label="Year"
          inputMode="numeric"
          maxLength={4}
          required
          value={form.year}
          onValueChange={({ value }) => {
            edit({ year: value });
          }}
          error={errorOf(problem, 'year')}
        />
        <TextField
          label="Title"
          hint="The production or project"
          maxLength={255}
          required
          value={form.title}
          onValueChange={({ value }) => {
            edit({ title: value });
          }}
          error={errorOf(problem, 'title')}
        />
      </Inline>
      <Inline gap="sm" align="start" wrap>
        <TextField
          label="Client"
          maxLength={255}
          value={form.client}
          onValueChange={({ value }) => {
            edit({ client: value });
          }}
          error={errorOf(problem, 'client')}
        />
        <TextField
          label="Role"
          hint="The part you voiced"
          maxLength={255}
          value={form.role}
          onValueChange={({ value }) => {
            edit({ role: value });
          }}
          error={errorOf(problem, 'role')}
        />
      </Inline>
      <TextArea
        label="Description"
        maxLength={5000}
        value={form.description}
        onValueChange={({ value }) => {
          edit({ description: value });
        }}
        error={errorOf(problem, 'description')}
      />
      <TextField
        label="Link"
        type="url"
        hint="Where the work is published (optional)"
        maxLength={2048}
        value={form.url}
        onValueChange={({ value }) => {
          edit({ url: value });
        }}
        error={errorOf(problem, 'url')}
      />
      {problem !== null && problem.field === null ? (
        <Text tone="danger" role="alert">
          {problem.message}
        </Text>
      ) : null}
      <Inline gap="sm" align="center" wrap>
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          {credit === null ? 'Add credit' : 'Save credit'}
        </Button>
        {credit === null ? null : (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        {saved ? (
          <Text tone="success" role="status">
            Credit added.
          </Text>
        ) : null}
      </Inline>
    </form>
  );
}
