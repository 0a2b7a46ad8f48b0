import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attribute, AttributeGroup, Provider, ProviderLocation } from '@vo/sdk';
import { getUpdateProviderMutationOptions } from '@vo/sdk/hooks';
import { Button, Checkbox, Heading, Inline, Select, Text, TextArea, TextField } from '@vo/ui';
import { useId, useState, type FormEvent } from 'react';
import { countryChoices } from '../../lib/countries/countryChoices';
import { editorProfileQuery, invalidateProfile } from './editorQuery';
import { errorOf, LOCAL_ERRORS, saveProblem, type SaveProblem } from './formErrors';
import * as styles from './ProfileEditorPage.css';

/** The attribute lists of a profile, as the editor keeps them: the ids ticked, per group. */
const LISTS = ['languages', 'voice_age_genders', 'additional_services', 'recording_capabilities'] as const;
type ListName = (typeof LISTS)[number];

const LIST_LABELS: Record<ListName, string> = {
  languages: 'Languages',
  voice_age_genders: 'Voice age and gender',
  additional_services: 'Additional services',
  recording_capabilities: 'Recording capabilities',
};

/** The ids anchoring the tagging tour's last step (features/hints: TAGGING_TOUR_ANCHORS.save). */
export const SAVE_ANCHOR_ID = 'profile-save';

/** Every country, by name: the location picker's choices. */
const COUNTRIES = countryChoices();

interface DetailsForm {
  summary: string;
  lists: Record<ListName, number[]>;
  country: string;
  region: string;
  city: string;
}

function formOf(provider: Provider): DetailsForm {
  const primary: ProviderLocation | undefined = provider.locations[0];
  return {
    summary: provider.summary ?? '',
    lists: {
      languages: provider.languages.map((a) => a.id),
      voice_age_genders: provider.voice_age_genders.map((a) => a.id),
      additional_services: provider.additional_services.map((a) => a.id),
      recording_capabilities: provider.recording_capabilities.map((a) => a.id),
    },
    country: primary?.country_code ?? '',
    region: primary?.region ?? '',
    city: primary?.city ?? '',
  };
}

/** Body paths of a 400's details, and the field each belongs to. */
const FIELDS: Record<string, string> = {
  '/body/summary': 'summary',
  '/body/languages': 'languages',
  '/body/voice_age_genders': 'voice_age_genders',
  '/body/additional_services': 'additional_services',
  '/body/recording_capabilities': 'recording_capabilities',
  '/body/locations': 'country',
  '/body/locations/0/country_code': 'country',
  '/body/locations/0/region': 'region',
  '/body/locations/0/city': 'city',
};

/**
 * The profile's details (PUT providers/{id}): summary, languages, voice ages and genders, additional
 * services, recording capabilities and the primary location. A failed save keeps everything typed
 * and shows the server's message beside the field it names.
 */
export function DetailsSection({ provider, attributes }: { provider: Provider; attributes: AttributeGroup }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [form, setForm] = useState(() => formOf(provider));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    ...getUpdateProviderMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(editorProfileQuery(provider.id).queryKey, result);
      setSaved(true);
      await invalidateProfile(queryClient, provider.id);
    },
    onError: (error) => {
      setProblem(saveProblem(error, FIELDS));
    },
  });

  const toggle = (list: ListName, id: number, checked: boolean) => {
    setSaved(false);
    setForm((current) => ({
      ...current,
      lists: {
        ...current.lists,
        [list]: checked ? [...current.lists[list], id] : current.lists[list].filter((other) => other !== id),
      },
    }));
  };
  const edit = (change: Partial<DetailsForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (form.country === '') {
      setProblem({ field: 'country', message: 'Choose the country you work from.' });
      return;
    }
    // The other locations are kept as they are: this form edits the primary one.
    const primary: ProviderLocation = {
      country_code: form.country,
      region: form.region.trim() === '' ? null : form.region.trim(),
      city: form.city.trim() === '' ? null : form.city.trim(),
    };
    save.mutate({
      id: provider.id,
      data: {
        summary: form.summary.trim() === '' ? null : form.summary,
        ...form.lists,
        locations: [primary, ...provider.locations.slice(1)],
      },
    });
  };

  return (
    <form className={styles.section} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Heading level={2} id={headingId}>
        Profile details
      </Heading>
      <TextArea
        label="About you"
        hint="What clients read first on your profile."
        maxLength={5000}
        value={form.summary}
        onValueChange={({ value }) => {
          edit({ summary: value });
        }}
        error={errorOf(problem, 'summary')}
      />
      {LISTS.map((list) => (
        <AttributeChoices
          key={list}
          legend={LIST_LABELS[list]}
          options={attributes[list]}
          chosen={form.lists[list]}
          long={list === 'languages'}
          error={errorOf(problem, list)}
          onToggle={(id, checked) => {
            toggle(list, id, checked);
          }}
        />
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Location</legend>
        <div className={styles.row}>
          <Select
            label="Country"
            placeholder="Choose a country"
            options={COUNTRIES}
            required
            value={form.country}
            onValueChange={({ value }) => {
              edit({ country: value });
            }}
            error={errorOf(problem, 'country')}
          />
          <TextField
            label="State or region"
            maxLength={255}
            value={form.region}
            onValueChange={({ value }) => {
              edit({ region: value });
            }}
            error={errorOf(problem, 'region')}
          />
          <TextField
            label="City"
            maxLength={255}
            value={form.city}
            onValueChange={({ value }) => {
              edit({ city: value });
            }}
            error={errorOf(problem, 'city')}
          />
        </div>
      </fieldset>
      <Inline gap="md" align="center" wrap>
        <Button type="submit" variant="primary" loading={save.isPending} id={SAVE_ANCHOR_ID}>
          Save details
        </Button>
        {problem !== null && problem.field === null ? (
          <p role="alert" className={styles.formError}>
            {problem.message}
          </p>
        ) : null}
        {saved ? (
          <Text role="status" tone="success">
            Your details are saved.
          </Text>
        ) : null}
      </Inline>
    </form>
  );
}

function AttributeChoices({
  legend,
  options,
  chosen,
  long,
  error,
  onToggle,
}: {
  legend: string;
  options: readonly Attribute[];
  chosen: readonly number[];
  long: boolean;
  error: string | undefined;
  onToggle: (id: number, checked: boolean) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error === undefined ? undefined : errorId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={long ? `${styles.choices} ${styles.longChoices}` : styles.choices}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            checked={chosen.includes(option.id)}
            onCheckedChange={({ checked }) => {
              onToggle(option.id, checked);
            }}
          />
        ))}
      </div>
      {error === undefined ? null : (
        <p id={errorId} role="alert" className={styles.formError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
