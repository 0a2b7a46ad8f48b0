import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  getGetPaymentProcessorQueryOptions,
  getPaypalAgreementLink,
  setSubscriptionPaymentMethod,
  type PaymentProcessor,
  type Subscription,
} from '@vo/sdk/hooks';
import { PAYMENT_ERROR_MESSAGES, paymentErrorCodeOf, type PaymentErrorCode } from '@vo/machines';
import { Button, Heading, Inline, PaymentMethodFields, Stack, Text, type CardDetails } from '@vo/ui';
import { useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { CardRefused, tokenizeCard } from '../../lib/payments/cardTokens';
import { keepChoice, type PendingChoice } from './pendingChoice';

const LOCAL_ERRORS = { errors: 'local' } as const;

export interface PaymentMethodFormProps {
  /** The submit button's words ("Pay $35.00", "Save payment method"). */
  submitLabel: string;
  /** The PayPal account already agreed, if any. */
  paypalEmail?: string | null;
  /** The plan being bought, kept in the tab while the voice actor approves PayPal. */
  choice?: PendingChoice;
  /** The last charge's failure, shown next to the field it concerns. */
  paymentError?: PaymentErrorCode;
  /** Busy from outside (the charge that follows the saving). */
  busy?: boolean;
  /** The membership with its new payment method (the card is saved; PayPal comes back by /paypalRedirect). */
  onSaved: (subscription: Subscription) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** Where the saving is: typing, on its way, or refused (the Payment error view with Retry). */
type Phase = { kind: 'form' } | { kind: 'failed'; message: string; code: PaymentErrorCode | null };

const expiryOf = (card: CardDetails): string =>
  card.exp_month === null || card.exp_year === null
    ? ''
    : `${String(card.exp_month).padStart(2, '0')} / ${String(card.exp_year % 100).padStart(2, '0')}`;

function failureOf(error: unknown): { message: string; code: PaymentErrorCode | null } {
  if (error instanceof ApiError) return { message: error.message, code: paymentErrorCodeOf(error) };
  if (error instanceof CardRefused) return { message: error.message, code: null };
  return { message: PAYMENT_ERROR_MESSAGES.unexpected, code: 'unexpected' };
}

/**
 * The card or PayPal a membership is charged to. The card is tokenized at the processor in the browser
 * (lib/payments, as the Secure Payment page does) and only its pm_ id is saved with
 * setSubscriptionPaymentMethod; PayPal opens the agreement link and finishes at /paypalRedirect. A card
 * the processor refuses shows section 8's message in the Payment error view; Retry asks for the number
 * again and keeps the rest of what was typed.
 */
export function PaymentMethodForm({
  submitLabel,
  paypalEmail,
  choice,
  paymentError,
  busy = false,
  onSaved,
  onCancel,
  cancelLabel = 'Cancel',
}: PaymentMethodFormProps) {
  const { leave } = useAppServices();
  const processor = useQuery({ ...getGetPaymentProcessorQueryOptions(), meta: LOCAL_ERRORS });
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [card, setCard] = useState<{ value: CardDetails | null; valid: boolean }>({
    value: null,
    valid: false,
  });
  const [method, setMethod] = useState<'card' | 'paypal'>('card');
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [kept, setKept] = useState<{ expiry: string; cvc: string; name: string } | undefined>(undefined);
  const [lastCode, setLastCode] = useState<PaymentErrorCode | undefined>(paymentError);

  const save = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async (input: { processor: PaymentProcessor; card: CardDetails }) => {
      const token = await tokenizeCard(input.processor, input.card);
      return (await setSubscriptionPaymentMethod({ token, type: 'card' })).data;
    },
    onSuccess: (subscription) => {
      onSaved(subscription);
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...failureOf(error) });
    },
  });
  const paypal = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: async () => (await getPaypalAgreementLink()).data,
    onSuccess: (link) => {
      if (choice) keepChoice(choice);
      if (leave) leave(link.url);
      else window.location.assign(link.url);
    },
    onError: (error) => {
      setPhase({ kind: 'failed', ...failureOf(error) });
    },
  });

  const retry = () => {
    if (phase.kind === 'failed') setLastCode(phase.code ?? undefined);
    setKept(
      card.value === null
        ? undefined
        : { expiry: expiryOf(card.value), cvc: card.value.cvc, name: card.value.name },
    );
    setCard({ value: null, valid: false });
    setShowErrors(false);
    setAttempt((n) => n + 1);
    setPhase({ kind: 'form' });
  };

  if (phase.kind === 'failed') {
    return (
      <Stack as="section" gap="sm" aria-label="Payment error">
        <Heading level={3}>Payment error</Heading>
        <Text role="alert" tone="danger">
          {phase.message}
        </Text>
        <Inline gap="sm">
          <Button onClick={retry}>Retry</Button>
          {onCancel ? (
            <Button variant="tertiary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      aria-label="Payment method"
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (!card.valid || card.value === null || processor.data === undefined) return;
        save.mutate({ processor: processor.data.data, card: card.value });
      }}
    >
      <Stack gap="sm">
        {processor.isError ? (
          <Text role="alert" tone="danger">
            {processor.error.message}
          </Text>
        ) : null}
        <PaymentMethodFields
          key={attempt}
          methods={['card', 'paypal']}
          defaultValues={kept}
          paymentError={lastCode}
          showErrors={showErrors}
          paypalEmail={paypalEmail ?? null}
          paypalBusy={paypal.isPending}
          onConnectPaypal={() => {
            paypal.mutate();
          }}
          onChange={({ value, valid }) => {
            setMethod(value.type);
            setCard({ value: value.type === 'card' ? value.card : null, valid });
          }}
        />
        <Inline gap="sm">
          {method === 'card' ? (
            <Button type="submit" loading={save.isPending || busy} disabled={processor.data === undefined}>
              {submitLabel}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="tertiary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
