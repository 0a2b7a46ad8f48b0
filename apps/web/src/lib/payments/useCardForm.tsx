// The card entry both payment forms share (the Secure Payment page, features/payments, and the
// membership checkout, features/membership): the processor's mode, the fields' state, what a Retry
// keeps, and how the typed card becomes a payment method. In sandbox mode the ui's fields are typed
// here and tokenized at the sandbox (cardTokens.ts); in Stripe mode Stripe Elements' card element
// takes the number, expiry and security code in Stripe's own frame (StripeCardElement, loaded only
// then), so setting Stripe's keys on the server is the only change between the two.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { getGetPaymentProcessorQueryOptions } from '@vo/sdk/hooks';
import { PAYMENT_ERROR_MESSAGES, paymentErrorCodeOf, type PaymentErrorCode } from '@vo/machines';
import { Spinner, type CardDetails, type PaymentMethodFieldsProps } from '@vo/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { CardRefused, tokenizeCard } from './cardTokens';
import type { StripeCardState } from './StripeCardElement';

const LOCAL_ERRORS = { errors: 'local' } as const;

const StripeCardElement = lazy(async () => ({
  default: (await import('./StripeCardElement')).StripeCardElement,
}));

/** What a refused payment shows in the Payment error view: the message, and the field it concerns. */
export function paymentFailureOf(error: unknown): { message: string; code: PaymentErrorCode | null } {
  if (error instanceof ApiError) return { message: error.message, code: paymentErrorCodeOf(error) };
  if (error instanceof CardRefused) return { message: error.message, code: null };
  return { message: PAYMENT_ERROR_MESSAGES.unexpected, code: 'unexpected' };
}

const expiryOf = (card: CardDetails): string =>
  card.exp_month === null || card.exp_year === null
    ? ''
    : `${String(card.exp_month).padStart(2, '0')} / ${String(card.exp_year % 100).padStart(2, '0')}`;

/** Stripe's card element says nothing while it is empty; after a submit attempt the fields do. */
const EMPTY_STRIPE_CARD = 'Enter your card’s number, expiry date and security code.';

const NOT_LOADED: StripeCardState = { complete: false, error: undefined, tokenize: null };

/**
 * The state of one card form. Spread `fields` on PaymentMethodFields with `key={attempt}` (a Retry
 * mounts fresh fields); `tokenizer()` answers how to make the typed card a payment method, or null
 * when it cannot be sent yet (its errors then show); `retry(code)` asks for the card again, keeping
 * what was typed but the number, with the failure shown by the field it concerns.
 */
export function useCardForm(initialError?: PaymentErrorCode) {
  const processor = useQuery({ ...getGetPaymentProcessorQueryOptions(), meta: LOCAL_ERRORS });
  const [card, setCard] = useState<{ value: CardDetails | null; valid: boolean }>({
    value: null,
    valid: false,
  });
  const [method, setMethod] = useState<'card' | 'paypal'>('card');
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [kept, setKept] = useState<{ expiry: string; cvc: string; name: string } | undefined>(undefined);
  const [lastCode, setLastCode] = useState<PaymentErrorCode | undefined>(initialError);
  const [stripeCard, setStripeCard] = useState<StripeCardState>(NOT_LOADED);
  const onStripeChange = useCallback((state: StripeCardState) => {
    setStripeCard(state);
  }, []);

  const settings = processor.data?.data;
  const stripeMode = settings?.mode === 'stripe';
  const fields = {
    defaultValues: kept,
    paymentError: lastCode,
    showErrors,
    onChange: ({ value, valid }) => {
      setMethod(value.type);
      setCard({ value: value.type === 'card' ? value.card : null, valid });
    },
    ...(stripeMode
      ? {
          cardField: (
            <Suspense fallback={<Spinner size="small" label="Loading the card form" />}>
              <StripeCardElement publishableKey={settings.publishable_key} onChange={onStripeChange} />
            </Suspense>
          ),
          cardFieldError:
            stripeCard.error ?? (showErrors && !stripeCard.complete ? EMPTY_STRIPE_CARD : undefined),
        }
      : {}),
  } satisfies Partial<PaymentMethodFieldsProps>;

  const tokenizer = (): (() => Promise<string>) | null => {
    setShowErrors(true);
    if (settings === undefined || !card.valid || card.value === null) return null;
    const typed = card.value;
    if (settings.mode === 'sandbox') return () => tokenizeCard(settings, typed);
    const { complete, tokenize } = stripeCard;
    if (!complete || tokenize === null) return null;
    return () => tokenize(typed.name);
  };

  const retry = (code: PaymentErrorCode | null) => {
    setLastCode(code ?? undefined);
    setKept(
      card.value === null
        ? undefined
        : { expiry: expiryOf(card.value), cvc: card.value.cvc, name: card.value.name },
    );
    setCard({ value: null, valid: false });
    setStripeCard(NOT_LOADED);
    setShowErrors(false);
    setAttempt((n) => n + 1);
  };

  return { processor, method, attempt, fields, tokenizer, retry, ready: settings !== undefined };
}
