import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetProjectQueryOptions,
  getListProviderPayoutsQueryOptions,
  payProject,
  setProjectReadyToReleaseFunds,
  type Project,
} from '@vo/sdk/hooks';
import {
  chargeStepsFor,
  projectCan,
  projectEntityOf,
  SECURE_PAYMENT_LABELS,
  viewerOf,
  type Viewer,
} from '@vo/machines';
import { Button, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useCallback, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { minorMoney, payoutText } from '../../lib/payments/payouts';
import { QueryState } from '../../lib/queryState';
import { AdditionalPayments, PAYMENT_PARAM } from './AdditionalPayments';
import { AUTHENTICATED_PARAM, PayForm, usd } from './PayForm';

const LOCAL_ERRORS = { errors: 'local' } as const;

const projectRef = (param: string | undefined): string | null =>
  param !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;

/**
 * `/projects/{id}/pay`: a Secure Payment booking's payment. The client pays the agreed price by card
 * (tokenized at the processor, never sent here), authenticates when the card's bank asks (3-D Secure)
 * and the payment finishes on the way back; a declined card shows the spec's message in the Payment
 * error view with Retry. Both sides read the payment's state (pending, paid by client, released);
 * once paid, the client tells finance the funds may go to the voice actor.
 */
export function PayPage() {
  const ref = projectRef(useParams().id);
  const user = useUser();
  const project = useQuery({ ...getGetProjectQueryOptions(ref ?? ''), enabled: ref !== null });
  if (ref === null || user === null) return null;
  return (
    <QueryState
      query={project}
      loading={<Skeleton shape="text" lines={4} aria-label="Loading the payment" />}
      failed={{ title: 'The payment could not be loaded', headingLevel: 2 }}
    >
      {({ data }) => <Payment project={data} projectRef={ref} viewer={viewerOf(user)} />}
    </QueryState>
  );
}

/** The payment's state as its users read it (spec section 4's Secure Payment statuses). */
function paymentState(project: Project): string {
  if (project.charge_status === 'refunded') return 'Refunded to the client';
  if (project.charge_status === 'cancelled') return 'Secure Payment removed';
  const status = project.secure_payment_status;
  return status ? SECURE_PAYMENT_LABELS[status] : SECURE_PAYMENT_LABELS.pending_payment;
}

function Payment({ project, projectRef, viewer }: { project: Project; projectRef: string; viewer: Viewer }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const steps = chargeStepsFor(project, viewer);
  // The client lets the funds go once the recording is accepted: both machines say so, as the server asks.
  const mayRelease =
    steps.has('charge.readyToRelease') &&
    projectCan(projectEntityOf(project), { type: 'project.readyToReleaseFunds', by: viewer });
  const amount = project.secure_payment_amount ?? project.service_properties?.budget ?? null;
  // Back from the card's bank: the booking's own payment, or the additional payment the address names.
  const authenticated = search.get(AUTHENTICATED_PARAM) !== null;
  const returnedPayment = authenticated ? Number(search.get(PAYMENT_PARAM) ?? Number.NaN) : Number.NaN;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getGetProjectQueryOptions(projectRef).queryKey }),
    [queryClient, projectRef],
  );
  const forgetReturn = useCallback(() => {
    setSearch({}, { replace: true });
  }, [setSearch]);
  if (project.secure_payment_enabled !== true) {
    return (
      <Stack as="section" gap="sm" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Secure Payment
        </Heading>
        <Text>This booking is paid directly by the client: there is nothing to pay here.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Stack as="section" gap="md" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Secure Payment
        </Heading>
        <dl aria-label="Payment">
          <dt>Status</dt>
          <dd>{paymentState(project)}</dd>
          {amount !== null ? (
            <>
              <dt>Amount</dt>
              <dd>{usd.format(amount)}</dd>
            </>
          ) : null}
        </dl>
        {steps.has('charge.pay') && amount !== null ? (
          <PayForm
            amount={amount}
            label="Pay by card"
            intro={`Pay ${usd.format(amount)} into Secure Payment: the funds are held until the recording is accepted, then released to the voice actor.`}
            send={async (body, key) =>
              (await payProject(projectRef, body, { headers: { 'Idempotency-Key': key } })).data
            }
            returnQuery={`${AUTHENTICATED_PARAM}=1`}
            returned={authenticated && Number.isNaN(returnedPayment)}
            onReturnHandled={forgetReturn}
            onPaid={refresh}
            bookingPath={`/projects/${project.public_hash}`}
          />
        ) : null}
        {project.charge_status === 'paid' && project.ready_to_release_funds_at === null && !mayRelease ? (
          <Text>
            The funds are held until the recording is accepted; then finance releases them to the voice actor.
          </Text>
        ) : null}
        {mayRelease ? <ReleaseRequest projectRef={projectRef} /> : null}
        {project.charge_status === 'paid' && project.ready_to_release_funds_at !== null ? (
          <Text>The client asked finance to release the funds to the voice actor.</Text>
        ) : null}
        {project.charge_status === 'funds_released' &&
        typeof viewer.providerId === 'number' &&
        viewer.providerId === project.provider_id ? (
          <YourPayout providerId={viewer.providerId} projectId={project.id} />
        ) : null}
      </Stack>
      <AdditionalPayments
        project={project}
        projectRef={projectRef}
        viewer={viewer}
        returnedPayment={Number.isNaN(returnedPayment) ? null : returnedPayment}
        onReturnHandled={forgetReturn}
        onChanged={refresh}
      />
    </Stack>
  );
}

/** The client tells finance the work is done: the held funds may go to the voice actor. */
function ReleaseRequest({ projectRef }: { projectRef: string }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const ready = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => setProjectReadyToReleaseFunds(projectRef),
    onSuccess: async () => {
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: getGetProjectQueryOptions(projectRef).queryKey });
    },
    onError: (error) => {
      setProblem(error.message);
    },
  });
  return (
    <Stack gap="sm">
      {problem !== null ? (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      ) : null}
      <Inline gap="sm">
        <Button
          variant="secondary"
          loading={ready.isPending}
          onClick={() => {
            ready.mutate();
          }}
        >
          Release the payment to the voice actor
        </Button>
      </Inline>
    </Stack>
  );
}

/** The booked voice actor's share of the released funds: how it went out, or that it is still owed. */
function YourPayout({ providerId, projectId }: { providerId: number; projectId: number }) {
  const query = useQuery({
    ...getListProviderPayoutsQueryOptions(providerId, { project_id: projectId }),
    meta: LOCAL_ERRORS,
  });
  const payout = query.data?.data[0];
  if (payout === undefined) return null;
  return (
    <Stack gap="xs">
      <Text>{`Your share: ${minorMoney(payout.amount, payout.currency)}. ${payoutText(payout)}.`}</Text>
      {payout.status === 'owed' ? (
        <AppLink to="/payment-preferences" variant="standalone">
          Check your payout details
        </AppLink>
      ) : null}
    </Stack>
  );
}
