// A stand-in for Stripe.js (the script js.stripe.com serves, which no test here can reach), for the
// stories of Stripe mode's card form. `loadStripe` uses a `window.Stripe` already on the page, so the
// app's own code (StripeCardElement and @stripe/react-stripe-js) runs unchanged against it: the card
// element mounts an input where Stripe mounts its frame, reports `complete` as Stripe's does, and
// createPaymentMethod answers a pm_ id for the typed card. Only what the app calls is here.

/** What the stand-in's card input takes: "number expiry cvc", e.g. "4242424242424242 1230 123". */
const COMPLETE = /^\d{16} \d{4} \d{3,4}$/;

type Handler = (event: { complete: boolean; empty: boolean; error?: { message: string } }) => void;

interface CardElementStandIn {
  value: string;
  mount(node: HTMLElement): void;
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
  update(): void;
  unmount(): void;
  destroy(): void;
}

function cardElement(): CardElementStandIn {
  const handlers = new Map<string, Set<Handler>>();
  let input: HTMLInputElement | null = null;
  const emit = (event: string, payload: Parameters<Handler>[0]) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  };
  const element: CardElementStandIn = {
    value: '',
    mount(node) {
      input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number, expiry date and security code');
      input.addEventListener('input', () => {
        element.value = input?.value ?? '';
        const invalid = /[^\d ]/.test(element.value);
        emit('change', {
          complete: COMPLETE.test(element.value),
          empty: element.value === '',
          ...(invalid ? { error: { message: 'Your card number is invalid.' } } : {}),
        });
      });
      node.append(input);
      queueMicrotask(() => {
        emit('ready', { complete: false, empty: true });
      });
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(event, set);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
    },
    update() {},
    unmount() {
      input?.remove();
    },
    destroy() {
      input?.remove();
      handlers.clear();
    },
  };
  return element;
}

/** What the stand-in was asked to make into payment methods (the name and the card's last digits). */
export interface StripeJsRecord {
  keys: string[];
  paymentMethods: { name: string | undefined; last4: string }[];
}

let installed: StripeJsRecord | null = null;

/**
 * Puts the stand-in on the page as `window.Stripe`, once (loadStripe keeps the first Stripe.js it
 * finds, as a page does); answers what it records, emptied for the story that asks.
 */
export function installStripeJs(): StripeJsRecord {
  if (installed !== null) {
    installed.keys.length = 0;
    installed.paymentMethods.length = 0;
    return installed;
  }
  const record: StripeJsRecord = { keys: [], paymentMethods: [] };
  installed = record;
  const cards: CardElementStandIn[] = [];
  const notHere = () => Promise.reject(new Error('Not used by the app.'));
  const stripe = (key: string) => {
    record.keys.push(key);
    return {
      elements: () => ({
        create: () => {
          const card = cardElement();
          cards.push(card);
          return card;
        },
        getElement: () => cards.at(-1) ?? null,
        update() {},
      }),
      createPaymentMethod: (options: { card: CardElementStandIn; billing_details?: { name?: string } }) => {
        const digits = options.card.value.split(' ')[0] ?? '';
        record.paymentMethods.push({ name: options.billing_details?.name, last4: digits.slice(-4) });
        return Promise.resolve({ paymentMethod: { id: `pm_elements_${digits.slice(-4)}` } });
      },
      createToken: notHere,
      confirmCardPayment: notHere,
    };
  };
  // Stripe.js names its release train here; @stripe/stripe-js warns when it is another one.
  Object.assign(window, { Stripe: Object.assign(stripe, { version: 'endive' }) });
  return record;
}
