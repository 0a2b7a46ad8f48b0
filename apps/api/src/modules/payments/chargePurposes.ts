// What a project's charge pays for: the booking's quote (purpose 'booking'), or one of its additional
// payments (purpose 'additional:<id>', the id of the entry in the project's additional_payments). An
// additional payment's charge_status follows its charge, kept on the entry the Project shows.
import { eq } from 'drizzle-orm';
import type { ChargeStatus } from '@vo/machines';
import { projects } from '../../db/schema';
import type { Database } from '../../db/client';

/** The purpose of a booking's own charge. */
export const BOOKING_CHARGE = 'booking';

const ADDITIONAL = 'additional:';

/** The purpose of an additional payment's charge. */
export const additionalPurpose = (paymentId: number) => `${ADDITIONAL}${String(paymentId)}`;

/** The additional payment a charge pays, or null for the booking's own charge. */
export function additionalPaymentOf(purpose: string): number | null {
  if (!purpose.startsWith(ADDITIONAL)) return null;
  const id = Number(purpose.slice(ADDITIONAL.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A database or a transaction on it. */
type Writer = Pick<Database, 'select' | 'update'>;

/** Sets an additional payment's charge_status on the project (inside the caller's transaction). */
export async function setAdditionalChargeStatus(
  db: Writer,
  projectId: number,
  paymentId: number,
  status: ChargeStatus,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ payments: projects.additionalPayments })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row) return;
  await db
    .update(projects)
    .set({
      additionalPayments: row.payments.map((payment) =>
        payment.id === paymentId ? { ...payment, charge_status: status } : payment,
      ),
      updatedAt: now,
    })
    .where(eq(projects.id, projectId));
}
