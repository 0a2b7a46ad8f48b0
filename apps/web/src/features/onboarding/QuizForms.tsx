import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Attribute, type Provider, type User } from '@vo/sdk';
import { getListProviderSamplesQueryOptions } from '@vo/sdk/hooks';
import {
  Button,
  Checkbox,
  FileDrop,
  Heading,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  type FileDropItem,
} from '@vo/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { countryChoices } from '../../lib/countries/countryChoices';
import { fileProblem, MAX_BYTES } from '../../lib/uploads/fileChecks';
import * as styles from './Onboarding.css';
import {
  EXPERIENCE_CHOICES,
  STEP_INFO,
  TRAINING_CHOICES,
  type profileUpdate,
  type QuizStep,
} from './quizSteps';

const LOCAL_ERRORS = { errors: 'local' } as const;
const SAMPLES = { size: 100 } as const;

/** What a step's form hands to Save: the profile's change, the answer kept, and the flags it ticks. */
export interface StepResult {
  change: Parameters<typeof profileUpdate>[1];
  flags: Record<string, boolean>;
  name?: string;
}

export interface FormProps {
  provider: Provider;
  user: User;
  busy: boolean;
  onSave: (result: StepResult) => void;
}

/** A step's form: its fields, the error when Save finds the answer missing, and Save and continue. */
function StepForm({
  children,
  busy,
  onSubmit,
}: {
  children: ReactNode;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <Stack gap="lg">
        {children}
        <div>
          <Button type="submit" loading={busy}>
            Save and continue
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {message}
    </p>
  );
}

export function AttributeStepForm({
  step,
  provider,
  options,
  list,
  optional,
  flag,
  busy,
  onSave,
}: FormProps & {
  step: QuizStep;
  options: readonly Attribute[];
  list: 'languages' | 'voice_age_genders' | 'additional_services' | 'recording_capabilities' | null;
  optional: boolean;
  flag: string | null;
}) {
  const errorId = useId();
  const stored = provider.quiz_answers?.[step] ?? [];
  const [chosen, setChosen] = useState<number[]>(() =>
    list === null
      ? options.filter((option) => stored.includes(option.name)).map((option) => option.id)
      : provider[list].map((attribute) => attribute.id),
  );
  const [missing, setMissing] = useState(false);
  const legend = STEP_INFO[step].title;
  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (!optional && chosen.length === 0) {
          setMissing(true);
          return;
        }
        const names = options.filter((option) => chosen.includes(option.id)).map((option) => option.name);
        onSave({
          change: { step, answer: names, ...(list === null ? {} : { [list]: chosen }) },
          flags: flag !== null && chosen.length > 0 ? { [flag]: true } : {},
        });
      }}
    >
      <fieldset className={styles.group} aria-describedby={missing ? errorId : undefined}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((option) => (
            <Checkbox
              key={option.id}
              label={option.name}
              checked={chosen.includes(option.id)}
              onCheckedChange={({ checked }) => {
                setMissing(false);
                setChosen((current) =>
                  checked ? [...current, option.id] : current.filter((id) => id !== option.id),
                );
              }}
            />
          ))}
        </div>
        <FieldError id={errorId} message={missing ? 'Choose at least one to go on.' : null} />
      </fieldset>
    </StepForm>
  );
}

export function LocationForm({ provider, busy, onSave }: FormProps) {
  const [countries] = useState(countryChoices);
  const [country, setCountry] = useState(provider.locations[0]?.country_code ?? '');
  const [missing, setMissing] = useState(false);
  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (country === '') {
          setMissing(true);
          return;
        }
        const [primary, ...others] = provider.locations;
        onSave({
          change: {
            step: 'location',
            answer: [country],
            locations: [
              {
                country_code: country,
                region: primary?.country_code === country ? (primary.region ?? null) : null,
                city: primary?.country_code === country ? (primary.city ?? null) : null,
              },
              ...others.map(({ country_code, region, city }) => ({
                country_code,
                region: region ?? null,
                city: city ?? null,
              })),
            ],
          },
          flags: {},
        });
      }}
    >
      <Select
        label="Country"
        placeholder="Choose your country"
        options={countries}
        value={country}
        error={missing ? 'Choose the country you record from.' : undefined}
        onValueChange={({ value }) => {
          setMissing(false);
          setCountry(value);
        }}
      />
    </StepForm>
  );
}

