import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetPaymentSettingsQueryOptions,
  startPaymentSettingsOnboarding,
  updatePaymentSettings,
  type PaymentSettings,
  type UpdatePaymentSettingsRequest,
} from '@vo/sdk/hooks';
import {
  Button,
  Heading,
  PayoutMethodForm,
  PayoutMethodList,
  Skeleton,
  Stack,
  Text,
  payoutMethodLabels,
  stripeAccountStatusLabels,
  type PayoutMethodRequest,
} from '@vo/ui';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { LinkedPreferences } from './LinkedPreferences';
import { Payouts } from './Payouts';

/** Errors this page shows itself, beside the form (app/queryClient.ts). */
const LOCAL_ERRORS = { errors: 'local' } as const;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== ''
    ? error.message
    : 'Unexpected error. Please contact support.';

/** The form starts from the saved settings, but never from a masked account number: it is typed again. */
const formSettings = (settings: PaymentSettings): PaymentSettings => ({
  ...settings,
  bank_account: settings.bank_account ? { ...settings.bank_account, account_number: '' } : null,
});

/** The form's request as the API takes it: an optional bank field left empty is left out, never null. */
function toRequest(value: PayoutMethodRequest): UpdatePaymentSettingsRequest {
  if (value.method !== 'us_banking') return value;
  const { routing_number, swift_code, bank_name, bank_address, phone, ...required } = value.bank_account;
  const optional = { routing_number, swift_code, bank_name, bank_address, phone };
  const present = Object.fromEntries(
    Object.entries(optional).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { method: 'us_banking', bank_account: { ...required, ...present } };
}

/**
 * `/payment-preferences/{hash_id?}` (spec section 2; voice actors): how they are paid. The payout
 * methods with section 8's labels and the one in use (a retired ACH or wire method flagged pending),
 * the form to change it (section 3's fields), and for ACH/Wire (Stripe) the processor's hosted
 * onboarding and the account's status in section 8's words, and how each released booking was paid
 * out. No payment-update banner here (section 4): the list itself flags a retired method. The hash
 * of the address is a mail's signed link (LinkedPreferences): it opens these settings only for its
 * voice actor, signed in.
 */
export function PaymentPreferencesPage() {
  const user = useUser();
  const hashId = useParams()['hashId'];
  if (user === null) return null;
  const own =
    user.provider_id == null ? null : (
      <Stack gap="xl">
        <Stack gap="sm">
          <Heading level={1}>Payment preferences</Heading>
          <Text tone="muted">Choose how you are paid for your bookings.</Text>
        </Stack>
        <Preferences providerId={user.provider_id} />
        <Payouts providerId={user.provider_id} />
      </Stack>
    );
  if (hashId !== undefined) {
    return (
      <LinkedPreferences key={hashId} token={hashId} user={user}>
        {own}
      </LinkedPreferences>
    );
  }
  // Without a hash the route is for voice actors: the router sent anyone else away.
  return own;
}

function Preferences({ providerId }: { providerId: number }) {
  const query = useQuery({ ...getGetPaymentSettingsQueryOptions(providerId), meta: LOCAL_ERRORS });
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your payment preferences">
          <Skeleton lines={6} />
        </div>
      }
      failed={{ title: 'Your payment preferences could not be loaded' }}
    >
      {({ data }) => <PreferencesView providerId={providerId} settings={data} />}
    </QueryState>
  );
}

function PreferencesView({ providerId, settings }: { providerId: number; settings: PaymentSettings }) {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const back = search.get('onboarding');
  const [note, setNote] = useState<string | null>(null);
  // The form remounts from the saved settings after each save (and keeps what was typed otherwise).
  const [formKey, setFormKey] = useState(0);
  const save = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (request: UpdatePaymentSettingsRequest) => updatePaymentSettings(providerId, request),
    onSuccess: (result) => {
      queryClient.setQueryData(getGetPaymentSettingsQueryOptions(providerId).queryKey, result);
      const method = result.data.method;
      setNote(
        method === 'stripe'
          ? 'Saved. Set up your Stripe account below to be paid by ACH or wire.'
          : `Saved. You are paid by ${method ? payoutMethodLabels[method] : 'no method yet'}.`,
      );
      setFormKey((key) => key + 1);
    },
  });
  return (
    <Stack gap="xl">
      {back === 'return' ? (
        <Text role="status">
          {settings.stripe_account_status
            ? `Back from Stripe. Your Stripe account: ${stripeAccountStatusLabels[settings.stripe_account_status]}.`
            : 'Back from Stripe.'}
        </Text>
      ) : null}
      {back === 'refresh' ? (
        <Text role="status">The Stripe link expired. Continue your Stripe setup below for a new one.</Text>
      ) : null}
      <PayoutMethodList settings={settings} headingLevel={2} />
      {settings.method === 'stripe' ? <StripeAccount providerId={providerId} settings={settings} /> : null}
      <Stack as="section" gap="md" aria-labelledby="change-payout-method">
        <Heading level={2} id="change-payout-method">
          Change payout method
        </Heading>
        {note !== null ? <Text role="status">{note}</Text> : null}
        <PayoutMethodForm
          // Remounted from the saved settings: the save's answer reaches `settings` through the query
          // a render after the save (the query notifies its observers later), so the key names both.
          key={`${String(formKey)}:${JSON.stringify(formSettings(settings))}`}
          settings={formSettings(settings)}
          busy={save.isPending}
          error={save.isError ? `Not saved: ${messageOf(save.error)}` : undefined}
          onValuesChange={() => {
            setNote(null);
          }}
          onSubmit={({ value }) => {
            save.mutate(toRequest(value));
          }}
        />
      </Stack>
    </Stack>
  );
}

/** ACH/Wire through Stripe: the account's status, and the way to (or back to) Stripe's onboarding. */
function StripeAccount({ providerId, settings }: { providerId: number; settings: PaymentSettings }) {
  const headingId = useId();
  const status = settings.stripe_account_status ?? null;
  const onboard = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => startPaymentSettingsOnboarding(providerId),
    onSuccess: (result) => {
      window.location.assign(result.data.url);
    },
  });
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Stripe account
      </Heading>
      <Text>
        {status === null
          ? 'Not set up yet: Stripe collects your bank and identity details for ACH or wire payouts.'
          : `Status: ${stripeAccountStatusLabels[status]}`}
      </Text>
      {status === 'active' ? (
        <Text tone="muted">Released funds are sent to your Stripe account.</Text>
      ) : (
        <div>
          <Button
            loading={onboard.isPending}
            onClick={() => {
              onboard.mutate();
            }}
          >
            {status === null ? 'Set up payouts with Stripe' : 'Continue Stripe setup'}
          </Button>
        </div>
      )}
      {onboard.isError ? (
        <Text tone="danger" role="alert">
          {messageOf(onboard.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
