// The membership's own settings: auto-renewal, and the reason given for a scheduled downgrade. Only
// the voice actor whose membership it is (an admin acting as them) may change them.
import { eq } from 'drizzle-orm';
import type { Services } from '../../services';
import type { Viewer as MachineViewer } from '@vo/machines';
import { subscriptionProcesses, subscriptions } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { heldPlan, providerOf, scheduledDowngradeOf } from './memberships';
import { decideSubscriptionProcess, parseSubscriptionProcessStatus } from '@vo/machines';

export function assertOwnMembership(viewer: MachineViewer, providerId: number): void {
  if (viewer.providerId !== providerId) {
    throw forbidden('not_your_membership', 'Only the voice actor whose membership this is may change it.');
  }
}

/** The subscriptions row of a provider, made when first needed. */
export async function ensureSubscriptionRow(services: Services, providerId: number): Promise<void> {
  const now = services.now();
  await services.db
    .insert(subscriptions)
    .values({ providerId, currency: services.config.payments.currency, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

export async function setAutoRenewal(
  services: Services,
  viewer: MachineViewer,
  providerId: number,
  enabled: boolean,
): Promise<void> {
  assertOwnMembership(viewer, providerId);
  const provider = await providerOf(services.db, providerId);
  if (heldPlan(provider).billingPeriod === 'NO_BILLING_PERIOD') {
    throw conflict('nothing_to_renew', 'A plan without a billing period has nothing to renew.');
  }
  await ensureSubscriptionRow(services, providerId);
  await services.db
    .update(subscriptions)
    .set({ autoRenewal: enabled, updatedAt: services.now() })
    .where(eq(subscriptions.providerId, providerId));
}

export async function saveDowngradeReason(
  services: Services,
  viewer: MachineViewer,
  providerId: number,
  reason: string,
): Promise<void> {
  assertOwnMembership(viewer, providerId);
  const scheduled = await scheduledDowngradeOf(services.db, providerId);
  if (scheduled === null)
    throw conflict('no_downgrade', 'No downgrade is scheduled: there is no reason to save.');
  const decision = decideSubscriptionProcess(
    {
      status: parseSubscriptionProcessStatus(scheduled.status),
      context: {
        providerId: scheduled.providerId,
        changeType: 'downgrade',
        totalMinor: scheduled.totalMinor,
        hasPaymentMethod: false,
      },
    },
    { type: 'process.saveReason', by: viewer },
  );
  if (!decision.allowed)
    throw conflict('no_downgrade', 'No downgrade is scheduled: there is no reason to save.');
  const trimmed = reason.trim();
  if (trimmed === '') throw conflict('reason_required', 'Please tell us why you are downgrading.');
  await services.db
    .update(subscriptionProcesses)
    .set({ reason: trimmed, updatedAt: services.now() })
    .where(eq(subscriptionProcesses.id, scheduled.id));
}
