// The card, made a payment method by the processor in the browser in sandbox (local) mode, as
// Stripe.js does: the number goes to the local sandbox with the publishable key, and only the pm_ id
// it answers goes on to the marketplace's API. Nothing here sends a card to the marketplace's API.
// Stripe mode uses Stripe Elements instead (StripeCardElement.tsx); useCardForm picks by the mode.
import type { PaymentProcessor } from '@vo/sdk/hooks';
import type { CardDetails } from '@vo/ui';

/** What the processor says about a card it would not take (its own words). */
export class CardRefused extends Error {
  override readonly name = 'CardRefused';
}

interface ProcessorAnswer {
  id?: unknown;
  error?: { message?: unknown };
}

/**
 * Tokenizes the card at the processor (sandbox mode): POST /v1/payment_methods with the publishable
 * key. Answers the payment method's id; throws CardRefused with the processor's message.
 */
export async function tokenizeCard(processor: PaymentProcessor, card: CardDetails): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.exp_month ?? ''),
    'card[exp_year]': String(card.exp_year ?? ''),
    'card[cvc]': card.cvc,
    'billing_details[name]': card.name,
  });
  const response = await fetch(`${processor.api_origin}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${processor.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  const answer = (await response.json()) as ProcessorAnswer;
  if (response.ok && typeof answer.id === 'string') return answer.id;
  const message = answer.error?.message;
  throw new CardRefused(typeof message === 'string' ? message : 'Your card could not be read.');
}

/** A fresh key for one intended payment (Idempotency-Key): a retried request with it pays once. */
export const paymentKey = (): string => `pay-${crypto.randomUUID()}`;
