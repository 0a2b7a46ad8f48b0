// Customers, payment methods (tokenized from a test card number with the publishable key, as
// Stripe.js does; the number is dropped) and setup intents.
import { randomBytes } from 'node:crypto';
import { metadataOf, object, text } from './form';
import {
  bool,
  invalid,
  missing,
  newId,
  nowSeconds,
  StripeFailure,
  type Emit,
  type State,
  type StripeJson,
} from './core';
import type { Route } from './http';
import type { Resources } from './resources';

export function customerRoutes(route: Route, s: State, r: Resources, emit: Emit): void {
  const { customers, cards, setupIntents } = s;
  const { cardJson, makeCard, cardById, customerById, cardError } = r;
  route('POST', '/v1/customers', (params, _request, key) => {
    const customer: StripeJson = {
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      description: text(params, 'description') ?? null,
      livemode: false,
      metadata: metadataOf(params),
      invoice_settings: { default_payment_method: null },
    };
    customers.set(String(customer['id']), customer);
    emit('customer.created', customer, { idempotencyKey: key });
    return customer;
  });
  route('GET', '/v1/customers/:id', (_params, request) =>
    customerById((request.params as { id: string }).id, 'id'),
  );
  route('GET', '/v1/customers/:id/payment_methods', (_params, request) => {
    const id = (request.params as { id: string }).id;
    customerById(id, 'customer');
    const data = [...cards.values()]
      .filter((c) => c.customer === id)
      .map(cardJson)
      .reverse();
    return { object: 'list', data, has_more: false, url: `/v1/customers/${id}/payment_methods` };
  });

  // Payment methods (Stripe.js tokenizes with the publishable key)
  route(
    'POST',
    '/v1/payment_methods',
    (params) => {
      if (text(params, 'type') !== 'card')
        throw invalid('Only card payment methods exist in the sandbox.', 'type');
      const card = object(params, 'card');
      const number = (text(card, 'number') ?? '').replace(/\s+/g, '');
      const expMonth = Number(text(card, 'exp_month') ?? '0');
      const expYear = Number(text(card, 'exp_year') ?? '0');
      const billing = object(params, 'billing_details');
      return cardJson(makeCard(number, expMonth, expYear, text(billing, 'name') ?? null));
    },
    true,
  );
  route('GET', '/v1/payment_methods/:id', (_params, request) =>
    cardJson(cardById((request.params as { id: string }).id, 'id')),
  );
  route('GET', '/v1/payment_methods', (params) => {
    const customer = text(params, 'customer');
    const data = [...cards.values()]
      .filter((c) => customer === undefined || c.customer === customer)
      .map(cardJson);
    return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
  });
  route('POST', '/v1/payment_methods/:id/attach', (params, request, key) => {
    const stored = cardById((request.params as { id: string }).id, 'payment_method');
    const customer = text(params, 'customer') ?? '';
    customerById(customer);
    stored.customer = customer;
    emit('payment_method.attached', cardJson(stored), { idempotencyKey: key });
    return cardJson(stored);
  });
  route('POST', '/v1/payment_methods/:id/detach', (_params, request, key) => {
    const stored = cardById((request.params as { id: string }).id, 'payment_method');
    stored.customer = null;
    emit('payment_method.detached', cardJson(stored), { idempotencyKey: key });
    return cardJson(stored);
  });

  // Setup intents
  const setupIntentById = (id: string) => {
    const found = setupIntents.get(id);
    if (!found) throw missing('setup_intent', id);
    return found;
  };
  function confirmSetup(intent: StripeJson, pmId: string, key: string | null): StripeJson {
    const stored = cardById(pmId);
    intent['payment_method'] = stored.id;
    const behaviour = stored.card.behaviour;
    if (behaviour.kind === 'declines') {
      const error = cardError(behaviour, { payment_method: cardJson(stored) });
      intent['status'] = 'requires_payment_method';
      intent['last_setup_error'] = error;
      emit('setup_intent.setup_failed', intent, { idempotencyKey: key });
      throw new StripeFailure(402, { ...error, setup_intent: structuredClone(intent) });
    }
    if (behaviour.kind === 'authenticates') {
      intent['status'] = 'requires_action';
      intent['next_action'] = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `${s.origin}/sandbox/authenticate/${String(intent['id'])}`,
        },
      };
      emit('setup_intent.requires_action', intent, { idempotencyKey: key });
      return intent;
    }
    stored.setUp = true;
    if (typeof intent['customer'] === 'string') stored.customer = intent['customer'];
    intent['status'] = 'succeeded';
    emit('setup_intent.succeeded', intent, { idempotencyKey: key });
    return intent;
  }
  route('POST', '/v1/setup_intents', (params, _request, key) => {
    const customer = text(params, 'customer') ?? null;
    if (customer !== null) customerById(customer);
    const id = newId('seti');
    const intent: StripeJson = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer,
      livemode: false,
      metadata: metadataOf(params),
      payment_method: text(params, 'payment_method') ?? null,
      payment_method_types: ['card'],
      status: text(params, 'payment_method') ? 'requires_confirmation' : 'requires_payment_method',
      usage: text(params, 'usage') ?? 'off_session',
      next_action: null,
      last_setup_error: null,
    };
    setupIntents.set(id, intent);
    emit('setup_intent.created', intent, { idempotencyKey: key });
    const pm = text(params, 'payment_method');
    if (bool(params, 'confirm') && pm) return confirmSetup(intent, pm, key);
    return intent;
  });
  route('GET', '/v1/setup_intents/:id', (_params, request) =>
    setupIntentById((request.params as { id: string }).id),
  );
  route('POST', '/v1/setup_intents/:id/confirm', (params, request, key) => {
    const intent = setupIntentById((request.params as { id: string }).id);
    const pm = text(params, 'payment_method') ?? (intent['payment_method'] as string | null);
    if (!pm)
      throw invalid(
        "You cannot confirm this SetupIntent because it's missing a payment method.",
        'payment_method',
      );
    return confirmSetup(intent, pm, key);
  });
}
