// Secure Payment's first half: the client pays a booking's quote and the platform holds it. The
// charge machine (@vo/machines) decides whether the client may pay; the processor is asked through
// the official SDK with an idempotency key on every call that moves money; the ledger records the
// held funds once per payment intent (its entry key), whichever comes first of the caller's answer,
// a retried call or the processor's webhook.
import { and, eq, inArray } from 'drizzle-orm';
import { decideCharge, parseChargeStatus, type Viewer as MachineViewer } from '@vo/machines';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import type { Viewer } from '../../auth/viewer';
import { ledgerEntries, processorCustomers, projectCharges, projects, users } from '../../db/schema';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import { toDollars, toMinor } from '../bookings/pricing';
import { findProject, machineViewer, type LoadedProject } from '../projects/projectLifecycle';
import { journal, postEntry } from './ledger';
import { cardFailureOf, paymentFailureOf, paymentRefused } from './paymentErrors';
import { additionalPaymentOf, BOOKING_CHARGE, setAdditionalChargeStatus } from './chargePurposes';
import { schedulePaymentMail } from './paymentMail';
import { reconcileSoon } from './reconciliation';
import { crashPoint } from './crashPoints';

export type ChargeRow = typeof projectCharges.$inferSelect;

export { BOOKING_CHARGE };

/** The charge machine's state of a project's charge. */
export function chargeEntity(project: LoadedProject) {
  return {
    status: parseChargeStatus(project.row.chargeStatus ?? 'pending'),
    context: { ownerIds: project.ownerIds, readyToRelease: project.row.readyToReleaseFundsAt !== null },
  };
}

/** The processor's customer of a user, created once (the key makes a retried creation one customer). */
export async function ensureCustomer(services: Services, userId: number): Promise<string> {
  const { db } = services;
  const [known] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, userId));
  if (known) return known.customerId;
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const customer = await services.payments.stripe.customers.create(
    { email: user?.email ?? undefined, name: user?.name ?? undefined, metadata: { user_id: String(userId) } },
    { idempotencyKey: `customer-${userId}` },
  );
  await db
    .insert(processorCustomers)
    .values({ userId, customerId: customer.id, createdAt: services.now() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, userId));
  return stored?.customerId ?? customer.id;
}

/** A booking's charge row, created on the first payment attempt with the booking's agreed price. */
async function bookingCharge(
  services: Services,
  project: LoadedProject,
  payerId: number,
): Promise<ChargeRow> {
  const budget = project.row.budget;
  const amountMinor = budget === null ? 0 : toMinor(budget);
  if (amountMinor < 50) {
    throw conflict('nothing_to_pay', 'This booking has no price to pay yet (at least $0.50).');
  }
  const { db } = services;
  await db
    .insert(projectCharges)
    .values({
      projectId: project.row.id,
      purpose: BOOKING_CHARGE,
      amountMinor,
      currency: services.config.payments.currency,
      payerId,
      status: 'requires_payment_method',
      createdAt: services.now(),
      updatedAt: services.now(),
    })
    .onConflictDoNothing();
  const [charge] = await db
    .select()
    .from(projectCharges)
    .where(and(eq(projectCharges.projectId, project.row.id), eq(projectCharges.purpose, BOOKING_CHARGE)));
  if (!charge) throw new Error('charge not stored');
  return charge;
}

/** The charge's payment intent, created once per charge (its key: a retried creation is one intent). */
async function chargeIntent(
  services: Services,
  charge: ChargeRow,
  customer: string,
): Promise<Stripe.PaymentIntent> {
  const { stripe } = services.payments;
  if (charge.paymentIntentId !== null) return stripe.paymentIntents.retrieve(charge.paymentIntentId);
  const intent = await stripe.paymentIntents.create(
    {
      amount: charge.amountMinor,
      currency: charge.currency,
      customer,
      capture_method: 'automatic',
      transfer_group: `project_${charge.projectId}`,
      description:
        charge.purpose === BOOKING_CHARGE
          ? `Secure Payment for booking ${charge.projectId}`
          : `Additional payment for booking ${charge.projectId}`,
      metadata: { project_id: String(charge.projectId), charge_id: String(charge.id) },
    },
    { idempotencyKey: `charge-${charge.id}-intent` },
  );
  await services.db
    .update(projectCharges)
    .set({ paymentIntentId: intent.id, updatedAt: services.now() })
    .where(eq(projectCharges.id, charge.id));
  return intent;
}

export interface PayInput {
  paymentMethodId: string | undefined;
  returnUrl: string | undefined;
  /** The caller's Idempotency-Key (it keys the processor's confirmation too). */
  key: string | undefined;
  /** An earlier call with the key started and left no answer (the server died mid-way). */
  resumed: boolean;
}

