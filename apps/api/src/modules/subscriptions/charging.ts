// A membership charge: through the processor's SDK with an idempotency key per process and attempt,
// off-session for renewals; paid (recorded once in the ledger, keyed by the payment intent, and the
// plan in force in the same transaction: the provider's level, which the invitation waves and the
// search ranking read from then on), waiting for 3-D Secure, or failed with section 8's message.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { processorCustomers, providers, subscriptionProcesses, subscriptions } from '../../db/schema';
import { toDollars } from '../bookings/pricing';
import { ensureCustomer } from '../payments/escrow';
import { journal, postEntry } from '../payments/ledger';
import { LOCAL_PAYPAL_REF, reconcileSoon } from '../payments/reconciliation';
import { cardFailureOf, paymentFailureOf, type PaymentFailure } from '../payments/paymentErrors';
import { findPlan, FREE_PLAN } from './catalog';
import { heldPlan, providerOf, subscriptionRowOf, type ProcessRow } from './memberships';
import { addPeriod } from './pricing';
import { decideStep, log, paymentFailureFor, schedulePeriodEnd, setStatus } from './processSteps';

/** A change that costs nothing today takes effect at once. */
export async function completeWithoutCharge(services: Services, process: ProcessRow, by: number | null) {
  const now = services.now();
  return services.db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(subscriptionProcesses)
        .where(eq(subscriptionProcesses.id, process.id))
        .for('update');
      if (!locked) throw new Error('process vanished');
      const [done] = await tx
        .update(subscriptionProcesses)
        .set({ status: 'completed', effectiveAt: now, updatedAt: now })
        .where(eq(subscriptionProcesses.id, process.id))
        .returning();
      if (!done) throw new Error('process vanished');
      await log(tx, done, {
        status: 'completed',
        message: `${done.toProduct} in force`,
        amountMinor: 0,
        userId: by,
        now,
      });
      const periodEnd = await applyPlan(tx, done, now);
      return { done, periodEnd };
    })
    .then(async ({ done, periodEnd }) => {
      if (periodEnd !== null) await schedulePeriodEnd(services, done.providerId, periodEnd);
      return done;
    });
}

