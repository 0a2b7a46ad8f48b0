import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetProjectQueryOptions,
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
  type PaymentErrorCode,
  type Viewer,
} from '@vo/machines';
import { Button, Heading, Inline, PaymentMethodFields, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useAppServices, useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { paymentKey } from '../../lib/payments/cardTokens';
import { paymentFailureOf, useCardForm } from '../../lib/payments/useCardForm';

const LOCAL_ERRORS = { errors: 'local' } as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** The query parameter the 3-D Secure page returns with: the payment is finished on arrival. */
export const AUTHENTICATED_PARAM = 'authenticated';

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
  const steps = chargeStepsFor(project, viewer);
  // The client lets the funds go once the recording is accepted: both machines say so, as the server asks.
  const mayRelease =
    steps.has('charge.readyToRelease') &&
    projectCan(projectEntityOf(project), { type: 'project.readyToReleaseFunds', by: viewer });
  const amount = project.secure_payment_amount ?? project.service_properties?.budget ?? null;
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
        <PayForm project={project} projectRef={projectRef} amount={amount} />
      ) : null}
      {project.charge_status === 'paid' && project.ready_to_release_funds_at === null ? (
        <Text>
          The funds are held until the recording is accepted; then finance releases them to the voice actor.
        </Text>
      ) : null}
      {mayRelease ? <ReleaseRequest projectRef={projectRef} /> : null}
      {project.charge_status === 'paid' && project.ready_to_release_funds_at !== null ? (
        <Text>The client asked finance to release the funds to the voice actor.</Text>
      ) : null}
    </Stack>
  );
}

/** Where the payment is: the form, on its way, at the card's bank, or refused (the Payment error view). */
type Phase =
  | { kind: 'form' }
  | { kind: 'paying' }
  | { kind: 'finishing' }
  | { kind: 'authenticate'; url: string }
  | { kind: 'failed'; message: string; code: PaymentErrorCode | null };

function PayForm({ project, projectRef, amount }: { project: Project; projectRef: string; amount: number }) {
  const { leave } = useAppServices();
  const queryClient = useQueryClient();
  const cardForm = useCardForm();
  const [search, setSearch] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getGetProjectQueryOptions(projectRef).queryKey });
  const returnUrl = () => {
    const url = new URL(window.location.href);
    url.search = `?${AUTHENTICATED_PARAM}=1`;
    return url.toString();
  };
  const pay = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (input: { tokenize: () => Promise<string> } | { finish: true }) => {
      const body =
        'finish' in input ? {} : { payment_method_id: await input.tokenize(), return_url: returnUrl() };
      return (await payProject(projectRef, body, { headers: { 'Idempotency-Key': paymentKey() } })).data;
    },
    onMutate: (input) => {
      setPhase({ kind: 'finish' in input ? 'finishing' : 'paying' });
    },
    onSuccess: async (payment) => {
      if (payment.status === 'requires_action' && payment.next_action) {
        setPhase({ kind: 'authenticate', url: payment.next_action.redirect_url });
        return;
      }
      setPhase({ kind: 'form' });
      await refresh();
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...paymentFailureOf(error) });
    },
  });

  // Back from the card's bank (3-D Secure): finish the payment once, then forget the marker.
  const finishing = useRef(false);
  const returned = search.get(AUTHENTICATED_PARAM) !== null;
  useEffect(() => {
    if (!returned || finishing.current) return;
    finishing.current = true;
    setSearch({}, { replace: true });
    pay.mutate({ finish: true });
  }, [returned, pay, setSearch]);

  const submit = () => {
    const tokenize = cardForm.tokenizer();
    if (tokenize !== null) pay.mutate({ tokenize });
  };
  const retry = () => {
    cardForm.retry(phase.kind === 'failed' ? phase.code : null);
    setPhase({ kind: 'form' });
  };

  if (phase.kind === 'finishing') {
    return <Text role="status">Back from your bank: finishing the payment…</Text>;
  }
  if (phase.kind === 'authenticate') {
    return (
      <Stack gap="sm" role="status">
        <Text>Your card’s bank asks you to confirm this payment.</Text>
        <Inline gap="sm">
          <Button
            onClick={() => {
              if (leave) leave(phase.url);
              else window.location.assign(phase.url);
            }}
          >
            Confirm with your bank
          </Button>
        </Inline>
      </Stack>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Stack as="section" gap="sm" aria-label="Payment error">
        <Heading level={3}>Payment error</Heading>
        <Text role="alert" tone="danger">
          {phase.message}
        </Text>
        <Inline gap="sm">
          <Button onClick={retry}>Retry</Button>
          <AppLink to={`/projects/${project.public_hash}`} variant="standalone">
            Back to the booking
          </AppLink>
        </Inline>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      aria-label="Pay by card"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text>
          {`Pay ${usd.format(amount)} into Secure Payment: the funds are held until the recording is accepted, then released to the voice actor.`}
        </Text>
        {cardForm.processor.isError ? (
          <Text role="alert" tone="danger">
            {cardForm.processor.error.message}
          </Text>
        ) : null}
        <PaymentMethodFields key={cardForm.attempt} methods={['card']} {...cardForm.fields} />
        <Inline gap="sm">
          <Button type="submit" loading={phase.kind === 'paying'} disabled={!cardForm.ready}>
            {`Pay ${usd.format(amount)}`}
          </Button>
        </Inline>
      </Stack>
    </form>
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