export type PayOutcome =
  | { status: 'paid'; amount: number; currency: string }
  | { status: 'requires_action'; amount: number; currency: string; redirectUrl: string };

/** Where the client authenticates a payment intent that requires_action. */
function authenticationUrl(intent: Stripe.PaymentIntent, returnUrl: string | undefined): string {
  const next = intent.next_action;
  if (next?.redirect_to_url?.url) return next.redirect_to_url.url;
  const sdk = next?.use_stripe_sdk as { stripe_js?: unknown } | undefined;
  const base = typeof sdk?.stripe_js === 'string' ? sdk.stripe_js : '';
  const url = new URL(base);
  url.searchParams.set('client_secret', intent.client_secret ?? '');
  if (returnUrl !== undefined) url.searchParams.set('return_url', returnUrl);
  return url.toString();
}

/**
 * The client pays the booking (payProject): checks, the processor's confirmation with the card, and
 * the outcome recorded. Throws 403, 409, or 422 with the spec's message for a declined card.
 */
export async function payBooking(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  input: PayInput,
): Promise<{ project: LoadedProject; outcome: PayOutcome }> {
  const project = await findProject(services.db, idOrHash);
  if (!project.ownerIds.includes(viewer.user.id)) {
    throw forbidden('not_project_owner', 'Only the booking’s client pays for it.');
  }
  if (project.row.type !== 'booking' || !project.row.securePaymentEnabled) {
    throw conflict(
      'secure_payment_off',
      'This booking does not use Secure Payment: there is nothing to pay here.',
    );
  }
  if (project.row.status === 'completed' && project.row.completionReason !== 'deliverable-accepted') {
    throw conflict('booking_finished', 'This booking was cancelled or declined: it can no longer be paid.');
  }
  const decision = decideCharge(chargeEntity(project), { type: 'charge.pay', by: machineViewer(viewer) });
  if (!decision.allowed) {
    const paid = await paidBefore(services, project, BOOKING_CHARGE, input);
    if (paid !== null) return paid;
    throw conflict(
      'charge_settled',
      project.row.chargeStatus === 'cancelled'
        ? 'Secure Payment was removed from this booking: there is nothing to pay.'
        : 'This booking is already paid.',
    );
  }
  const charge = await bookingCharge(services, project, viewer.user.id);
  return confirmCharge(services, viewer, project, charge, input);
}

/**
 * The processor's side of paying one of the project's charges (the booking's quote, or an additional
 * payment): the customer, the charge's payment intent (once), its confirmation with the card under
 * the caller's key, and the outcome recorded.
 */
export async function confirmCharge(
  services: Services,
  viewer: Viewer,
  project: LoadedProject,
  charge: ChargeRow,
  input: PayInput,
): Promise<{ project: LoadedProject; outcome: PayOutcome }> {
  const customer = await ensureCustomer(services, viewer.user.id);
  let intent = await chargeIntent(services, charge, customer);
  const { stripe } = services.payments;
  if (input.paymentMethodId !== undefined && intent.status !== 'succeeded') {
    try {
      intent = await stripe.paymentIntents.confirm(
        intent.id,
        {
          payment_method: input.paymentMethodId,
          ...(input.returnUrl === undefined ? {} : { return_url: input.returnUrl }),
        },
        input.key === undefined ? {} : { idempotencyKey: `pay-${charge.id}-${input.key}` },
      );
    } catch (error) {
      const failure = cardFailureOf(error);
      if (failure === null) throw error;
      await recordFailure(services, charge.id, failure.code, failure.declineCode);
      throw paymentRefused(failure);
    }
  }
  const amount = charge.amountMinor;
  const currency = charge.currency;
  switch (intent.status) {
    case 'succeeded':
      crashPoint('pay.afterProcessorCharge');
      await settlePayment(services, intent);
      crashPoint('pay.afterLedgerEntry');
      return {
        project: await findProject(services.db, String(project.row.id)),
        outcome: { status: 'paid', amount, currency },
      };
    case 'requires_action':
      await services.db
        .update(projectCharges)
        .set({ status: 'requires_action', updatedAt: services.now() })
        .where(
          and(
            eq(projectCharges.id, charge.id),
            inArray(projectCharges.status, ['requires_payment_method', 'requires_action']),
          ),
        );
      return {
        project,
        outcome: {
          status: 'requires_action',
          amount,
          currency,
          redirectUrl: authenticationUrl(intent, input.returnUrl),
        },
      };
    case 'requires_payment_method':
      if (intent.last_payment_error) {
        const failure = paymentFailureOf(intent.last_payment_error);
        throw paymentRefused(failure);
      }
      throw unprocessable('payment_method_required', 'Choose a card to pay with.');
    default:
      throw conflict('payment_in_progress', 'The payment is still being processed; try again in a moment.');
  }
}

