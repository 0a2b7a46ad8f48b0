// What a screen may offer of a project's charge, asked of the charge machine: the screens' question,
// beside the machine the server decides with.
import { decideCharge, parseChargeStatus, type ChargeEvent, type ChargeStatus } from './chargeMachine';
import type { Viewer } from '../shared/viewer';

/** What a screen reads of a project to ask the charge machine (the API's Project fields). */
export interface ChargeResource {
  readonly type: string;
  readonly status: string;
  readonly completion_reason?: string | null | undefined;
  readonly user_id?: readonly number[] | null | undefined;
  readonly secure_payment_enabled?: boolean | null | undefined;
  readonly charge_status?: ChargeStatus | null | undefined;
  readonly ready_to_release_funds_at?: string | null | undefined;
}

/**
 * The charge steps a viewer may take on a project now, as the server decides them (payProject,
 * ready_to_release_funds, funds_released, refundProject): the charge machine's answer, paying only
 * on a Secure Payment booking that was not cancelled or declined.
 */
export function chargeStepsFor(project: ChargeResource, by: Viewer): ReadonlySet<ChargeEvent['type']> {
  const steps = new Set<ChargeEvent['type']>();
  if (project.secure_payment_enabled !== true) return steps;
  const entity = {
    status: parseChargeStatus(project.charge_status ?? 'pending'),
    context: {
      ownerIds: project.user_id ?? [],
      readyToRelease: (project.ready_to_release_funds_at ?? null) !== null,
    },
  };
  const types = ['charge.pay', 'charge.readyToRelease', 'charge.releaseFunds', 'charge.refund'] as const;
  for (const type of types) if (decideCharge(entity, { type, by }).allowed) steps.add(type);
  const finished =
    ['completed', 'canceled'].includes(project.status) &&
    project.completion_reason !== 'deliverable-accepted';
  if (project.type !== 'booking' || finished) steps.delete('charge.pay');
  return steps;
}

/**
 * One of a booking's additional payments as the charge machine sees it: its own charge status and the
 * booking's owners (payProjectAdditionalPayment decides with it; the screens ask it the same).
 */
export function additionalChargeEntity(ownerIds: readonly number[], chargeStatus: string) {
  return { status: parseChargeStatus(chargeStatus), context: { ownerIds, readyToRelease: false } };
}

/** Whether `by` may pay this additional payment of the booking now. */
export function mayPayAdditional(
  project: ChargeResource,
  payment: { readonly charge_status: ChargeStatus },
  by: Viewer,
): boolean {
  if (project.secure_payment_enabled !== true || project.type !== 'booking') return false;
  const entity = additionalChargeEntity(project.user_id ?? [], payment.charge_status);
  return decideCharge(entity, { type: 'charge.pay', by }).allowed;
}
