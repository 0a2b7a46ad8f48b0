// Secure Payment's second half: held funds released to the voice actor (less the platform fee) or
// refunded to the client. Finance decides (the project and charge machines agree first); the ledger
// records each once (its entry key), and a refund goes to the processor with a key of its own, so a
// refund retried after a crash is one refund.
import { and, eq, like, sql } from 'drizzle-orm';
import { decideCharge } from '@vo/machines';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import type { Viewer } from '../../auth/viewer';
import { projectCharges, projects } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { splitFee } from '../bookings/pricing';
import {
  decide,
  findProject,
  machineViewer,
  projectEntity,
  type LoadedProject,
} from '../projects/projectLifecycle';
import { BOOKING_CHARGE, chargeEntity, settlePayment, type ChargeRow } from './escrow';
import { additionalPaymentOf, setAdditionalChargeStatus } from './chargePurposes';
import { logFinanceAction } from './financeActions';
import { journal, postEntry } from './ledger';
import { schedulePaymentMail } from './paymentMail';
import { reconcileSoon } from './reconciliation';
import { transferReleased } from './transfers';

async function heldCharge(services: Services, project: LoadedProject): Promise<ChargeRow> {
  const [charge] = await services.db
    .select()
    .from(projectCharges)
    .where(and(eq(projectCharges.projectId, project.row.id), eq(projectCharges.purpose, BOOKING_CHARGE)));
  if (!charge || charge.status !== 'held') {
    throw conflict('charge_not_held', 'No payment is held for this project.');
  }
  return charge;
}

/** The project's additional payments held with its booking's funds (released or refunded with them). */
async function heldAdditionalCharges(services: Services, projectId: number): Promise<ChargeRow[]> {
  return services.db
    .select()
    .from(projectCharges)
    .where(
      and(
        eq(projectCharges.projectId, projectId),
        like(projectCharges.purpose, 'additional:%'),
        eq(projectCharges.status, 'held'),
      ),
    );
}

/** Asks the charge machine; refuses as it does (403 when finance could, 409 when nobody could now). */
function decideChargeStep(
  project: LoadedProject,
  viewer: Viewer,
  type: 'charge.releaseFunds' | 'charge.refund' | 'charge.readyToRelease',
) {
  const entity = chargeEntity(project);
  const decision = decideCharge(entity, { type, by: machineViewer(viewer) });
  if (decision.allowed) return decision;
  const financeCould = decideCharge(entity, {
    type,
    by: { userId: 0, roles: ['admin', 'finance'], providerId: null },
  }).allowed;
  if (financeCould && type !== 'charge.readyToRelease') {
    throw forbidden('finance_only', 'Only finance staff may move held funds.');
  }
  throw conflict(
    'charge_not_held',
    type === 'charge.releaseFunds' && entity.status === 'paid'
      ? 'The client has not marked the recording ready for the funds to be released yet.'
      : 'No payment is held for this project.',
  );
}

/**
 * The client marks the held funds ready to release (setProjectReadyToReleaseFunds): the project
 * machine (a completed booking whose recording was accepted, its owners) and the charge machine (paid)
 * both agree. Finance is notified by the same mark.
 */
