import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Attribute, type BookingSettings, type BookingSettingsInput } from '@vo/sdk';
import {
  getGetAllAttributesQueryOptions,
  getGetProviderBookingSettingsQueryOptions,
  getUpdateProviderBookingSettingsMutationOptions,
  previewProviderBookingSettings,
} from '@vo/sdk/hooks';
import { Banner, Button, Checkbox, Heading, QuoteBreakdown, Skeleton, Stack, Text, TextField } from '@vo/ui';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useUser } from '../../lib/AppContext';
import { allQueries, QueryState } from '../../lib/queryState';
import {
  AUDIENCE_TIERS,
  checkDraft,
  draftOf,
  SCRIPT_TIERS,
  type DraftErrors,
  type SettingsDraft,
} from './bookingSettingsForm';

/** Errors this page shows itself, beside the form (app/queryClient.ts). */
const LOCAL_ERRORS = { errors: 'local' } as const;

/** The preview's heading (and the name of its region). */
const PREVIEW_TITLE = 'Preview: a 50-word e-learning script, local audience';

/**
 * The server's quote of the sample booking at these settings (not saved yet), asked again a moment
 * after the typing stops; the last quote stays on screen while the next one is asked.
 */
function usePreview(providerId: number, settings: BookingSettingsInput | null) {
  const [asked, setAsked] = useState(settings);
  useEffect(() => {
    const timer = setTimeout(() => {
      setAsked(settings);
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [settings]);
  return useQuery({
    queryKey: ['/providers/booking_settings/preview', providerId, asked],
    queryFn: async () => {
      if (asked === null) throw new Error('No settings to preview yet.');
      return (await previewProviderBookingSettings(providerId, { settings: asked })).data;
    },
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    meta: LOCAL_ERRORS,
    retry: false,
  });
}

/**
 * A voice actor's booking settings (`/booking-settings`, spec section 2): the rates by script length
 * and audience, usage, revisions, turnaround, Secure Payment and extra services that their instant
 * quotes are priced from, with a preview of what a client would be quoted for a sample booking,
 * updated as they type, and Save with a note of the outcome.
 */
export function BookingSettingsPage() {
  const user = useUser();
  // The route is for voice actors: the router sent anyone else away.
  if (user?.provider_id == null) return null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Booking settings</Heading>
        <Text tone="muted">
          Clients who book you directly get an instant quote from these terms. Until you save, the market
          rates apply.
        </Text>
      </Stack>
      <Settings providerId={user.provider_id} />
    </Stack>
  );
}

function Settings({ providerId }: { providerId: number }) {
  const settings = useQuery({
    ...getGetProviderBookingSettingsQueryOptions(providerId),
    meta: LOCAL_ERRORS,
    retryOnMount: false,
  });
  const attributes = useQuery({
    ...getGetAllAttributesQueryOptions(),
    staleTime: Infinity,
    meta: LOCAL_ERRORS,
  });
  return (
    <QueryState
      query={allQueries([settings, attributes])}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your booking settings">
          <Skeleton lines={6} />
        </div>
      }
      failed={{ title: 'Your booking settings could not be loaded' }}
    >
      {([{ data }, all]) => (
        <SettingsForm providerId={providerId} settings={data} services={all.data.additional_services} />
      )}
    </QueryState>
  );
}

function SettingsForm({
  providerId,
  settings,
  services,
}: {
  providerId: number;
  settings: BookingSettings;
  services: readonly Attribute[];
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // A new object only when the draft changes: the preview asks again only then.
  const checked = useMemo(() => checkDraft(draft), [draft]);
  const errors: DraftErrors = 'errors' in checked ? checked.errors : {};
  const preview = usePreview(providerId, 'input' in checked ? checked.input : null);
  const [shownErrors, setShownErrors] = useState(false);
  const save = useMutation({
    ...getUpdateProviderBookingSettingsMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: (result) => {
      queryClient.setQueryData(getGetProviderBookingSettingsQueryOptions(providerId).queryKey, result);
      setNote({ tone: 'success', text: 'Saved. Your instant quotes now use these terms.' });
    },
    onError: (error) => {
      setNote({
        tone: 'danger',
        text: `Your settings were not saved: ${error instanceof Error ? error.message : 'Unexpected Error.'} Try again.`,
      });
    },
  });
  const edit = (change: (d: SettingsDraft) => SettingsDraft) => {
    setNote(null);
    setDraft(change);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShownErrors(true);
    if ('errors' in checked) {
      setNote({ tone: 'danger', text: 'Your settings were not saved: correct the marked fields above.' });
      return;
    }
    save.mutate({ id: providerId, data: checked.input });
  };
  const errorOf = (field: string) =>
    shownErrors || draftTouched(field, draft, settings) ? errors[field] : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Group title="Rate by script length" hint="For a non-broadcast audience and 12 months of usage.">
          {SCRIPT_TIERS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              prefix="$"
              inputMode="decimal"
              value={draft.script[key]}
              error={errorOf(`script.${key}`)}
              onValueChange={({ value }) => {
                edit((d) => ({ ...d, script: { ...d.script, [key]: value } }));
              }}
            />
          ))}
        </Group>
        <Group
          title="Audience"
          hint="Percent of the script rate for each audience (100% is the rate itself)."
        >
          {AUDIENCE_TIERS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              suffix="%"
              inputMode="numeric"
              value={draft.audience[key]}
              error={errorOf(`audience.${key}`)}
              onValueChange={({ value }) => {
                edit((d) => ({ ...d, audience: { ...d.audience, [key]: value } }));
              }}
            />
          ))}
        </Group>
        <Group title="Usage, revisions and turnaround">
          <TextField
            label="Each extra year of usage beyond 12 months"
            suffix="%"
            inputMode="numeric"
            value={draft.extraUsageYearPercent}
            error={errorOf('extraUsageYearPercent')}
            onValueChange={({ value }) => {
              edit((d) => ({ ...d, extraUsageYearPercent: value }));
            }}
          />
          <TextField
            label="Revisions included"
            inputMode="numeric"
            value={draft.includedRevisions}
            error={errorOf('includedRevisions')}
            onValueChange={({ value }) => {
              edit((d) => ({ ...d, includedRevisions: value }));
            }}
          />
          <TextField
            label="Price of an extra revision"
            prefix="$"
            inputMode="decimal"
            value={draft.extraRevisionPrice}
            error={errorOf('extraRevisionPrice')}
            onValueChange={({ value }) => {
              edit((d) => ({ ...d, extraRevisionPrice: value }));
            }}
          />
          <TextField
            label="Standard turnaround (days)"
            inputMode="numeric"
            value={draft.standardTurnaroundDays}
            error={errorOf('standardTurnaroundDays')}
            onValueChange={({ value }) => {
              edit((d) => ({ ...d, standardTurnaroundDays: value }));
            }}
          />
          <TextField
            label="Rush fee (a shorter turnaround)"
            suffix="%"
            inputMode="numeric"
            value={draft.rushFeePercent}
            error={errorOf('rushFeePercent')}
            onValueChange={({ value }) => {
              edit((d) => ({ ...d, rushFeePercent: value }));
            }}
          />
          <Checkbox
            label="Accept Secure Payment"
            checked={draft.acceptsSecurePayment}
            onCheckedChange={({ checked: on }) => {
              edit((d) => ({ ...d, acceptsSecurePayment: on }));
            }}
          />
        </Group>
        {services.length > 0 ? (
          <Group
            title="Additional services"
            hint="Offer a service at a flat price; clients can add it to a booking."
          >
            {services.map((service) => {
              const price = draft.services[service.id];
              return (
                <Stack key={service.id} gap="xs">
                  <Checkbox
                    label={`Offer ${service.name}`}
                    checked={price !== undefined}
                    onCheckedChange={({ checked: on }) => {
                      edit((d) => {
                        const { [service.id]: _removed, ...rest } = d.services;
                        return { ...d, services: on ? { ...rest, [service.id]: '' } : rest };
                      });
                    }}
                  />
                  {price === undefined ? null : (
                    <TextField
                      label={`Price of ${service.name}`}
                      prefix="$"
                      inputMode="decimal"
                      value={price}
                      error={errorOf(`service.${String(service.id)}`)}
                      onValueChange={({ value }) => {
                        edit((d) => ({ ...d, services: { ...d.services, [service.id]: value } }));
                      }}
                    />
                  )}
                </Stack>
              );
            })}
          </Group>
        ) : null}
        <Stack gap="sm">
          {'errors' in checked ? (
            <Text tone="muted">Correct the marked fields to see the preview quote.</Text>
          ) : preview.isError ? (
            <Stack as="section" gap="sm" aria-label={PREVIEW_TITLE}>
              <Heading level={2} size="md">
                {PREVIEW_TITLE}
              </Heading>
              <Text tone="danger" role="alert">
                {`The preview could not be priced: ${preview.error instanceof ApiError ? preview.error.message : 'Unexpected Error.'}`}
              </Text>
            </Stack>
          ) : (
            <QuoteBreakdown
              title={PREVIEW_TITLE}
              headingLevel={2}
              viewer="voice_actor"
              quote={preview.data}
              loading={preview.data === undefined}
            />
          )}
          <Text tone="muted" size="sm">
            12 months of usage, 2 revisions and a 3-day turnaround, as a client would be quoted.
          </Text>
        </Stack>
        <div>
          <Button type="submit" loading={save.isPending}>
            Save booking settings
          </Button>
        </div>
        <div role="status">
          {note === null ? null : note.tone === 'success' ? (
            <Text tone="success" weight="medium">
              {note.text}
            </Text>
          ) : (
            <Banner label="Not saved" tone="danger">
              {note.text}
            </Banner>
          )}
        </div>
      </Stack>
    </form>
  );
}

/** A field's message shows once it differs from what was loaded (or after a Save). */
function draftTouched(field: string, draft: SettingsDraft, settings: BookingSettings): boolean {
  const loaded = draftOf(settings);
  const [group, key] = field.split('.');
  const pick = (d: SettingsDraft): unknown => {
    if (group === 'script' || group === 'audience') return (d[group] as Record<string, string>)[key ?? ''];
    if (group === 'service') return d.services[Number(key)];
    return d[group as keyof SettingsDraft];
  };
  return pick(draft) !== pick(loaded);
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {hint === undefined ? null : <Text tone="muted">{hint}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
