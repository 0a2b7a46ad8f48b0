// Additional payments on a booking (spec section 7's projects/{id}/additional_payments; issue 43): the
// client adds an extra amount (extra revisions, pick-ups, a bonus), the project machine deciding who
// may and when; it is paid like the booking's quote (its own charge, payment intent and ledger entry,
// under idempotency keys) and held with the booking's funds, released or refunded with them.
import { and, eq } from 'drizzle-orm';
import { additionalChargeEntity, decideCharge } from '@vo/machines';
import type { Services } from '../../services';
import type { Viewer } from '../../auth/viewer';
import { projectCharges, projects } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { toMinor } from '../bookings/pricing';
import {
  decide,
  findProject,
  machineViewer,
  projectEntity,
  type LoadedProject,
} from '../projects/projectLifecycle';
import { additionalPurpose } from './chargePurposes';
import { confirmCharge, paidBefore, type ChargeRow, type PayInput, type PayOutcome } from './escrow';
import { logFinanceAction } from './financeActions';

/** The processor's smallest charge (Stripe's, in US cents). */
const MINIMUM_MINOR = 50;

/**
 * createProjectAdditionalPayment: the project machine decides (owners or an admin; a Secure Payment
 * booking accepted, or completed with its recording accepted; funds not released); a refunded booking
 * takes none either. The entry (charge_status pending) and its charge are stored in one transaction.
 */
export async function addAdditionalPayment(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  input: { amount: number; description: string },
): Promise<LoadedProject> {
  const project = await findProject(services.db, idOrHash);
  decide(projectEntity(project), { type: 'project.addPayment', by: machineViewer(viewer) });
  const amountMinor = toMinor(input.amount);
  if (amountMinor < MINIMUM_MINOR) {
    throw conflict('nothing_to_pay', 'An additional payment is at least $0.50.');
  }
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payments: projects.additionalPayments })
      .from(projects)
      .where(eq(projects.id, project.row.id))
      .for('update');
    const payments = row?.payments ?? [];
    const id = payments.reduce((max, payment) => Math.max(max, payment.id), 0) + 1;
    await tx
      .update(projects)
      .set({
        additionalPayments: [
          ...payments,
          {
            id,
            amount: input.amount,
            description: input.description.trim(),
            charge_status: 'pending',
            created_at: now.toISOString(),
          },
        ],
        updatedAt: now,
      })
      .where(eq(projects.id, project.row.id));
    await tx.insert(projectCharges).values({
      projectId: project.row.id,
      purpose: additionalPurpose(id),
      amountMinor,
      currency: services.config.payments.currency,
      payerId: project.ownerIds[0] ?? viewer.user.id,
      status: 'requires_payment_method',
      createdAt: now,
      updatedAt: now,
    });
    await logFinanceAction(tx, {
      action: 'additional_payment.created',
      projectId: project.row.id,
      userId: viewer.user.id,
      details: { amount: amountMinor, currency: services.config.payments.currency, additional: id },
      now,
    });
  });
  return findProject(services.db, String(project.row.id));
}

/**
 * payProjectAdditionalPayment: the charge machine decides on the additional payment's own charge
 * (pending; the project's owners), then it is paid exactly as the booking's quote is.
 */
export async function payAdditionalPayment(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  paymentId: number,
  input: PayInput,
): Promise<{ project: LoadedProject; outcome: PayOutcome }> {
  const project = await findProject(services.db, idOrHash);
  const entry = project.row.additionalPayments.find((payment) => payment.id === paymentId);
  const [charge] = await services.db
    .select()
    .from(projectCharges)
    .where(
      and(
        eq(projectCharges.projectId, project.row.id),
        eq(projectCharges.purpose, additionalPurpose(paymentId)),
      ),
    );
  if (!entry || !charge)
    throw notFound('additional_payment_not_found', 'No such additional payment on this project.');
  const decision = decideCharge(additionalChargeEntity(project.ownerIds, entry.charge_status), {
    type: 'charge.pay',
    by: machineViewer(viewer),
  });
  if (!decision.allowed) {
    const paid = await paidBefore(services, project, additionalPurpose(paymentId), input);
    if (paid !== null) return paid;
    if (entry.charge_status === 'pending') {
      throw forbidden('not_project_owner', 'Only the booking’s client pays for it.');
    }
    throw conflict('charge_settled', 'This additional payment is already paid.');
  }
  return confirmCharge(services, viewer, project, charge satisfies ChargeRow, input);
}