/**
 * A pay call resumed with its Idempotency-Key after the server died past the ledger's payment entry
 * but before the call's answer was stored (or after the webhook recorded the payment meanwhile): the
 * charge is paid by its intent, so the call answers what it would have (paid); null when the charge
 * was not paid that way, and the refusal stands. A new key is refused as ever (409).
 */
export async function paidBefore(
  services: Services,
  project: LoadedProject,
  purpose: string,
  input: PayInput,
): Promise<{ project: LoadedProject; outcome: PayOutcome } | null> {
  if (!input.resumed) return null;
  const { db } = services;
  const [charge] = await db
    .select()
    .from(projectCharges)
    .where(and(eq(projectCharges.projectId, project.row.id), eq(projectCharges.purpose, purpose)));
  if (charge?.paymentIntentId === null || charge?.paymentIntentId === undefined) return null;
  const [payment] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, `payment:${charge.paymentIntentId}`));
  if (!payment) return null;
  return { project, outcome: { status: 'paid', amount: charge.amountMinor, currency: charge.currency } };
}

async function recordFailure(services: Services, chargeId: number, code: string, declineCode: string | null) {
  await services.db
    .update(projectCharges)
    .set({
      status: 'requires_payment_method',
      lastErrorCode: code,
      lastDeclineCode: declineCode,
      updatedAt: services.now(),
    })
    .where(
      and(
        eq(projectCharges.id, chargeId),
        inArray(projectCharges.status, ['requires_payment_method', 'requires_action']),
      ),
    );
}

/** The payer as the charge machine sees them (a webhook acts on the payer's behalf). */
const payerViewer = (payerId: number): MachineViewer => ({
  userId: payerId,
  roles: ['client'],
  providerId: null,
});

/**
 * A succeeded payment intent recorded, once: the ledger's payment entry (processor clearing to
 * client funds held, the amount the processor received), the charge held, the project paid (charge
 * status paid, secure payment "Paid by client"). Safe to call again and from the webhook.
 * Answers whether this call recorded it.
 */
export async function settlePayment(services: Services, intent: Stripe.PaymentIntent): Promise<boolean> {
  if (intent.status !== 'succeeded') return false;
  const now = services.now();
  const settled = await services.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(projectCharges)
      .where(eq(projectCharges.paymentIntentId, intent.id))
      .for('update');
    if (!charge) return null;
    const posted = await postEntry(tx, {
      kind: 'payment',
      key: `payment:${intent.id}`,
      projectId: charge.projectId,
      processorRef: intent.id,
      description: `Client payment held for project ${charge.projectId}`,
      createdBy: charge.payerId,
      now,
      lines: journal.payment(intent.amount_received, intent.currency),
    });
    if (charge.status === 'requires_payment_method' || charge.status === 'requires_action') {
      await tx
        .update(projectCharges)
        .set({ status: 'held', lastErrorCode: null, lastDeclineCode: null, updatedAt: now })
        .where(eq(projectCharges.id, charge.id));
    }
    const additional = additionalPaymentOf(charge.purpose);
    if (additional !== null) {
      // An additional payment: paid on its own entry; the booking's own charge status is its own.
      await setAdditionalChargeStatus(tx, charge.projectId, additional, 'paid', now);
      return { created: posted.created, projectId: charge.projectId, booking: false };
    }
    const [project] = await tx.select().from(projects).where(eq(projects.id, charge.projectId)).for('update');
    if (project && (project.chargeStatus ?? 'pending') === 'pending') {
      const decision = decideCharge(
        {
          status: 'pending',
          context: { ownerIds: charge.payerId === null ? [] : [charge.payerId], readyToRelease: false },
        },
        { type: 'charge.pay', by: payerViewer(charge.payerId ?? 0) },
      );
      if (decision.allowed) {
        await tx
          .update(projects)
          .set({
            chargeStatus: decision.status,
            securePaymentStatus: 'paid',
            securePaymentAmount: toDollars(intent.amount_received),
            updatedAt: now,
          })
          .where(eq(projects.id, charge.projectId));
      }
    }
    return { created: posted.created, projectId: charge.projectId, booking: true };
  });
  // The voice actor hears of it once: when the ledger first records the payment.
  if (settled?.created === true) {
    if (settled.booking) await schedulePaymentMail(services, { projectId: settled.projectId, kind: 'paid' });
    await reconcileSoon(services);
  }
  return settled?.created ?? false;
}