/** The processor's customer of the membership's user, recreated when the processor forgot it (sandbox restart). */
async function customerOf(services: Services, userId: number): Promise<string> {
  const id = await ensureCustomer(services, userId);
  try {
    const customer = await services.payments.stripe.customers.retrieve(id);
    if (!('deleted' in customer && customer.deleted === true)) return id;
  } catch (error) {
    // Unknown at the processor (a sandbox restarted since): made again below. Anything else is thrown.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
  const user = await services.payments.stripe.customers.create(
    { metadata: { user_id: String(userId) } },
    { idempotencyKey: `customer-${userId}-again-${services.now().getTime()}` },
  );
  await services.db
    .update(processorCustomers)
    .set({ customerId: user.id })
    .where(eq(processorCustomers.userId, userId));
  return user.id;
}

/** Where a 3-D Secure page sends the voice actor back: the app's /plansRedirect. */
const returnUrlOf = (origin: string, processId: number) =>
  new URL(`/plansRedirect?process_id=${processId}`, origin).toString();

function authenticationUrl(intent: Stripe.PaymentIntent, returnUrl: string): string {
  const next = intent.next_action;
  if (next?.redirect_to_url?.url) return next.redirect_to_url.url;
  const sdk = next?.use_stripe_sdk as { stripe_js?: unknown } | undefined;
  const url = new URL(typeof sdk?.stripe_js === 'string' ? sdk.stripe_js : returnUrl);
  url.searchParams.set('client_secret', intent.client_secret ?? '');
  url.searchParams.set('return_url', returnUrl);
  return url.toString();
}

/**
 * Charges a process in processing with the saved payment method: paid (the plan takes effect), 3-D
 * Secure (next_action), or failed (payment_failed with section 8's message). Off-session for renewals.
 */
export async function charge(
  services: Services,
  process: ProcessRow,
  options: { offSession: boolean; returnOrigin: string; by: number | null },
): Promise<{ process: ProcessRow; failure: PaymentFailure | null }> {
  const { db } = services;
  const sub = await subscriptionRowOf(db, process.providerId);
  const provider = await providerOf(db, process.providerId);
  const attempt = process.attempts + 1;
  const now = services.now();
  let current = await setStatus(
    services,
    process,
    'processing',
    `Charging ${toDollars(process.totalMinor).toFixed(2)} (attempt ${attempt})`,
    { attempts: attempt, errorCode: null, errorMessage: null, declineCode: null, actionUrl: null },
    options.by,
  );
  if (sub?.paymentMethodRef === null || sub?.paymentMethodRef === undefined) {
    return fail(services, current, paymentFailureFor('unexpected'));
  }
  if (sub.paymentMethodType === 'paypal') {
    // Local mode: the local PayPal stand-in (paypalPage.ts) accepts the agreement's charge, as the
    // sandbox accepts a good card. With real keys there is no PayPal integration in this build.
    if (services.payments.mode !== 'sandbox')
      return fail(services, current, paymentFailureFor('paypal_method_missing'));
    const payment = {
      ref: `${LOCAL_PAYPAL_REF}${process.id}-${attempt}`,
      amountMinor: process.totalMinor,
      currency: process.currency,
    };
    return { process: await settlePaid(services, current, payment), failure: null };
  }
  const returnUrl = returnUrlOf(options.returnOrigin, process.id);
  let intent: Stripe.PaymentIntent;
  try {
    const customer = await customerOf(services, provider.userId);
    intent = await services.payments.stripe.paymentIntents.create(
      {
        amount: process.totalMinor,
        currency: process.currency,
        customer,
        payment_method: sub.paymentMethodRef,
        confirm: true,
        ...(options.offSession ? { off_session: true } : { return_url: returnUrl }),
        description: `Membership ${process.toProduct} (${process.toPeriod}) for voice actor ${process.providerId}`,
        metadata: { subscription_process_id: String(process.id), provider_id: String(process.providerId) },
      },
      { idempotencyKey: `membership-${process.id}-attempt-${attempt}` },
    );
  } catch (error) {
    const failure = cardFailureOf(error);
    if (failure !== null) return fail(services, current, failure);
    // The saved method is unknown to the processor (say, a sandbox restarted since it was saved):
    // the charge failed; a new card and Retry fix it.
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      return fail(services, current, paymentFailureFor('unexpected'));
    throw error;
  }
  current = await db
    .update(subscriptionProcesses)
    .set({ paymentIntentId: intent.id, updatedAt: now })
    .where(eq(subscriptionProcesses.id, process.id))
    .returning()
    .then((rows) => rows[0] ?? current);
  return settleIntent(services, current, intent, returnUrl);
}

/** What a payment intent says about a process in processing: paid, waiting for 3-D Secure, or failed. */
async function settleIntent(
  services: Services,
  process: ProcessRow,
  intent: Stripe.PaymentIntent,
  returnUrl: string,
): Promise<{ process: ProcessRow; failure: PaymentFailure | null }> {
  switch (intent.status) {
    case 'succeeded':
      return {
        process: await settlePaid(services, process, {
          ref: intent.id,
          amountMinor: intent.amount_received || intent.amount,
          currency: intent.currency,
        }),
        failure: null,
      };
    case 'requires_action': {
      const waiting = await services.db
        .update(subscriptionProcesses)
        .set({ actionUrl: authenticationUrl(intent, returnUrl), updatedAt: services.now() })
        .where(eq(subscriptionProcesses.id, process.id))
        .returning();
      return { process: waiting[0] ?? process, failure: null };
    }
    case 'processing':
      return { process, failure: null };
    default:
      return fail(
        services,
        process,
        intent.last_payment_error
          ? paymentFailureOf(intent.last_payment_error)
          : paymentFailureFor('unexpected'),
      );
  }
}

async function fail(
  services: Services,
  process: ProcessRow,
  failure: PaymentFailure,
): Promise<{ process: ProcessRow; failure: PaymentFailure }> {
  const now = services.now();
  const status = await decideStep(
    services.db,
    process,
    { type: 'process.failed' },
    'This charge is not under way.',
  );
  const [failed] = await services.db
    .update(subscriptionProcesses)
    .set({
      status,
      errorCode: failure.code,
      errorMessage: failure.message,
      declineCode: failure.declineCode,
      actionUrl: null,
      updatedAt: now,
    })
    .where(and(eq(subscriptionProcesses.id, process.id), eq(subscriptionProcesses.status, 'processing')))
    .returning();
  const result = failed ?? process;
  if (failed) {
    await log(services.db, failed, {
      status,
      message: `Charge of ${failed.toProduct} failed`,
      amountMinor: failed.totalMinor,
      failure,
      now,
    });
  }
  return { process: result, failure };
}

/**
 * A paid charge recorded once: the process completed, the ledger's membership entry (keyed by the
 * payment intent, or the local PayPal charge), and the plan in force. Safe to call again (a second look, a retry).
 */
export async function settlePaid(
  services: Services,
  process: ProcessRow,
  payment: { ref: string; amountMinor: number; currency: string },
): Promise<ProcessRow> {
  const now = services.now();
  const result = await services.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptionProcesses)
      .where(eq(subscriptionProcesses.id, process.id))
      .for('update');
    if (!locked) throw new Error('process vanished');
    if (locked.status !== 'processing') return { done: locked, periodEnd: null, posted: false };
    const posted = await postEntry(tx, {
      kind: 'membership',
      key: `membership:${payment.ref}`,
      projectId: null,
      processorRef: payment.ref,
      description: `Membership ${locked.toProduct} (${locked.toPeriod}) for voice actor ${locked.providerId}`,
      createdBy: locked.createdBy,
      now,
      lines: journal.membership(payment.amountMinor, payment.currency),
    });
    const [done] = await tx
      .update(subscriptionProcesses)
      .set({
        status: 'completed',
        effectiveAt: now,
        actionUrl: null,
        paymentIntentId: payment.ref,
        updatedAt: now,
      })
      .where(eq(subscriptionProcesses.id, locked.id))
      .returning();
    if (!done) throw new Error('process vanished');
    await log(tx, done, {
      status: 'completed',
      message: `Paid: ${done.toProduct} (${done.toPeriod}) in force`,
      amountMinor: done.totalMinor,
      now,
    });
    const periodEnd = await applyPlan(tx, done, now);
    return { done, periodEnd, posted: posted.created };
  });
  if (result.periodEnd !== null) await schedulePeriodEnd(services, result.done.providerId, result.periodEnd);
  // Money moved: the reconciliation compares it with the processor a little later.
  if (result.posted) await reconcileSoon(services);
  return result.done;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The process's plan in force: the provider's product, period and level (read by the invitation
 * waves and the search ranking from now on), its start when the tier changes, and the subscription's
 * period and what it was worth. Answers the new period's end (null for a free plan).
 */
