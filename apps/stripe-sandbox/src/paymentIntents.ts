// Payment intents (create, confirm, capture, cancel) and refunds.
import { randomBytes } from 'node:crypto';
import { metadataOf, text } from './form';
import {
  bool,
  integer,
  invalid,
  missing,
  newId,
  nowSeconds,
  type Emit,
  type State,
  type StripeJson,
} from './core';
import type { Route } from './http';
import type { Resources } from './resources';

export function paymentIntentRoutes(route: Route, s: State, r: Resources, emit: Emit): void {
  const { paymentIntents, charges, refunds } = s;
  const { customerById, paymentIntentById, confirmIntent, credit } = r;
  route('POST', '/v1/payment_intents', (params, _request, key) => {
    const amount = integer(params, 'amount', true) ?? 0;
    const currency = (text(params, 'currency') ?? '').toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    const customer = text(params, 'customer') ?? null;
    if (customer !== null) customerById(customer);
    const captureMethod = text(params, 'capture_method') ?? 'automatic_async';
    const id = newId('pi');
    const intent: StripeJson = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod === 'manual' ? 'manual' : captureMethod,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency,
      customer,
      description: text(params, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(params),
      next_action: null,
      payment_method: text(params, 'payment_method') ?? null,
      payment_method_types: ['card'],
      setup_future_usage: text(params, 'setup_future_usage') ?? null,
      status: text(params, 'payment_method') ? 'requires_confirmation' : 'requires_payment_method',
      transfer_group: text(params, 'transfer_group') ?? null,
    };
    paymentIntents.set(id, intent);
    emit('payment_intent.created', intent, { idempotencyKey: key });
    if (bool(params, 'confirm')) return confirmIntent(intent, params, key);
    return intent;
  });
  route('GET', '/v1/payment_intents/:id', (_params, request) =>
    paymentIntentById((request.params as { id: string }).id),
  );
  route('POST', '/v1/payment_intents/:id/confirm', (params, request, key) =>
    confirmIntent(paymentIntentById((request.params as { id: string }).id), params, key),
  );
  route('POST', '/v1/payment_intents/:id/capture', (params, request, key) => {
    const intent = paymentIntentById((request.params as { id: string }).id);
    if (intent['status'] !== 'requires_capture') {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${String(intent['status'])}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const amount = integer(params, 'amount_to_capture', false) ?? Number(intent['amount']);
    if (amount > Number(intent['amount']))
      throw invalid('The amount to capture is greater than the authorized amount.', 'amount_to_capture');
    const charge = charges.get(String(intent['latest_charge']));
    if (charge) {
      charge['captured'] = true;
      charge['amount_captured'] = amount;
    }
    intent['status'] = 'succeeded';
    intent['amount_capturable'] = 0;
    intent['amount_received'] = amount;
    credit(String(intent['currency']), amount);
    if (charge) emit('charge.captured', charge, { idempotencyKey: key });
    emit('payment_intent.succeeded', intent, { idempotencyKey: key });
    return intent;
  });
  route('POST', '/v1/payment_intents/:id/cancel', (params, request, key) => {
    const intent = paymentIntentById((request.params as { id: string }).id);
    const status = String(intent['status']);
    if (status === 'succeeded' || status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent['status'] = 'canceled';
    intent['amount_capturable'] = 0;
    intent['canceled_at'] = nowSeconds();
    intent['cancellation_reason'] = text(params, 'cancellation_reason') ?? null;
    emit('payment_intent.canceled', intent, { idempotencyKey: key });
    return intent;
  });

  // Refunds
  route('POST', '/v1/refunds', (params, _request, key) => {
    const piId = text(params, 'payment_intent');
    const chargeId =
      text(params, 'charge') ?? (piId ? String(paymentIntentById(piId)['latest_charge']) : undefined);
    if (!chargeId)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    const charge = charges.get(chargeId);
    if (!charge || charge['status'] !== 'succeeded' || charge['captured'] !== true) {
      throw invalid(
        piId
          ? `This PaymentIntent does not have a successful charge to refund.`
          : `Charge ${chargeId} has not been captured.`,
        undefined,
        'charge_not_refundable',
      );
    }
    const captured = Number(charge['amount_captured']);
    const already = Number(charge['amount_refunded']);
    if (already >= captured) {
      throw invalid(`Charge ${chargeId} has already been refunded.`, undefined, 'charge_already_refunded');
    }
    const amount = integer(params, 'amount', false) ?? captured - already;
    if (amount > captured - already) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${captured - already})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund: StripeJson = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: chargeId,
      created: nowSeconds(),
      currency: charge['currency'],
      metadata: metadataOf(params),
      payment_intent: charge['payment_intent'],
      reason: text(params, 'reason') ?? null,
      status: 'succeeded',
    };
    refunds.set(String(refund['id']), refund);
    charge['amount_refunded'] = already + amount;
    charge['refunded'] = already + amount === captured;
    credit(String(charge['currency']), -amount);
    emit('refund.created', refund, { idempotencyKey: key });
    emit('charge.refunded', charge, { idempotencyKey: key });
    return refund;
  });
  route('GET', '/v1/refunds/:id', (_params, request) => {
    const id = (request.params as { id: string }).id;
    const found = refunds.get(id);
    if (!found) throw missing('refund', id);
    return found;
  });
}
