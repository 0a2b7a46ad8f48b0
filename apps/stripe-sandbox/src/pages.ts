// The pages Stripe.js and the hosted onboarding would show: the 3-D Secure challenge (complete or
// fail the authentication) and a connected account's onboarding (submitting verifies it at once).
import type { FastifyInstance } from 'fastify';
import { text, type FormObject } from './form';
import { invalid, StripeFailure, type Emit, type State, type StripeJson } from './core';
import type { Resources } from './resources';

export function pagesOf(app: FastifyInstance, s: State, r: Resources, emit: Emit) {
  const { setupIntents, paymentIntents, accounts } = s;
  const { cardById, paymentIntentById, completePayment, accountJson } = r;
  function authenticate(id: string, outcome: 'complete' | 'fail'): StripeJson {
    const setup = setupIntents.get(id);
    if (setup) {
      if (setup['status'] !== 'requires_action')
        throw invalid('This SetupIntent is not waiting for authentication.');
      const stored = cardById(String(setup['payment_method']));
      if (outcome === 'fail') {
        setup['status'] = 'requires_payment_method';
        setup['next_action'] = null;
        setup['last_setup_error'] = {
          type: 'invalid_request_error',
          code: 'setup_intent_authentication_failure',
          message:
            'The latest attempt to set up the payment method has failed because authentication failed.',
        };
        emit('setup_intent.setup_failed', setup, { idempotencyKey: null });
        return setup;
      }
      stored.setUp = true;
      if (typeof setup['customer'] === 'string') stored.customer = setup['customer'];
      setup['status'] = 'succeeded';
      setup['next_action'] = null;
      emit('setup_intent.succeeded', setup, { idempotencyKey: null });
      return setup;
    }
    const intent = paymentIntentById(id);
    if (intent['status'] !== 'requires_action')
      throw invalid('This PaymentIntent is not waiting for authentication.');
    const stored = cardById(String(intent['payment_method']));
    if (outcome === 'fail') {
      intent['status'] = 'requires_payment_method';
      intent['next_action'] = null;
      intent['last_payment_error'] = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      };
      emit('payment_intent.payment_failed', intent, { idempotencyKey: null });
      return intent;
    }
    // An authenticated card is set up for this customer's later off-session payments.
    if (stored.card.behaviour.kind === 'authenticates' && !stored.card.behaviour.always) stored.setUp = true;
    completePayment(intent, stored, null);
    return intent;
  }

  /**
   * The onboarding form submitted: verified at once, or (review) submitted and waiting for the
   * identity check, as Stripe's account is while it verifies the documents.
   */
  function completeOnboarding(id: string, outcome: 'verify' | 'review' = 'verify'): StripeJson {
    const account = accountJson(id);
    const review = outcome === 'review';
    account['charges_enabled'] = !review;
    account['payouts_enabled'] = !review;
    account['details_submitted'] = true;
    account['capabilities'] = { transfers: review ? 'pending' : 'active' };
    account['requirements'] = {
      currently_due: [],
      eventually_due: [],
      past_due: [],
      pending_verification: review ? ['individual.verification.document'] : [],
      disabled_reason: review ? 'requirements.pending_verification' : null,
    };
    emit('account.updated', account, { idempotencyKey: null });
    return account;
  }

  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  // The 3-D Secure challenge: what Stripe.js opens for a card that asks for authentication.
  // Authenticated by the intent's client secret, as Stripe.js is.
  app.get('/sandbox/authenticate/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    const { client_secret: secret = '', return_url: returnUrl = '' } = request.query as Record<
      string,
      string
    >;
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><title>3D Secure 2 Test Page</title></head><body>
<main><h1>3D Secure 2 Test Page</h1><p>This is a test authentication page for the card payment ${escape(id)}.</p>
<form method="post" action="/sandbox/authenticate/${escape(id)}"><input type="hidden" name="client_secret" value="${escape(secret)}"><input type="hidden" name="return_url" value="${escape(returnUrl)}">
<button name="outcome" value="complete">Complete authentication</button> <button name="outcome" value="fail">Fail authentication</button></form></main></body></html>`);
  });
  app.post('/sandbox/authenticate/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    const body = (request.body ?? {}) as FormObject;
    const intent = paymentIntents.get(id) ?? setupIntents.get(id);
    if (!intent || intent['client_secret'] !== text(body, 'client_secret')) {
      return reply.code(404).send({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such intent: '${id}'`,
        },
      });
    }
    try {
      const result = authenticate(id, text(body, 'outcome') === 'fail' ? 'fail' : 'complete');
      const returnUrl = text(body, 'return_url');
      if (returnUrl) return reply.redirect(returnUrl, 303);
      return reply.send(result);
    } catch (error) {
      if (error instanceof StripeFailure) return reply.code(error.status).send({ error: error.body });
      throw error;
    }
  });
  // The hosted onboarding of a connected account (an account link's url).
  app.get('/sandbox/onboarding/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    const { return_url: returnUrl = '' } = request.query as Record<string, string>;
    if (!accounts.has(id)) return reply.code(404).send('No such account');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><title>Stripe sandbox onboarding</title></head><body><main>
<h1>Payout account onboarding (sandbox)</h1><p>Stands in for Stripe's hosted onboarding: Submit and verify makes the account active at once; Submit for review leaves its verification in progress.</p>
<form method="post" action="/sandbox/onboarding/${escape(id)}"><input type="hidden" name="return_url" value="${escape(returnUrl)}"><button name="outcome" value="verify">Submit and verify</button> <button name="outcome" value="review">Submit for review</button></form></main></body></html>`);
  });
  app.post('/sandbox/onboarding/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    if (!accounts.has(id)) return reply.code(404).send('No such account');
    const body = (request.body ?? {}) as FormObject;
    completeOnboarding(id, text(body, 'outcome') === 'review' ? 'review' : 'verify');
    const returnUrl = text(body, 'return_url');
    if (returnUrl) return reply.redirect(returnUrl, 303);
    return reply.send(accountJson(id));
  });

  return { authenticate, completeOnboarding };
}