export async function applyPlan(tx: Tx, process: ProcessRow, now: Date): Promise<Date | null> {
  const plan = findPlan(process.toProduct, process.toPeriod);
  if (plan === null) throw new Error(`No plan ${process.toProduct} ${process.toPeriod}`);
  const [provider] = await tx
    .select()
    .from(providers)
    .where(eq(providers.id, process.providerId))
    .for('update');
  if (!provider) throw new Error('provider vanished');
  const free = plan.billingPeriod === 'NO_BILLING_PERIOD';
  const tierChanged = provider.membershipLevel !== plan.level;
  await tx
    .update(providers)
    .set({
      membershipProduct: plan.productName,
      billingPeriod: plan.billingPeriod,
      membershipLevel: plan.level,
      membershipStartedAt: free ? null : tierChanged ? now : (provider.membershipStartedAt ?? now),
    })
    .where(eq(providers.id, provider.id));
  const start = free ? null : (process.periodStart ?? now);
  const end = free ? null : (process.periodEnd ?? addPeriod(start ?? now, plan.billingPeriod));
  await tx
    .insert(subscriptions)
    .values({
      providerId: provider.id,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      periodPaidMinor: free ? 0 : process.subtotalMinor - process.discountMinor,
      currency: process.currency,
      graceUntil: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: subscriptions.providerId,
      set: {
        currentPeriodStart: start,
        currentPeriodEnd: end,
        periodPaidMinor: free ? 0 : process.subtotalMinor - process.discountMinor,
        graceUntil: null,
        updatedAt: now,
      },
    });
  return end;
}

/** A process in processing looked at again: the processor's answer on its intent (after 3-D Secure). */
export async function refreshProcess(services: Services, process: ProcessRow, returnOrigin: string) {
  if (process.status !== 'processing' || process.paymentIntentId === null) return process;
  const intent = await services.payments.stripe.paymentIntents.retrieve(process.paymentIntentId);
  const { process: after } = await settleIntent(
    services,
    process,
    intent,
    returnUrlOf(returnOrigin, process.id),
  );
  return after;
}

/** The plan falls to Standard now (auto-renewal off, or a renewal never paid), recorded as a process. */
export async function lapse(services: Services, providerId: number, message: string): Promise<ProcessRow> {
  const provider = await providerOf(services.db, providerId);
  const from = heldPlan(provider);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [done] = await tx
      .insert(subscriptionProcesses)
      .values({
        providerId,
        kind: 'renewal',
        status: 'completed',
        changeType: 'downgrade',
        fromProduct: from.productName,
        fromPeriod: from.billingPeriod,
        toProduct: FREE_PLAN,
        toPeriod: 'NO_BILLING_PERIOD',
        subtotalMinor: 0,
        discountMinor: 0,
        creditMinor: 0,
        totalMinor: 0,
        currency: services.config.payments.currency,
        effectiveAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!done) throw new Error('process not stored');
    await log(tx, done, { status: 'completed', message, amountMinor: 0, now });
    await applyPlan(tx, done, now);
    return done;
  });
}
