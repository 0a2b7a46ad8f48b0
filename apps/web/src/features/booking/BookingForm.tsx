import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type BookingFields, type Quote } from '@vo/sdk';
import { bookProvider, createProviderQuote, editBooking, getGetProjectQueryKey } from '@vo/sdk/hooks';
import { Banner, Button, Checkbox, Heading, Inline, Select, Stack, Text, TextArea, TextField } from '@vo/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { signInPath } from '../../lib/session/signInPath';
import {
  AUDIENCES,
  bookingFieldsOf,
  EMPTY_DRAFT,
  REVISIONS,
  TURNAROUND_DAYS,
  USAGE_MONTHS,
  wordsOf,
  type BookingDraft,
} from './bookingForm';
import * as styles from './BookingPage.css';

const LOCAL_ERRORS = { errors: 'local' } as const;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A booking link's presets: its id for the booking, its name and its fixed price, if any. */
export interface LinkPresets {
  readonly id: number;
  readonly name: string | null;
  readonly budget: number | null;
}

/**
 * What the booking is made from besides the voice actor: a direct booking (or a booking link's), a
 * casting's audition (/proposals/{offerId}/book), or a request the client changes (/booking/{projectId}).
 */
export type BookingOrigin =
  | { readonly kind: 'direct'; readonly link: LinkPresets | null }
  | { readonly kind: 'audition'; readonly offerId: number; readonly castingName: string }
  | { readonly kind: 'edit'; readonly projectRef: string };