export async function markReadyToRelease(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
): Promise<LoadedProject> {
  const project = await findProject(services.db, idOrHash);
  const next = decide(projectEntity(project), {
    type: 'project.readyToReleaseFunds',
    by: machineViewer(viewer),
  });
  decideChargeStep(project, viewer, 'charge.readyToRelease');
  const now = services.now();
  await services.db
    .update(projects)
    .set({
      readyToReleaseFundsAt: next.context.readyToReleaseFunds ? now : null,
      financeNotifiedAt: project.row.financeNotifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(projects.id, project.row.id));
  return findProject(services.db, String(project.row.id));
}

/**
 * Finance releases the held funds (setProjectFundsReleased): the ledger moves the payment out of
 * client funds held, the platform fee to platform fees and the rest to what the voice actor is owed;
 * the charge is released and the project shows funds_released ("Funds released to the voice actor").
 * One transaction: a crash leaves either all of it or none, and a repeat finds it done.
 */
export async function releaseFunds(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  options: { resumed: boolean } = { resumed: false },
): Promise<LoadedProject> {
  const project = await findProject(services.db, idOrHash);
  if (options.resumed && project.row.fundsReleasedAt !== null) {
    // The caller's own release retried with its key after the server died past the release's
    // transaction (before the transfer was recorded): the funds are released, so it answers as the
    // call would have, and sends what it left (keyed: nothing goes twice). A new release is refused.
    await transferLeft(services, project);
    return findProject(services.db, String(project.row.id));
  }
  // The charge first: its refusal names what is missing (paid, marked ready) better than the status.
  const decision = decideChargeStep(project, viewer, 'charge.releaseFunds');
  decide(
    projectEntity(project),
    { type: 'project.fundsReleased', by: machineViewer(viewer) },
    { forbidden: true },
  );
  const charge = await heldCharge(services, project);
  const extras = await heldAdditionalCharges(services, project.row.id);
  const now = services.now();
  const { platformFee } = splitFee(charge.amountMinor);
  const released = await services.db.transaction(async (tx) => {
    // The additional payments held with the booking go with it, each its own release.
    for (const extra of extras) {
      const fee = splitFee(extra.amountMinor).platformFee;
      const extraPosted = await postEntry(tx, {
        kind: 'release',
        key: `release:${extra.id}`,
        projectId: extra.projectId,
        processorRef: extra.paymentIntentId,
        description: `Additional payment released to the voice actor of project ${extra.projectId}`,
        createdBy: viewer.user.id,
        now,
        lines: journal.release(extra.amountMinor, fee, extra.currency),
      });
      await tx
        .update(projectCharges)
        .set({ status: 'released', updatedAt: now })
        .where(and(eq(projectCharges.id, extra.id), eq(projectCharges.status, 'held')));
      const paymentId = additionalPaymentOf(extra.purpose);
      if (paymentId !== null)
        await setAdditionalChargeStatus(tx, extra.projectId, paymentId, 'funds_released', now);
      if (extraPosted.created) {
        await logFinanceAction(tx, {
          action: 'funds.released',
          projectId: extra.projectId,
          userId: viewer.user.id,
          details: {
            amount: extra.amountMinor,
            platform_fee: fee,
            currency: extra.currency,
            additional: paymentId,
          },
          now,
        });
      }
    }
    const posted = await postEntry(tx, {
      kind: 'release',
      key: `release:${charge.id}`,
      projectId: charge.projectId,
      processorRef: charge.paymentIntentId,
      description: `Funds released to the voice actor of project ${charge.projectId}`,
      createdBy: viewer.user.id,
      now,
      lines: journal.release(charge.amountMinor, platformFee, charge.currency),
    });
    await tx
      .update(projectCharges)
      .set({ status: 'released', updatedAt: now })
      .where(and(eq(projectCharges.id, charge.id), eq(projectCharges.status, 'held')));
    await tx
      .update(projects)
      .set({
        chargeStatus: decision.status,
        securePaymentStatus: 'funds_released',
        fundsReleasedAt: now,
        updatedAt: now,
      })
      .where(eq(projects.id, charge.projectId));
    if (posted.created) {
      await logFinanceAction(tx, {
        action: 'funds.released',
        projectId: charge.projectId,
        userId: viewer.user.id,
        details: { amount: charge.amountMinor, platform_fee: platformFee, currency: charge.currency },
        now,
      });
    }
    return posted.created;
  });
  if (released) {
    await schedulePaymentMail(services, { projectId: charge.projectId, kind: 'released' });
    await reconcileSoon(services);
  }
  if (project.row.providerId !== null) {
    await transferReleased(services, charge.id);
    for (const extra of extras) await transferReleased(services, extra.id);
  }
  return findProject(services.db, String(project.row.id));
}

/** The project's released charges whose transfer the ledger has not recorded, sent (keyed: once). */
async function transferLeft(services: Services, project: LoadedProject): Promise<void> {
  if (project.row.providerId === null) return;
  const left = await services.db
    .select({ id: projectCharges.id })
    .from(projectCharges)
    .where(
      and(
        eq(projectCharges.projectId, project.row.id),
        eq(projectCharges.status, 'released'),
        sql`not exists (select 1 from ledger_entries e where e.key = 'transfer:' || ${projectCharges.id})`,
      ),
    )
    .orderBy(projectCharges.id);
  for (const { id } of left) await transferReleased(services, id);
}

/** The processor's refund reasons; the product's own ones travel in the metadata. */
const processorReason = (reason: string): Stripe.RefundCreateParams.Reason =>
  reason === 'duplicate' || reason === 'fraudulent' ? reason : 'requested_by_customer';

/**
 * Finance refunds the held payment in full (refundProject): the processor's refund (keyed by the
 * charge: one refund however often it is retried), then recorded by settleRefund.
 */
export async function refundCharge(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  reason: { reason: string; details: string | undefined },
): Promise<LoadedProject> {
  const project = await findProject(services.db, idOrHash);
  decideChargeStep(project, viewer, 'charge.refund');
  const charge = await heldCharge(services, project);
  if (charge.paymentIntentId === null)
    throw conflict('charge_not_held', 'No payment is held for this project.');
  const refund = await services.payments.stripe.refunds.create(
    {
      payment_intent: charge.paymentIntentId,
      reason: processorReason(reason.reason),
      metadata: {
        project_id: String(charge.projectId),
        charge_id: String(charge.id),
        reason: reason.reason,
        refunded_by: String(viewer.user.id),
      },
    },
    { idempotencyKey: `refund-charge-${charge.id}` },
  );
  await settleRefund(services, refund, {
    reason: reason.details ? `${reason.reason}: ${reason.details}` : reason.reason,
    by: viewer.user.id,
  });
  // The additional payments held with the booking are refunded with it, each by its own refund.
  for (const extra of await heldAdditionalCharges(services, project.row.id)) {
    if (extra.paymentIntentId === null) continue;
    const extraRefund = await services.payments.stripe.refunds.create(
      {
        payment_intent: extra.paymentIntentId,
        reason: processorReason(reason.reason),
        metadata: {
          project_id: String(extra.projectId),
          charge_id: String(extra.id),
          reason: reason.reason,
          refunded_by: String(viewer.user.id),
        },
      },
      { idempotencyKey: `refund-charge-${extra.id}` },
    );
    await settleRefund(services, extraRefund, { reason: reason.reason, by: viewer.user.id });
  }
  return findProject(services.db, String(project.row.id));
}

/**
 * A processor refund recorded, once (from the caller or the webhook, in any order): the ledger's
 * refund entry (client funds held back to the processor), the charge refunded, the project's charge
 * status refunded. A refund that arrives before its payment was recorded records the payment first,
 * as the processor has it.
 */
export async function settleRefund(
  services: Services,
  refund: Stripe.Refund,
  options: { reason: string | null; by: number | null },
): Promise<boolean> {
  if (refund.status !== 'succeeded' || typeof refund.payment_intent !== 'string') return false;
  const intentId = refund.payment_intent;
  const [known] = await services.db
    .select()
    .from(projectCharges)
    .where(eq(projectCharges.paymentIntentId, intentId));
  if (!known) return false;
  if (known.status === 'requires_payment_method' || known.status === 'requires_action') {
    await settlePayment(services, await services.payments.stripe.paymentIntents.retrieve(intentId));
  }
  const now = services.now();
  const created = await services.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(projectCharges)
      .where(eq(projectCharges.id, known.id))
      .for('update');
    if (!charge) return false;
    const posted = await postEntry(tx, {
      kind: 'refund',
      key: `refund:${refund.id}`,
      projectId: charge.projectId,
      processorRef: refund.id,
      description: `Payment refunded to the client of project ${charge.projectId}`,
      createdBy: options.by,
      now,
      lines: journal.refund(refund.amount, refund.currency),
    });
    if (posted.created) {
      await logFinanceAction(tx, {
        action: 'funds.refunded',
        projectId: charge.projectId,
        userId: options.by,
        details: {
          amount: refund.amount,
          currency: refund.currency,
          refund: refund.id,
          reason: options.reason,
        },
        now,
      });
    }
    const paymentId = additionalPaymentOf(charge.purpose);
    if (charge.status === 'held' && paymentId !== null) {
      await tx
        .update(projectCharges)
        .set({ status: 'refunded', refundReason: options.reason ?? null, updatedAt: now })
        .where(eq(projectCharges.id, charge.id));
      await setAdditionalChargeStatus(tx, charge.projectId, paymentId, 'refunded', now);
    } else if (charge.status === 'held') {
      await tx
        .update(projectCharges)
        .set({
          status: 'refunded',
          refundReason: options.reason ?? refund.metadata?.['reason'] ?? null,
          updatedAt: now,
        })
        .where(eq(projectCharges.id, charge.id));
      await tx
        .update(projects)
        .set({ chargeStatus: 'refunded', securePaymentStatus: null, updatedAt: now })
        .where(and(eq(projects.id, charge.projectId), eq(projects.chargeStatus, 'paid')));
    }
    return posted.created;
  });
  // The client hears of it once: when the ledger first records the refund.
  if (created) {
    if (known.purpose === BOOKING_CHARGE)
      await schedulePaymentMail(services, { projectId: known.projectId, kind: 'refunded' });
    await reconcileSoon(services);
  }
  return created;
}
