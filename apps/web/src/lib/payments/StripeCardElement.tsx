// Stripe mode's card input: Stripe Elements' card element, in its own chunk that only a page in
// Stripe mode loads (useCardForm imports it lazily), so neither Stripe.js nor @stripe/react-stripe-js
// weighs on the sandbox build's routes. The number, expiry and security code are typed in Stripe's
// frame and never reach this page's JavaScript; `createPaymentMethod` answers the pm_ id that goes on
// to the marketplace's API, as the sandbox's tokenizer does in local mode.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Spinner } from '@vo/ui';
import { useEffect, useState } from 'react';
import { CardRefused } from './cardTokens';

/** What the card element holds, and how to make it a payment method once Stripe.js is ready. */
export interface StripeCardState {
  complete: boolean;
  /** Stripe's words about what is typed (an incomplete or invalid number…). */
  error: string | undefined;
  /** Makes the typed card a payment method at Stripe; null until Stripe.js has loaded. */
  tokenize: ((name: string) => Promise<string>) | null;
}

export interface StripeCardElementProps {
  publishableKey: string;
  onChange: (state: StripeCardState) => void;
}

// One Stripe.js instance per key for the page's life (loadStripe loads the script once).
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let instance = instances.get(key);
  if (instance === undefined) {
    instance = loadStripe(key);
    instances.set(key, instance);
  }
  return instance;
}

/** The page's text colour and font, for the text Stripe draws inside its frame. */
function frameStyle() {
  const body = getComputedStyle(document.body);
  return { base: { color: body.color, fontFamily: body.fontFamily, fontSize: '16px' } };
}

export function StripeCardElement({ publishableKey, onChange }: StripeCardElementProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <Card onChange={onChange} />
    </Elements>
  );
}

function Card({ onChange }: Pick<StripeCardElementProps, 'onChange'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [typed, setTyped] = useState<{ complete: boolean; error: string | undefined }>({
    complete: false,
    error: undefined,
  });
  useEffect(() => {
    const tokenize =
      stripe === null || elements === null
        ? null
        : async (name: string) => {
            const card = elements.getElement(CardElement);
            if (card === null) throw new CardRefused('The card form is not ready; try again in a moment.');
            const { paymentMethod, error } = await stripe.createPaymentMethod({
              type: 'card',
              card,
              billing_details: { name },
            });
            if (error !== undefined) throw new CardRefused(error.message ?? 'Your card could not be read.');
            return paymentMethod.id;
          };
    onChange({ ...typed, tokenize });
  }, [stripe, elements, typed, onChange]);
  return (
    <>
      {/* Stripe.js comes from js.stripe.com: until it has loaded, the frame is empty. */}
      {stripe === null ? <Spinner size="small" label="Loading the card form" /> : null}
      <CardElement
        options={{ hidePostalCode: true, style: frameStyle() }}
        onChange={(event) => {
          setTyped({ complete: event.complete, error: event.error?.message });
        }}
      />
    </>
  );
}
