import { useQuery } from '@tanstack/react-query';
import { getGetPaymentSettingsQueryOptions, type PaymentSettings } from '@vo/sdk/hooks';
import {
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  Text,
  payoutDetails,
  payoutMethodLabels,
  stripeAccountStatusLabels,
} from '@vo/ui';
import { useParams } from 'react-router';
import { QueryState } from '../../lib/queryState';

const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * `/payment_settings/{provider_id}` (spec section 2, the admin view; section 6: admins see the payment
 * settings of any provider): the voice actor's payout method, its details (an account number masked),
 * whether their payout information is pending, and their Stripe account's status. Read only.
 */
export function PaymentSettingsPage() {
  const providerId = Number(useParams()['providerId']);
  return (
    <Stack gap="xl">
      <Heading level={1}>Payment settings</Heading>
      {Number.isSafeInteger(providerId) && providerId > 0 ? (
        <Settings providerId={providerId} />
      ) : (
        <EmptyState icon="warning" headingLevel={2} title="Profile not found." message="Check the address." />
      )}
    </Stack>
  );
}

function Settings({ providerId }: { providerId: number }) {
  const query = useQuery({ ...getGetPaymentSettingsQueryOptions(providerId), meta: LOCAL_ERRORS });
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading the payment settings">
          <Skeleton lines={5} />
        </div>
      }
      failed={{ title: 'The payment settings could not be loaded' }}
    >
      {({ data }) => <SettingsView settings={data} />}
    </QueryState>
  );
}

function SettingsView({ settings }: { settings: PaymentSettings }) {
  const rows: [string, string][] = [
    ['Voice actor', `#${String(settings.provider_id)}`],
    ['Payout method', settings.method ? payoutMethodLabels[settings.method] : 'None chosen yet'],
    ['Details', payoutDetails(settings) ?? '—'],
    [
      'Stripe account',
      settings.stripe_account_status ? stripeAccountStatusLabels[settings.stripe_account_status] : '—',
    ],
    ['Last changed', settings.updated_at ? new Date(settings.updated_at).toLocaleString('en-US') : '—'],
  ];
  return (
    <Stack gap="md">
      {settings.pending ? (
        <Text tone="danger" role="status">
          {settings.method
            ? 'Payout information pending: this method is no longer supported.'
            : 'Payout information pending: no payout method chosen.'}
        </Text>
      ) : null}
      <dl aria-label="Payout settings">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
