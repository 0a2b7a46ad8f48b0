// The processor's webhook endpoint (POST /webhooks/stripe; not part of the product's API, so not in
// the OpenAPI document): the raw body is checked against its Stripe-Signature with the SDK's
// constructEvent (a forged or stale event gets 400), each event id is handled once, and the handling
// itself is idempotent and reads the processor's state, so events may come twice, late or in any order.
// The booking charges' events are handled here; other modules' (the memberships' charges) by the
// handlers the server hands the endpoint, since payments depends on no module that depends on it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import { processorEvents, projectCharges } from '../../db/schema';
import { settlePayment } from './escrow';
import { paymentFailureOf } from './paymentErrors';
import { settleRefund } from './payouts';
import { transferOwed } from './transfers';
import { recordAccountStatus } from './paymentSettings';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** Handles one verified event; answers whether it changed anything. */
export async function handleProcessorEvent(services: Services, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      // The intent as the processor has it now (a late event carries an older copy).
      return settlePayment(
        services,
        await services.payments.stripe.paymentIntents.retrieve(event.data.object.id),
      );
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const failure = intent.last_payment_error ? paymentFailureOf(intent.last_payment_error) : null;
      if (failure === null) return false;
      const [charge] = await services.db
        .select()
        .from(projectCharges)
        .where(eq(projectCharges.paymentIntentId, intent.id));
      // Only a charge still unpaid takes a failure: a late failure event never undoes a payment.
      if (!charge || (charge.status !== 'requires_payment_method' && charge.status !== 'requires_action'))
        return false;
      await services.db
        .update(projectCharges)
        .set({
          status: 'requires_payment_method',
          lastErrorCode: failure.code,
          lastDeclineCode: failure.declineCode,
          updatedAt: services.now(),
        })
        .where(eq(projectCharges.id, charge.id));
      return true;
    }
    case 'refund.created':
    case 'refund.updated':
      return settleRefund(services, event.data.object, { reason: null, by: null });
    case 'account.updated': {
      // The account as the processor has it now; once it can receive transfers, what was released
      // to the voice actor before goes out.
      const account = await services.payments.stripe.accounts.retrieve(event.data.object.id);
      const row = await recordAccountStatus(services, account);
      if (row === null) return false;
      if (row.stripeAccountStatus === 'active') await transferOwed(services, row.providerId);
      return true;
    }
    default:
      return false;
  }
}

/**
 * Another module's handling of a verified event: ignores the events that are not about its own
 * objects; idempotent; answers whether it changed anything.
 */
export type ProcessorEventHandler = (services: Services, event: Stripe.Event) => Promise<boolean>;

/** Records the event as handled; false when it was already (a duplicate delivery). */
async function firstTime(services: Services, event: Stripe.Event): Promise<boolean> {
  const [known] = await services.db
    .select({ id: processorEvents.id })
    .from(processorEvents)
    .where(eq(processorEvents.id, event.id));
  return !known;
}

/**
 * The webhook endpoint, with its own body parser (the signature covers the exact bytes sent); each
 * event goes to this module's handling, then to each of `handlers`.
 */
export function stripeWebhooks(services: Services, handlers: readonly ProcessorEventHandler[] = []) {
  return async (app: FastifyInstance) => {
    await app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
        (_request, body, parsed) => {
          parsed(null, body);
        },
      );
      scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
          event = services.payments.verifyWebhook(body, signature);
        } catch {
          return reply.code(400).send({ error: 'Webhook signature verification failed.' });
        }
        if (!(await firstTime(services, event))) return reply.send({ received: true, duplicate: true });
        await handleProcessorEvent(services, event);
        for (const handle of handlers) await handle(services, event);
        const object = event.data.object as { id?: unknown };
        await services.db
          .insert(processorEvents)
          .values({
            id: event.id,
            type: event.type,
            objectId: typeof object.id === 'string' ? object.id : null,
            createdAt: new Date(event.created * 1000),
            receivedAt: services.now(),
            payload: JSON.parse(body.toString('utf8')) as Record<string, unknown>,
          })
          .onConflictDoNothing();
        return reply.send({ received: true });
      });
      done();
    });
  };
}
