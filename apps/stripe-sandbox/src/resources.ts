// The sandbox's resources as Stripe shapes them, and what charging a card does: a decline (402 with
// the card error), 3-D Secure (requires_action) or the charge (held with manual capture).
import { cardFor, luhnValid, TEST_PAYMENT_METHODS, type CardBehaviour } from './cards';
import { text, type FormObject } from './form';
import {
  bool,
  invalid,
  missing,
  newId,
  nowSeconds,
  StripeFailure,
  type Emit,
  type State,
  type StoredCard,
  type StripeJson,
} from './core';

export function resourcesOf(s: State, emit: Emit) {
  const { customers, cards, paymentIntents, charges, accounts, balance } = s;
  const cardJson = (stored: StoredCard): StripeJson => ({
    id: stored.id,
    object: 'payment_method',
    type: 'card',
    created: stored.created,
    customer: stored.customer,
    livemode: false,
    metadata: {},
    billing_details: { name: stored.billingName, email: null, phone: null, address: null },
    card: {
      brand: stored.card.brand,
      last4: stored.last4,
      exp_month: stored.expMonth,
      exp_year: stored.expYear,
      funding: stored.card.funding,
      country: stored.card.country,
      checks: { cvc_check: 'pass', address_line1_check: null, address_postal_code_check: null },
    },
  });

  function makeCard(
    number: string,
    expMonth: number,
    expYear: number,
    billingName: string | null,
  ): StoredCard {
    if (!luhnValid(number)) {
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'card[number]',
      });
    }
    const card = cardFor(number);
    if (card === null) {
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'live_mode_test_card',
        message:
          'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      });
    }
    if (expMonth < 1 || expMonth > 12) {
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'card[exp_month]',
      });
    }
    const now = new Date();
    const fullYear = expYear < 100 ? 2000 + expYear : expYear;
    if (
      fullYear < now.getUTCFullYear() ||
      (fullYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    ) {
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is in the past.",
        param: 'card[exp_year]',
      });
    }
    const stored: StoredCard = {
      id: newId('pm'),
      customer: null,
      card,
      last4: number.slice(-4),
      expMonth,
      expYear: fullYear,
      setUp: false,
      created: nowSeconds(),
      billingName,
    };
    cards.set(stored.id, stored);
    return stored;
  }

  /** A payment method by id; Stripe's `pm_card_*` test ids make a fresh card each time. */
  function cardById(id: string, param = 'payment_method'): StoredCard {
    const found = cards.get(id);
    if (found) return found;
    const number = TEST_PAYMENT_METHODS.get(id);
    if (number !== undefined) {
      const made = makeCard(number, 12, new Date().getUTCFullYear() + 3, null);
      return made;
    }
    throw missing('PaymentMethod', id, param);
  }

  function customerById(id: string, param = 'customer'): StripeJson {
    const found = customers.get(id);
    if (!found) throw missing('customer', id, param);
    return found;
  }

  function cardError(behaviour: Extract<CardBehaviour, { kind: 'declines' }>, extra: StripeJson): StripeJson {
    return {
      type: 'card_error',
      code: behaviour.code,
      ...(behaviour.declineCode === undefined ? {} : { decline_code: behaviour.declineCode }),
      message: behaviour.message,
      doc_url: `https://stripe.com/docs/error-codes/${behaviour.code.replace(/_/g, '-')}`,
      ...extra,
    };
  }

  function newCharge(
    intent: StripeJson,
    stored: StoredCard,
    outcome: 'succeeded' | 'failed',
    captured: boolean,
  ): StripeJson {
    const charge: StripeJson = {
      id: newId('ch'),
      object: 'charge',
      amount: intent['amount'],
      amount_captured: captured ? intent['amount'] : 0,
      amount_refunded: 0,
      captured,
      currency: intent['currency'],
      customer: intent['customer'],
      created: nowSeconds(),
      livemode: false,
      metadata: intent['metadata'],
      paid: outcome === 'succeeded',
      payment_intent: intent['id'],
      payment_method: stored.id,
      payment_method_details: { type: 'card', card: { brand: stored.card.brand, last4: stored.last4 } },
      refunded: false,
      status: outcome,
      transfer_group: intent['transfer_group'] ?? null,
      balance_transaction: null,
      failure_code: null,
      failure_message: null,
    };
    charges.set(String(charge['id']), charge);
    return charge;
  }

  const credit = (currency: string, amount: number) =>
    balance.set(currency, (balance.get(currency) ?? 0) + amount);

  /** Runs a confirmed payment intent's card: decline, 3-D Secure, or the charge. */
  function attemptPayment(
    intent: StripeJson,
    stored: StoredCard,
    key: string | null,
    offSession: boolean,
  ): void {
    const behaviour = stored.card.behaviour;
    intent['payment_method'] = stored.id;
    if (behaviour.kind === 'declines') {
      const charge = newCharge(intent, stored, 'failed', false);
      charge['failure_code'] = behaviour.code;
      charge['failure_message'] = behaviour.message;
      const error = cardError(behaviour, { charge: charge['id'], payment_method: cardJson(stored) });
      intent['status'] = 'requires_payment_method';
      intent['last_payment_error'] = error;
      intent['latest_charge'] = charge['id'];
      emit('charge.failed', charge, { idempotencyKey: key });
      emit('payment_intent.payment_failed', intent, { idempotencyKey: key });
      throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent) });
    }
    const needsAuthentication = behaviour.kind === 'authenticates' && (behaviour.always || !stored.setUp);
    if (needsAuthentication && offSession) {
      const error: StripeJson = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_method: cardJson(stored),
      };
      intent['status'] = 'requires_payment_method';
      intent['last_payment_error'] = error;
      emit('payment_intent.payment_failed', intent, { idempotencyKey: key });
      throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent) });
    }
    if (needsAuthentication) {
      intent['status'] = 'requires_action';
      intent['next_action'] = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `${s.origin}/sandbox/authenticate/${String(intent['id'])}`,
        },
      };
      emit('payment_intent.requires_action', intent, { idempotencyKey: key });
      return;
    }
    completePayment(intent, stored, key);
  }

  function completePayment(intent: StripeJson, stored: StoredCard, key: string | null): void {
    const manual = intent['capture_method'] === 'manual';
    const charge = newCharge(intent, stored, 'succeeded', !manual);
    intent['latest_charge'] = charge['id'];
    intent['last_payment_error'] = null;
    intent['next_action'] = null;
    if (intent['setup_future_usage'] !== null && intent['setup_future_usage'] !== undefined)
      stored.setUp = true;
    emit('charge.succeeded', charge, { idempotencyKey: key });
    if (manual) {
      intent['status'] = 'requires_capture';
      intent['amount_capturable'] = intent['amount'];
      emit('payment_intent.amount_capturable_updated', intent, { idempotencyKey: key });
    } else {
      intent['status'] = 'succeeded';
      intent['amount_received'] = intent['amount'];
      credit(String(intent['currency']), Number(intent['amount']));
      emit('payment_intent.succeeded', intent, { idempotencyKey: key });
    }
  }

  function paymentIntentById(id: string): StripeJson {
    const found = paymentIntents.get(id);
    if (!found) throw missing('payment_intent', id);
    return found;
  }

  function confirmIntent(intent: StripeJson, params: FormObject, key: string | null): StripeJson {
    const status = String(intent['status']);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const pmId = text(params, 'payment_method') ?? (intent['payment_method'] as string | null);
    if (!pmId) {
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const stored = cardById(pmId);
    attemptPayment(intent, stored, key, bool(params, 'off_session') ?? false);
    return intent;
  }

  function accountJson(id: string): StripeJson {
    const found = accounts.get(id);
    if (!found) throw missing('account', id, 'account');
    return found;
  }
  return {
    cardJson,
    makeCard,
    cardById,
    customerById,
    cardError,
    attemptPayment,
    completePayment,
    paymentIntentById,
    confirmIntent,
    accountJson,
    credit,
  };
}

export type Resources = ReturnType<typeof resourcesOf>;
