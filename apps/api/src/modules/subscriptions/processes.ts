// Plan-change processes (changeSubscription and the processes/* calls) and renewals: every step is
// decided by the subscription process machine (@vo/machines), the charge goes through the processor's
// SDK with an idempotency key per process and attempt, the ledger records each paid charge once (its
// key is the payment intent), and the plan takes effect (the provider's level, which the invitation
// waves and the search ranking read) in the same transaction that records the payment.
import type { Viewer as MachineViewer } from '@vo/machines';
import { SYSTEM_VIEWER } from '@vo/machines';
import type { Services } from '../../services';
import { subscriptionProcesses } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { PaymentFailure } from '../payments/paymentErrors';
import type { ProcessRow, Quote } from './memberships';
import { charge, completeWithoutCharge, lapse } from './charging';
import { assertOwnProcess, decideStep, log, setStatus } from './processSteps';

export { processOf, assertOwnProcess, schedulePeriodEnd } from './processSteps';
export { refreshProcess } from './charging';
export { processResource, changesLog } from './processViews';

/** Opens a process for a quoted change and takes its first step (charge, wait, schedule, complete). */
export async function openChange(
  services: Services,
  viewer: MachineViewer,
  providerId: number,
  quote: Quote,
  returnOrigin: string,
): Promise<{ process: ProcessRow; failure: PaymentFailure | null }> {
  const now = services.now();
  const [created] = await services.db
    .insert(subscriptionProcesses)
    .values({
      providerId,
      kind: 'change',
      status: 'pending',
      changeType: quote.changeType,
      fromProduct: quote.from.productName,
      fromPeriod: quote.from.billingPeriod,
      toProduct: quote.target.productName,
      toPeriod: quote.target.billingPeriod,
      subtotalMinor: quote.price.subtotalMinor,
      discountMinor: quote.price.discountMinor,
      creditMinor: quote.price.creditMinor,
      totalMinor: quote.price.totalMinor,
      currency: services.config.payments.currency,
      promoCode: quote.promo?.code ?? null,
      effectiveAt: quote.changeType === 'downgrade' ? quote.price.effectiveAt : null,
      periodStart: quote.price.periodStart,
      periodEnd: quote.price.periodEnd,
      createdBy: viewer.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error('process not stored');
  await log(services.db, created, {
    status: 'pending',
    message: `Change from ${quote.from.productName} to ${quote.target.productName} (${quote.target.billingPeriod}) asked`,
    amountMinor: created.totalMinor,
    userId: viewer.userId,
    now,
  });
  const next = await decideStep(
    services.db,
    created,
    { type: 'process.start', by: viewer },
    'This change cannot start.',
  );
  switch (next) {
    case 'scheduled': {
      const scheduled = await setStatus(
        services,
        created,
        'scheduled',
        `Downgrade to ${created.toProduct} scheduled for the end of the billing period`,
        {},
        viewer.userId,
      );
      return { process: scheduled, failure: null };
    }
    case 'completed':
      return { process: await completeWithoutCharge(services, created, viewer.userId), failure: null };
    case 'processing':
      return charge(services, created, { offSession: false, returnOrigin, by: viewer.userId });
    default:
      return {
        process: await setStatus(
          services,
          created,
          next,
          'Waiting for a payment method and the voice actor’s confirmation',
          {},
          viewer.userId,
        ),
        failure: null,
      };
  }
}

/** confirm_upgrade_inquire: the voice actor confirms an upgrade waiting for them; it is charged. */
export async function confirmProcess(
  services: Services,
  viewer: MachineViewer,
  process: ProcessRow,
  returnOrigin: string,
) {
  assertOwnProcess(viewer, process);
  const next = await decideStep(
    services.db,
    process,
    { type: 'process.confirm', by: viewer },
    'Only a change awaiting confirmation can be confirmed.',
  );
  if (next !== 'processing') {
    throw conflict('payment_method_required', 'Add a card or PayPal first, then confirm the change.');
  }
  return charge(services, process, { offSession: false, returnOrigin, by: viewer.userId });
}

/** retry_payment: a failed charge tried again with the saved payment method (the voice actor's or a retry job's). */
export async function retryProcess(
  services: Services,
  viewer: MachineViewer,
  process: ProcessRow,
  options: { offSession: boolean; returnOrigin: string },
) {
  if (viewer !== SYSTEM_VIEWER) assertOwnProcess(viewer, process);
  await decideStep(
    services.db,
    process,
    { type: 'process.retry', by: viewer },
    'Only a failed payment can be retried.',
  );
  return charge(services, process, { ...options, by: viewer === SYSTEM_VIEWER ? null : viewer.userId });
}

/** cancel_transaction: an open or scheduled change abandoned; a scheduled downgrade so restored. */
export async function cancelProcess(services: Services, viewer: MachineViewer, process: ProcessRow) {
  if (viewer !== SYSTEM_VIEWER) assertOwnProcess(viewer, process);
  const status = await decideStep(
    services.db,
    process,
    { type: 'process.cancel', by: viewer },
    process.status === 'processing'
      ? 'This payment is being processed: it can no longer be cancelled.'
      : 'This change is already over: there is nothing to cancel.',
  );
  const cancelled = await setStatus(
    services,
    process,
    status,
    process.status === 'scheduled' ? 'Downgrade cancelled: the current plan is restored' : 'Change cancelled',
    { actionUrl: null },
    viewer === SYSTEM_VIEWER ? null : viewer.userId,
  );
  // A renewal abandoned (by the voice actor, or at the grace's end): its period is over, the plan ends.
  if (process.kind === 'renewal' && process.status === 'payment_failed') {
    await lapse(services, process.providerId, 'The renewal was not paid: the plan ended');
  }
  return cancelled;
}