/** The quote of the fields as they stand, asked again a moment after the typing stops. */
function useQuote(providerId: number, fields: BookingFields | null) {
  const [asked, setAsked] = useState(fields);
  useEffect(() => {
    const timer = setTimeout(() => {
      setAsked(fields);
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [fields]);
  return useQuery({
    queryKey: ['/providers/quote', providerId, asked],
    queryFn: async () => {
      if (asked === null) throw new Error('No terms to quote yet.');
      return (await createProviderQuote(asked, { provider_id: providerId })).data;
    },
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    meta: LOCAL_ERRORS,
    retry: false,
  });
}

/**
 * The booking form: the script, audience, usage, revisions, turnaround and Secure Payment, with the
 * instant quote updating as they change (the client's price, the platform's fee and the voice actor's
 * net, each shown), then the terms reviewed and the request sent (or, for a request being changed,
 * saved). The voice actor answers: accepts, declines or proposes other terms.
 */
export function BookingForm({
  providerId,
  name,
  origin,
  initial = EMPTY_DRAFT,
}: {
  providerId: number;
  name: string;
  origin: BookingOrigin;
  initial?: BookingDraft;
}) {
  const link = origin.kind === 'direct' ? origin.link : null;
  const headingId = useId();
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BookingDraft>(initial);
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<{ field: 'script' | 'budget' | null; message: string } | null>(null);
  // A new object only when the draft changes: the quote asks again only then.
  const checked = useMemo(() => bookingFieldsOf(draft, link), [draft, link]);
  const fields = 'fields' in checked ? checked.fields : null;
  const quote = useQuote(providerId, fields);
  const set = (change: Partial<BookingDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setReviewing(false);
    setProblem(null);
  };

  const book = useMutation({
    mutationFn: async (booking: BookingFields) =>
      origin.kind === 'edit'
        ? (await editBooking(origin.projectRef, booking)).data
        : (
            await bookProvider(
              providerId,
              origin.kind === 'audition' ? { ...booking, offer_id: origin.offerId } : booking,
            )
          ).data,
    meta: LOCAL_ERRORS,
    onSuccess: async (project) => {
      // A changed request: the booking's page shows the new terms, not the cached ones.
      if (origin.kind === 'edit')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['/invitations'] }),
          queryClient.invalidateQueries({ queryKey: getGetProjectQueryKey(project.public_hash) }),
        ]);
      await navigate(`/projects/${project.public_hash}`);
    },
    onError: (error) => {
      setProblem({ field: null, message: error instanceof ApiError ? error.message : 'Unexpected Error' });
    },
  });

  const review = () => {
    if ('problem' in checked) {
      setProblem({ field: checked.field, message: checked.problem });
      return;
    }
    setReviewing(true);
  };
  const words = wordsOf(draft.script);
  const errorOf = (field: 'script' | 'budget') => (problem?.field === field ? problem.message : undefined);

  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={1} id={headingId}>
          {origin.kind === 'edit'
            ? `Change your booking of ${name}`
            : origin.kind === 'audition'
              ? `Book ${name} for “${origin.castingName}”`
              : `Book ${name}`}
        </Heading>
        <Text tone="muted">
          {origin.kind === 'edit'
            ? `${name} has not answered yet: change what you ask for, and ${name} answers the new request.`
            : origin.kind === 'audition'
              ? `Your casting's script and ${name}'s quoted price are filled in: check them, then send the request.`
              : link === null
                ? `Tell ${name} what to record: the price updates as you go, and ${name} accepts, declines or proposes other terms.`
                : `You came through ${name}'s booking link${link.name === null ? '' : ` "${link.name}"`}: ${link.budget === null ? 'its preset terms apply' : `its price of ${money.format(link.budget)} applies`}.`}
        </Text>
      </Stack>
      <div className={styles.layout}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="md">
            <TextArea
              label="Script"
              hint={
                words === 0
                  ? 'Paste the text to record.'
                  : `${String(words)} words, about ${String(Math.ceil(words / 2.5))} s read aloud.`
              }
              required
              value={draft.script}
              error={errorOf('script')}
              onValueChange={({ value }) => {
                set({ script: value });
              }}
            />
            <Select
              label="Audience"
              options={AUDIENCES.map((a) => ({ value: String(a.value), label: a.label }))}
              value={String(draft.audience)}
              onValueChange={({ value }) => {
                const found = AUDIENCES.find((a) => String(a.value) === value);
                if (found) set({ audience: found.value });
              }}
            />
            <Inline gap="md" wrap>
              <Select
                label="Usage"
                options={USAGE_MONTHS.map((m) => ({
                  value: String(m),
                  label: `${String(m / 12)} year${m === 12 ? '' : 's'}`,
                }))}
                value={String(draft.usageMonths)}
                onValueChange={({ value }) => {
                  set({ usageMonths: Number(value) });
                }}
              />
              <Select
                label="Revisions included"
                options={REVISIONS.map((r) => ({ value: String(r), label: String(r) }))}
                value={String(draft.revisions)}
                onValueChange={({ value }) => {
                  set({ revisions: Number(value) });
                }}
              />
              <Select
                label="Delivery within"
                options={TURNAROUND_DAYS.map((d) => ({
                  value: String(d),
                  label: `${String(d)} day${d === 1 ? '' : 's'}`,
                }))}
                value={String(draft.turnaround)}
                onValueChange={({ value }) => {
                  set({ turnaround: Number(value) });
                }}
              />
            </Inline>
            {link?.budget != null ? null : (
              <TextField
                className={styles.budget}
                label="Your budget (US dollars)"
                hint="Leave it empty to book at the quoted price."
                prefix="$"
                inputMode="decimal"
                value={draft.budget}
                error={errorOf('budget')}
                onValueChange={({ value }) => {
                  set({ budget: value });
                }}
              />
            )}
            <Checkbox
              label="Pay with Secure Payment"
              description="Your payment is held and released to the voice actor when you accept the recording."
              checked={draft.securePayment}
              onCheckedChange={({ checked: on }) => {
                set({ securePayment: on });
              }}
            />
            {reviewing ? null : (
              <div>
                <Button type="submit">Review the booking</Button>
              </div>
            )}
          </Stack>
        </form>
        <QuotePanel quote={quote.data ?? null} failure={quote.error} pending={quote.isFetching} />
      </div>
      {reviewing && fields !== null ? (
        <Stack as="section" gap="sm" aria-label="Review your booking" className={styles.review}>
          <Heading level={2}>Review your booking</Heading>
          <Text>
            {`${String(words)} words for a ${AUDIENCES.find((a) => a.value === draft.audience)?.label.toLowerCase() ?? ''} audience, used for ${String(draft.usageMonths)} months, ${String(draft.revisions)} revision${draft.revisions === 1 ? '' : 's'} included, delivered within ${String(draft.turnaround)} day${draft.turnaround === 1 ? '' : 's'}${draft.securePayment ? ', paid with Secure Payment' : ''}.`}
          </Text>
          {quote.data ? (
            <Text weight="medium">{`You pay ${money.format(quote.data.client_price)}.`}</Text>
          ) : null}
          {problem?.field === null ? (
            <Text tone="danger" role="alert">
              {problem.message}
            </Text>
          ) : null}
          <Inline gap="sm" align="center" wrap>
            {user === null ? (
              <AppLink to={signInPath(`${location.pathname}${location.search}`)} variant="standalone">
                Sign in to send the booking request
              </AppLink>
            ) : (
              <Button
                loading={book.isPending}
                onClick={() => {
                  book.mutate(fields);
                }}
              >
                {origin.kind === 'edit' ? 'Save the changed request' : 'Send booking request'}
              </Button>
            )}
            <Button
              variant="tertiary"
              onClick={() => {
                setReviewing(false);
              }}
            >
              Change the terms
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The instant quote, its three parts apart: what the client pays, the fee, the voice actor's net. */
function QuotePanel({
  quote,
  failure,
  pending,
}: {
  quote: Quote | null;
  failure: Error | null;
  pending: boolean;
}) {
  return (
    <aside className={styles.quote} aria-label="Instant quote" aria-busy={pending}>
      <Heading level={2} size="md">
        Instant quote
      </Heading>
      {failure !== null ? (
        <Banner label="Quote" tone="danger" title="No quote for these terms">
          {failure.message}
        </Banner>
      ) : quote === null ? (
        <Text tone="muted">The price shows once the script is in.</Text>
      ) : (
        <dl className={styles.figures}>
          <dt>You pay</dt>
          <dd>{money.format(quote.client_price)}</dd>
          <dt>{`Platform fee (${String(quote.platform_fee_percentage ?? 0)}%)`}</dt>
          <dd>{money.format(quote.platform_fee)}</dd>
          <dt>The voice actor receives</dt>
          <dd>{money.format(quote.voice_actor_net)}</dd>
        </dl>
      )}
    </aside>
  );
}
