import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Invitation } from '@vo/sdk';
import {
  acceptProjectTerms,
  getListInvitationsQueryOptions,
  updateInvitation,
  type Project,
} from '@vo/sdk/hooks';
import { BOOKING_STATUSES, bookingStepsFor, type BookingStatus, type Viewer } from '@vo/machines';
import { Button, Heading, Inline, Select, Stack, Text, TextField } from '@vo/ui';
import { useId, useMemo, useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import * as styles from './BookingTermsPanel.css';
import { projectQuery } from './projectQuery';

const LOCAL_ERRORS = { errors: 'local' } as const;
/** Quotes carry cents: '$249.99' (budgets elsewhere are whole dollars). */
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMoney = (amount: number): string => cents.format(amount);
const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

/** What each status of the booking says to each side. */
const STATUS_TEXT: Record<string, { client: string; voiceActor: string }> = {
  requested: {
    client: 'Waiting for the voice actor to answer.',
    voiceActor: 'The client asks you for this booking.',
  },
  accepted: {
    client: 'The voice actor accepted your terms.',
    voiceActor: 'You accepted the client’s terms.',
  },
  terms_updated: {
    client: 'The voice actor proposes other terms: accept them or cancel the booking.',
    voiceActor: 'You proposed other terms: the client accepts them or cancels.',
  },
  confirmed: {
    client: 'You accepted the voice actor’s terms.',
    voiceActor: 'The client accepted your terms.',
  },
  declined: { client: 'The voice actor declined this booking.', voiceActor: 'You declined this booking.' },
  cancelled: { client: 'This booking was cancelled.', voiceActor: 'This booking was cancelled.' },
};

/**
 * A booking's terms as they stand and the next step of each side (spec section 4's booking flow):
 * the voice actor accepts or proposes other terms (priced by the server, carried by the booking's
 * invitation); the client reads the new quote and accepts it, or cancels; either side cancels
 * before the recording.
 */
export function BookingTermsPanel({
  project,
  projectRef,
  viewer,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const query = useQuery({
    ...getListInvitationsQueryOptions({ project_id: project.id, type: ['booking'] }),
    meta: LOCAL_ERRORS,
  });
  return (
    <QueryState
      query={query}
      loading={null}
      failed={{ title: 'The booking’s terms could not be loaded', headingLevel: 2 }}
    >
      {({ data }) => {
        const invitation = data[0];
        return invitation === undefined ? null : (
          <Terms invitation={invitation} project={project} projectRef={projectRef} viewer={viewer} />
        );
      }}
    </QueryState>
  );
}

function Terms({
  invitation,
  project,
  projectRef,
  viewer,
}: {
  invitation: Invitation;
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [proposing, setProposing] = useState(false);
  const isVoiceActor = viewer !== null && viewer.providerId === invitation.provider_id;
  // Which steps each side may take now is the booking machine's to say (the server asks it too).
  const steps = useMemo(() => {
    const status = BOOKING_STATUSES.find((known): known is BookingStatus => known === invitation.status);
    if (viewer === null || status === undefined) return new Set<string>();
    const context = { clientIds: project.user_id ?? [], providerId: invitation.provider_id };
    return bookingStepsFor({ status, context }, viewer);
  }, [viewer, invitation.status, invitation.provider_id, project.user_id]);
  const terms = invitation.terms;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectQuery(projectRef).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['/invitations'] }),
    ]);
  const step = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    meta: LOCAL_ERRORS,
    onSuccess: async () => {
      setProblem(null);
      setProposing(false);
      await refresh();
    },
    onError: (error) => {
      setProblem(messageOf(error));
    },
  });
  const open =
    ['requested', 'accepted', 'terms_updated'].includes(invitation.status) && project.status !== 'completed';
  const text = STATUS_TEXT[invitation.status];

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Booking terms
      </Heading>
      {text ? <Text>{isVoiceActor ? text.voiceActor : text.client}</Text> : null}
      {terms ? (
        <dl aria-label="Current terms" className={styles.terms}>
          <dt>Price</dt>
          <dd>{formatMoney(terms.quote.client_price)}</dd>
          <dt>{`Platform fee (${String(terms.quote.platform_fee_percentage ?? 0)}%)`}</dt>
          <dd>{formatMoney(terms.quote.platform_fee)}</dd>
          <dt>The voice actor receives</dt>
          <dd>{formatMoney(terms.quote.voice_actor_net)}</dd>
          <dt>Revisions included</dt>
          <dd>{String(terms.booking_fields.revisions)}</dd>
          <dt>Delivery within</dt>
          <dd>{`${String(terms.booking_fields.turnaround)} day${terms.booking_fields.turnaround === 1 ? '' : 's'}`}</dd>
          <dt>Set by</dt>
          <dd>
            {terms.set_by === 'voice_actor' ? 'The voice actor (a proposal)' : 'The client (the request)'}
          </dd>
        </dl>
      ) : null}
      {problem !== null ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      {open ? (
        <Inline gap="sm" wrap>
          {steps.has('booking.accept') ? (
            <Button
              loading={step.isPending}
              onClick={() => {
                step.mutate(() => updateInvitation(invitation.id, { status: 'accepted' }));
              }}
            >
              Accept booking
            </Button>
          ) : null}
          {steps.has('booking.updateTerms') && !proposing ? (
            <Button
              variant="secondary"
              onClick={() => {
                setProposing(true);
              }}
            >
              Propose other terms
            </Button>
          ) : null}
          {steps.has('booking.editRequest') ? (
            <AppLink to={`/booking/${project.public_hash}`} variant="standalone">
              Change the request
            </AppLink>
          ) : null}
          {steps.has('booking.confirm') && invitation.status === 'terms_updated' && terms ? (
            <Button
              loading={step.isPending}
              onClick={() => {
                step.mutate(() =>
                  acceptProjectTerms(projectRef, {
                    invitation_id: invitation.id,
                    budget: terms.quote.client_price,
                    terms_version: terms.version,
                  }),
                );
              }}
            >
              {`Accept the new terms (${formatMoney(terms.quote.client_price)})`}
            </Button>
          ) : null}
          {steps.has('booking.cancel') ? (
            <Button
              variant="tertiary"
              onClick={() => {
                step.mutate(() => updateInvitation(invitation.id, { status: 'cancelled' }));
              }}
            >
              Cancel booking
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {proposing && terms ? (
        <ProposeTerms
          current={terms.booking_fields}
          pending={step.isPending}
          onCancel={() => {
            setProposing(false);
          }}
          onSend={(fields) => {
            step.mutate(() => updateInvitation(invitation.id, { status: 'terms_updated', terms: fields }));
          }}
        />
      ) : null}
    </Stack>
  );
}

type Fields = NonNullable<Invitation['terms']>['booking_fields'];

/** The voice actor's counter-proposal: their price, revisions and delivery time over the client's terms. */
function ProposeTerms({
  current,
  pending,
  onCancel,
  onSend,
}: {
  current: Fields;
  pending: boolean;
  onCancel: () => void;
  onSend: (fields: Fields) => void;
}) {
  const [price, setPrice] = useState(current.fixed_budget === undefined ? '' : String(current.fixed_budget));
  const [revisions, setRevisions] = useState(String(current.revisions));
  const [turnaround, setTurnaround] = useState(String(current.turnaround));
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      noValidate
      aria-label="Propose other terms"
      onSubmit={(event) => {
        event.preventDefault();
        const text = price.trim().replace(/^\$/, '');
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(text) || Number(text) < 1) {
          setError('Enter your price in US dollars, like 300 or 299.99.');
          return;
        }
        onSend({
          ...current,
          fixed_budget: Number(text),
          revisions: Number(revisions),
          turnaround: Number(turnaround),
        });
      }}
    >
      <Stack gap="sm">
        <TextField
          label="Your price (US dollars)"
          prefix="$"
          inputMode="decimal"
          value={price}
          error={error}
          onValueChange={({ value }) => {
            setPrice(value);
            setError(undefined);
          }}
        />
        <Inline gap="md" wrap>
          <Select
            label="Revisions included"
            options={['0', '1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v }))}
            value={revisions}
            onValueChange={({ value }) => {
              setRevisions(value);
            }}
          />
          <Select
            label="Delivery within (days)"
            options={['1', '2', '3', '5', '7', '14'].map((v) => ({ value: v, label: v }))}
            value={turnaround}
            onValueChange={({ value }) => {
              setTurnaround(value);
            }}
          />
        </Inline>
        <Inline gap="sm">
          <Button type="submit" loading={pending}>
            Send the new terms
          </Button>
          <Button variant="tertiary" onClick={onCancel}>
            Keep the client’s terms
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
