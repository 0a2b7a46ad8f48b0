// The steps of a membership's processes, written once: loading one, who may touch it, asking the
// subscription process machine (@vo/machines) for the next status (409 in words when it refuses),
// recording each status in the changes log, and the period-end job's name and scheduling.
import { eq } from 'drizzle-orm';
import type { SubscriptionProcess } from '@vo/sdk';
import {
  decideSubscriptionProcess,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorMessage,
  parseSubscriptionProcessStatus,
  type SubscriptionProcessMachineEvent,
  type Viewer as MachineViewer,
} from '@vo/machines';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { subscriptionChangesLog, subscriptionProcesses } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { PaymentFailure } from '../payments/paymentErrors';
import { subscriptionRowOf, type ProcessRow } from './memberships';

/** The membership period-end job (renewals.ts registers it); scheduled whenever a period is set. */
export const MEMBERSHIP_PERIOD_END_JOB = 'membershipPeriodEnd';

export interface MembershipPeriodEndPayload extends Record<string, unknown> {
  providerId: number;
  /** The period end (ISO) the job was scheduled for: a job for a period since replaced does nothing. */
  periodEnd: string;
}

export async function schedulePeriodEnd(
  services: Services,
  providerId: number,
  periodEnd: Date,
): Promise<void> {
  const payload: MembershipPeriodEndPayload = { providerId, periodEnd: periodEnd.toISOString() };
  await services.jobs.schedule(MEMBERSHIP_PERIOD_END_JOB, payload, {
    runAt: periodEnd,
    singletonKey: `membership-period-end-${providerId}-${payload.periodEnd}`,
  });
}

export async function processOf(db: Database, id: number): Promise<ProcessRow> {
  const [row] = await db.select().from(subscriptionProcesses).where(eq(subscriptionProcesses.id, id));
  if (!row) throw notFound('process_not_found', 'This plan change does not exist.');
  return row;
}

/** Only the voice actor whose membership it is (an admin acting as them) may touch a process. */
export function assertOwnProcess(viewer: MachineViewer, process: ProcessRow): void {
  if (viewer.providerId !== process.providerId) {
    throw forbidden('not_your_membership', 'Only the voice actor whose membership this is may do this.');
  }
}

async function hasPaymentMethod(db: Database, providerId: number): Promise<boolean> {
  const row = await subscriptionRowOf(db, providerId);
  return row?.paymentMethodRef !== null && row?.paymentMethodRef !== undefined;
}

/** The machine's decision for a process, or a 409 with the refusal in words. */
export async function decideStep(
  db: Database,
  process: ProcessRow,
  event: SubscriptionProcessMachineEvent,
  refusal: string,
) {
  const decision = decideSubscriptionProcess(
    {
      status: parseSubscriptionProcessStatus(process.status),
      context: {
        providerId: process.providerId,
        changeType: process.kind === 'renewal' ? 'billing_period_change' : changeTypeOf(process),
        totalMinor: process.totalMinor,
        hasPaymentMethod: await hasPaymentMethod(db, process.providerId),
      },
    },
    event,
  );
  if (!decision.allowed) throw conflict('process_step_refused', refusal);
  return decision.status;
}

export function changeTypeOf(process: ProcessRow): NonNullable<SubscriptionProcess['change_type']> {
  switch (process.changeType) {
    case 'new':
    case 'upgrade':
    case 'downgrade':
    case 'billing_period_change':
    case 'restore':
      return process.changeType;
    default:
      return 'billing_period_change';
  }
}

export async function log(
  db: Pick<Database, 'insert'>,
  process: ProcessRow,
  entry: {
    status: string;
    message: string;
    amountMinor?: number | null;
    failure?: PaymentFailure | null;
    userId?: number | null;
    now: Date;
  },
) {
  await db.insert(subscriptionChangesLog).values({
    processId: process.id,
    status: entry.status,
    message: entry.message,
    amountMinor: entry.amountMinor ?? null,
    errorCode: entry.failure?.code ?? null,
    errorMessage: entry.failure?.message ?? null,
    declineCode: entry.failure?.declineCode ?? null,
    userId: entry.userId ?? null,
    createdAt: entry.now,
  });
}

export async function setStatus(
  services: Services,
  process: ProcessRow,
  status: string,
  message: string,
  extra: Partial<typeof subscriptionProcesses.$inferInsert> = {},
  by: number | null = null,
): Promise<ProcessRow> {
  const now = services.now();
  const [updated] = await services.db
    .update(subscriptionProcesses)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(subscriptionProcesses.id, process.id))
    .returning();
  if (!updated) throw new Error(`process ${process.id} vanished`);
  await log(services.db, updated, { status, message, amountMinor: process.totalMinor, userId: by, now });
  return updated;
}

export function paymentFailureFor(code: PaymentFailure['code']): PaymentFailure {
  return { code, message: paymentErrorMessage(code), declineCode: null };
}

const PAYMENT_ERROR_CODES = Object.keys(PAYMENT_ERROR_MESSAGES) as PaymentFailure['code'][];

/** A stored error code read back as the document's PaymentErrorCode (an unknown one is unexpected). */
export const knownCode = (code: string): PaymentFailure['code'] =>
  PAYMENT_ERROR_CODES.find((known) => known === code) ?? 'unexpected';