export function ExperienceForm({ provider, busy, onSave }: FormProps) {
  const errorId = useId();
  const stored = provider.quiz_answers?.['experience'] ?? [];
  const [years, setYears] = useState(
    stored.find((answer) => EXPERIENCE_CHOICES.some((c) => c === answer)) ?? '',
  );
  const [training, setTraining] = useState<string[]>(
    stored.filter((answer) => TRAINING_CHOICES.some((c) => c === answer)),
  );
  const [missing, setMissing] = useState(false);
  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (years === '') {
          setMissing(true);
          return;
        }
        onSave({
          change: { step: 'experience', answer: [years, ...training] },
          flags: { add_training_experience: true },
        });
      }}
    >
      <RadioGroup
        legend="How long have you worked as a voice actor?"
        options={EXPERIENCE_CHOICES.map((choice) => ({ value: choice, label: choice }))}
        value={years}
        error={missing ? 'Choose how long you have worked as a voice actor.' : undefined}
        onValueChange={({ value }) => {
          setMissing(false);
          setYears(value);
        }}
      />
      <fieldset className={styles.group} aria-describedby={errorId}>
        <legend className={styles.legend}>How did you train?</legend>
        <Text id={errorId} tone="muted" size="sm">
          Optional: choose all that apply.
        </Text>
        <div className={styles.choices}>
          {TRAINING_CHOICES.map((choice) => (
            <Checkbox
              key={choice}
              label={choice}
              checked={training.includes(choice)}
              onCheckedChange={({ checked }) => {
                setTraining((current) =>
                  checked ? [...current, choice] : current.filter((item) => item !== choice),
                );
              }}
            />
          ))}
        </div>
      </fieldset>
    </StepForm>
  );
}

/** A sample's name from its file's: without the extension, at most 100 characters. */
const sampleName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 100) || 'Sample';

export function SamplesForm({ provider, busy, onSave }: FormProps) {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const samplesQuery = getListProviderSamplesQueryOptions(provider.id, SAMPLES);
  const samples = useQuery({ ...samplesQuery, meta: LOCAL_ERRORS });
  const [items, setItems] = useState<FileDropItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const nextId = useRef(0);
  const list = samples.data?.data ?? [];

  const update = (id: string, change: Partial<FileDropItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  };
  const send = async (file: File) => {
    nextId.current += 1;
    const id = `upload-${String(nextId.current)}`;
    setItems((current) => [...current, { id, name: file.name, progress: 0, status: 'uploading' }]);
    const body = new FormData();
    body.append('name', sampleName(file.name));
    body.append('type', 'audio');
    body.append('file', file, file.name);
    try {
      await session.client.upload(`/providers/${String(provider.id)}/samples`, {
        body,
        onProgress: ({ fraction }) => {
          update(id, { progress: Math.min(99, Math.round(fraction * 100)) });
        },
      });
      update(id, { progress: 100, status: 'done' });
      setMissing(false);
      await queryClient.invalidateQueries({ queryKey: samplesQuery.queryKey });
    } catch (error) {
      update(id, {
        status: 'error',
        error: error instanceof ApiError ? error.message : 'The upload failed.',
      });
    }
  };

  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (list.length === 0) {
          setMissing(true);
          return;
        }
        onSave({
          change: { step: 'samples', answer: list.map((sample) => sample.name) },
          flags: { add_sample: true },
        });
      }}
    >
      <FileDrop
        label="Upload samples"
        hint={`mp3, ogg, wav, flac or m4a audio files of at most ${String(MAX_BYTES.audio / (1024 * 1024))} MB each.`}
        browseLabel="Choose audio files"
        multiple
        files={items}
        error={problem ?? (missing ? 'Upload at least one sample to go on.' : undefined)}
        onFilesSelected={({ files }) => {
          const problems = files.map((file) => fileProblem(file, 'audio')).filter((p) => p !== null);
          setProblem(problems.length > 0 ? problems.join(' ') : null);
          for (const file of files) if (fileProblem(file, 'audio') === null) void send(file);
        }}
      />
      {list.length === 0 ? null : (
        <Stack gap="xs">
          <Heading level={2} size="sm">
            Your samples
          </Heading>
          <ul className={styles.plainList} aria-label="Your samples">
            {list.map((sample) => (
              <li key={sample.id}>
                <Text>{sample.name}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </StepForm>
  );
}

export function SummaryForm({ provider, user, busy, onSave }: FormProps) {
  const [name, setName] = useState(user.name);
  const [summary, setSummary] = useState(provider.summary ?? '');
  const [errors, setErrors] = useState<{ name?: string; summary?: string }>({});
  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        const found = {
          ...(name.trim() === '' ? { name: 'Enter your full name.' } : {}),
          ...(summary.trim() === '' ? { summary: 'Write a few words about your voice.' } : {}),
        };
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        onSave({
          change: { step: 'summary', answer: ['written'], summary: summary.trim() },
          flags: { add_summary: true, add_full_name: true },
          name: name.trim(),
        });
      }}
    >
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={120}
        value={name}
        error={errors.name}
        onValueChange={({ value }) => {
          setName(value);
        }}
      />
      <TextArea
        label="About your voice"
        hint="Shown at the top of your profile. For example: warm, friendly narrator for e-learning and explainers."
        maxLength={2000}
        value={summary}
        error={errors.summary}
        onValueChange={({ value }) => {
          setSummary(value);
        }}
      />
    </StepForm>
  );
}
