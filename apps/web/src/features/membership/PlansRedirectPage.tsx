import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscriptionTransaction,
  getGetMySubscriptionQueryOptions,
  getGetSubscriptionProcessQueryOptions,
  retrySubscriptionPayment,
  type Subscription,
  type SubscriptionProcess,
} from '@vo/sdk/hooks';
import { paymentErrorMessage, PROCESS_POLL_INTERVAL_MS } from '@vo/machines';
import { Button, Heading, Inline, Skeleton, Spinner, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { BankConfirmation } from '../../lib/payments/PaymentViews';
import { QueryState } from '../../lib/queryState';
import { dayOf, money, periodName } from './format';
import { PaymentMethodForm } from './PaymentMethodForm';

const LOCAL_ERRORS = { errors: 'local' } as const;

/** The process the bank's page returns with (`?process_id=`), or null. */
function processIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('process_id');
  if (raw === null || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * `/plansRedirect`: where the voice actor lands after a plan change. Back from the bank's page (3-D
 * Secure, `?process_id=`), reading the process finishes its charge; it then reads completed, or failed
 * with section 8's message and Retry. Then the membership as it now is.
 */
export function PlansRedirectPage() {
  const [search] = useSearchParams();
  const processId = processIdFrom(search);
  return (
    <Stack gap="lg">
      <Heading level={1}>Membership</Heading>
      {processId === null ? <NowInForce /> : <ProcessOutcome processId={processId} />}
    </Stack>
  );
}

const settling = (process: SubscriptionProcess): boolean =>
  (process.status === 'pending' || process.status === 'processing') && !process.next_action;

function ProcessOutcome({ processId }: { processId: number }) {
  const process = useQuery({
    ...getGetSubscriptionProcessQueryOptions(processId),
    meta: LOCAL_ERRORS,
    // A charge the bank confirmed may still be settling: looked at again until it is not.
    refetchInterval: (query) => {
      const answer = query.state.data?.data;
      return answer !== undefined && settling(answer) ? PROCESS_POLL_INTERVAL_MS : false;
    },
  });
  return (
    <QueryState
      query={process}
      loading={<Spinner label="Finishing your payment" />}
      failed={{ title: 'Your plan change could not be read', headingLevel: 2 }}
    >
      {({ data }) => <Outcome process={data} />}
    </QueryState>
  );
}

function Outcome({ process }: { process: SubscriptionProcess }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(process);
  const [retrying, setRetrying] = useState(false);
  const answered = (next: SubscriptionProcess) => {
    setCurrent(next);
    setRetrying(false);
    void queryClient.invalidateQueries({ queryKey: getGetMySubscriptionQueryOptions().queryKey });
  };
  const retry = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async () => (await retrySubscriptionPayment(current.id)).data,
    onSuccess: answered,
    onError: () => {
      // The 422 leaves the process payment_failed with its error: read it back.
      void queryClient
        .query({ ...getGetSubscriptionProcessQueryOptions(current.id), staleTime: 0 })
        .then((answer) => {
          answered(answer.data);
        });
    },
  });
  const cancel = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async () => (await cancelSubscriptionTransaction(current.id)).data,
    onSuccess: answered,
  });

  if (current.status === 'completed') return <NowInForce />;
  if (current.status === 'cancelled') {
    return (
      <Stack gap="sm">
        <Text>The plan change was cancelled; your plan stays as it was.</Text>
        <NowInForce />
      </Stack>
    );
  }
  if (current.status === 'payment_failed') {
    if (retrying) {
      return (
        <PaymentMethodForm
          submitLabel={`Pay ${money(current.amounts.total)}`}
          {...(current.error ? { paymentError: current.error.code } : {})}
          busy={retry.isPending}
          onSaved={() => {
            retry.mutate();
          }}
          onCancel={() => {
            setRetrying(false);
          }}
        />
      );
    }
    return (
      <Stack as="section" gap="sm" aria-label="Payment error">
        <Heading level={2}>Payment error</Heading>
        <Text role="alert" tone="danger">
          {current.error?.message ?? paymentErrorMessage(current.error?.code)}
        </Text>
        <Inline gap="sm">
          <Button
            onClick={() => {
              setRetrying(true);
            }}
          >
            Retry
          </Button>
          <Button
            variant="tertiary"
            loading={cancel.isPending}
            onClick={() => {
              cancel.mutate();
            }}
          >
            Cancel the change
          </Button>
        </Inline>
        {cancel.isError ? (
          <Text role="alert" tone="danger">
            {cancel.error.message}
          </Text>
        ) : null}
      </Stack>
    );
  }
  const redirect = current.next_action?.redirect_url ?? null;
  if (redirect !== null) {
    return <BankConfirmation url={redirect} message="Your card’s bank has not confirmed this payment yet." />;
  }
  return <Spinner label="Finishing your payment" />;
}

/** The membership as it now is, and the way back to it. */
function NowInForce() {
  const subscription = useQuery({ ...getGetMySubscriptionQueryOptions(), meta: LOCAL_ERRORS });
  return (
    <QueryState
      query={subscription}
      loading={<Skeleton shape="text" lines={2} aria-label="Loading your membership" />}
      failed={{ title: 'Your membership could not be loaded', headingLevel: 2 }}
    >
      {({ data }) => <InForce subscription={data} />}
    </QueryState>
  );
}

function InForce({ subscription }: { subscription: Subscription }) {
  const renews = subscription.billing_period !== 'NO_BILLING_PERIOD';
  const periodEnd = subscription.current_period_end ?? null;
  return (
    <Stack gap="sm" role="status">
      <Text weight="bold">
        {renews
          ? `Your membership is now ${subscription.tier} (${periodName(subscription.billing_period)}).`
          : `Your membership is now ${subscription.tier}.`}
      </Text>
      {renews && periodEnd !== null && subscription.auto_renewal ? (
        <Text>{`Next renewal on ${dayOf(periodEnd)}, ${money(subscription.price ?? 0)}.`}</Text>
      ) : null}
      <Inline gap="sm">
        <AppLink to="/plans" variant="standalone">
          Back to your membership
        </AppLink>
      </Inline>
    </Stack>
  );
}
