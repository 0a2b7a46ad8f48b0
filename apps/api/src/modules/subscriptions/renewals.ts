// The end of a membership's billing period, on the job queue (pg-boss), never a timer: one job per
// provider and period end (its singleton key), so a restart neither doubles nor loses it. At the end:
// a scheduled downgrade takes effect (the lower paid plan is then renewed, a free plan just starts);
// with auto-renewal off the plan lapses to Standard; else the plan is renewed, charged off-session to
// the saved payment method. One renewal process per provider and period (a unique key): the job run
// twice charges once.
//
// A failed renewal keeps the plan for a grace period of GRACE_DAYS (7) days after the period end
// (Subscription.grace_until), mails the voice actor, and is retried off-session 1 and 3 days after the
// period end, then a last time on day 7; if that fails too the plan lapses to Standard and the voice
// actor is mailed again. The voice actor may retry themself at any time (retry_payment, after saving
// a new card): a paid retry renews the plan and the later retry jobs find nothing to do.
import { and, eq } from 'drizzle-orm';
import { decideSubscriptionProcess, parseSubscriptionProcessStatus, SYSTEM_VIEWER } from '@vo/machines';
import type { Services } from '../../services';
import { subscriptionProcesses, subscriptions, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import { findPlan } from './catalog';
import { applyPlan, charge, lapse } from './charging';
import {
  heldPlan,
  heldTier,
  providerOf,
  scheduledDowngradeOf,
  subscriptionRowOf,
  type ProcessRow,
} from './memberships';
import { addPeriod, DAY_MS } from './pricing';
import { log, schedulePeriodEnd, type MembershipPeriodEndPayload } from './processSteps';
import { cancelProcess, retryProcess } from './processes';

export { MEMBERSHIP_PERIOD_END_JOB, type MembershipPeriodEndPayload } from './processSteps';

export const MEMBERSHIP_RETRY_JOB = 'membershipRenewalRetry';
export const MEMBERSHIP_MAIL_JOB = 'membershipMail';

/** Days after the period end the plan is kept while a failed renewal is retried. */
export const GRACE_DAYS = 7;
/** Days after the period end a failed renewal is charged again; the last one decides. */
export const RETRY_DAYS = [1, 3, GRACE_DAYS] as const;

export interface MembershipRetryPayload extends Record<string, unknown> {
  processId: number;
  /** The day after the period end this retry is for (one of RETRY_DAYS). */
  day: number;
}

export type MembershipMailKind = 'renewal_failed' | 'lapsed';

export interface MembershipMailPayload extends Record<string, unknown> {
  providerId: number;
  processId: number;
  kind: MembershipMailKind;
}

async function scheduleMail(services: Services, payload: MembershipMailPayload) {
  await services.jobs.schedule(MEMBERSHIP_MAIL_JOB, payload, {
    singletonKey: `membership-mail-${payload.processId}-${payload.kind}`,
  });
}

/** The renewal process of a period, made once (unique per provider and period end). */
async function renewalOf(
  services: Services,
  providerId: number,
  periodEnd: Date,
  plan: { productName: string; billingPeriod: string; subtotalMinor: number; discountMinor: number },
  from: { productName: string; billingPeriod: string },
): Promise<ProcessRow> {
  const now = services.now();
  const period = plan.billingPeriod === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY';
  await services.db
    .insert(subscriptionProcesses)
    .values({
      providerId,
      kind: 'renewal',
      status: 'pending',
      changeType: 'billing_period_change',
      fromProduct: from.productName,
      fromPeriod: from.billingPeriod,
      toProduct: plan.productName,
      toPeriod: period,
      subtotalMinor: plan.subtotalMinor,
      discountMinor: plan.discountMinor,
      creditMinor: 0,
      totalMinor: plan.subtotalMinor - plan.discountMinor,
      currency: services.config.payments.currency,
      renewalOf: periodEnd,
      periodStart: periodEnd,
      periodEnd: addPeriod(periodEnd, period),
      effectiveAt: periodEnd,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await services.db
    .select()
    .from(subscriptionProcesses)
    .where(
      and(eq(subscriptionProcesses.providerId, providerId), eq(subscriptionProcesses.renewalOf, periodEnd)),
    );
  if (!row) throw new Error('renewal not stored');
  return row;
}

/** The job at a period's end (see the file's comment). Idempotent: a stale or repeated run does nothing. */
export async function runMembershipPeriodEnd(
  services: Services,
  payload: MembershipPeriodEndPayload,
): Promise<void> {
  const { db } = services;
  const sub = await subscriptionRowOf(db, payload.providerId);
  const periodEnd = sub?.currentPeriodEnd ?? null;
  if (sub === null || periodEnd === null || periodEnd.toISOString() !== payload.periodEnd) return;
  const provider = await providerOf(db, payload.providerId);
  let plan = heldPlan(provider);
  let discountMinor = 0;
  const scheduled = await scheduledDowngradeOf(db, payload.providerId);
  if (scheduled !== null) {
    const decision = decideSubscriptionProcess(
      {
        status: parseSubscriptionProcessStatus(scheduled.status),
        context: {
          providerId: scheduled.providerId,
          changeType: 'downgrade',
          totalMinor: 0,
          hasPaymentMethod: false,
        },
      },
      { type: 'process.periodEnded' },
    );
    if (decision.allowed) {
      const now = services.now();
      const [done] = await db
        .update(subscriptionProcesses)
        .set({ status: decision.status, updatedAt: now })
        .where(and(eq(subscriptionProcesses.id, scheduled.id), eq(subscriptionProcesses.status, 'scheduled')))
        .returning();
      if (done) {
        await log(db, done, {
          status: decision.status,
          message: `Downgrade to ${done.toProduct} takes effect`,
          now,
        });
        const target = findPlan(done.toProduct, done.toPeriod);
        if (target === null || target.priceMinor === 0) {
          await db.transaction((tx) => applyPlan(tx, { ...done, periodStart: null, periodEnd: null }, now));
          return;
        }
        plan = target;
        discountMinor = done.discountMinor;
      }
    }
  }
  if (plan.priceMinor === 0) return;
  if (!sub.autoRenewal) {
    await lapse(services, payload.providerId, 'Auto-renewal was off: the plan ended with its billing period');
    return;
  }
  const renewal = await renewalOf(
    services,
    payload.providerId,
    periodEnd,
    {
      productName: plan.productName,
      billingPeriod: plan.billingPeriod,
      subtotalMinor: plan.priceMinor,
      discountMinor,
    },
    { productName: provider.membershipProduct, billingPeriod: provider.billingPeriod },
  );
  const decision = decideSubscriptionProcess(
    {
      status: parseSubscriptionProcessStatus(renewal.status),
      context: {
        providerId: renewal.providerId,
        changeType: 'billing_period_change',
        totalMinor: renewal.totalMinor,
        hasPaymentMethod: sub.paymentMethodRef !== null,
      },
    },
    { type: 'process.renew', by: SYSTEM_VIEWER },
  );
  // Run before (paid, failed or under way): this run has nothing to add.
  if (!decision.allowed) return;
  const { failure } = await charge(services, renewal, {
    offSession: true,
    returnOrigin: services.config.publicOrigin,
    by: null,
  });
  if (failure !== null) await startGrace(services, renewal, periodEnd);
}

/** A failed renewal: the plan kept until the grace ends, retries scheduled, the voice actor mailed. */
async function startGrace(services: Services, renewal: ProcessRow, periodEnd: Date): Promise<void> {
  const graceUntil = new Date(periodEnd.getTime() + GRACE_DAYS * DAY_MS);
  await services.db
    .update(subscriptions)
    .set({ graceUntil, updatedAt: services.now() })
    .where(eq(subscriptions.providerId, renewal.providerId));
  for (const day of RETRY_DAYS) {
    const payload: MembershipRetryPayload = { processId: renewal.id, day };
    await services.jobs.schedule(MEMBERSHIP_RETRY_JOB, payload, {
      runAt: new Date(periodEnd.getTime() + day * DAY_MS),
      singletonKey: `membership-retry-${renewal.id}-${day}`,
    });
  }
  await scheduleMail(services, {
    providerId: renewal.providerId,
    processId: renewal.id,
    kind: 'renewal_failed',
  });
}

/** A scheduled retry of a failed renewal; the last one lapses the plan when it fails again. */
export async function runMembershipRetry(services: Services, payload: MembershipRetryPayload): Promise<void> {
  const [process] = await services.db
    .select()
    .from(subscriptionProcesses)
    .where(eq(subscriptionProcesses.id, payload.processId));
  if (process?.status !== 'payment_failed') return;
  const { failure, process: after } = await retryProcess(services, SYSTEM_VIEWER, process, {
    offSession: true,
    returnOrigin: services.config.publicOrigin,
  });
  if (failure === null || payload.day < GRACE_DAYS) return;
  await cancelProcess(services, SYSTEM_VIEWER, after);
  await lapse(
    services,
    process.providerId,
    'The renewal was not paid within the grace period: the plan ended',
  );
  await scheduleMail(services, { providerId: process.providerId, processId: process.id, kind: 'lapsed' });
}

/** The membership mails: a failed renewal (with the grace's end) and a lapsed plan. */
export async function mailMembership(services: Services, payload: MembershipMailPayload): Promise<void> {
  const provider = await providerOf(services.db, payload.providerId);
  const [user] = await services.db
    .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, provider.userId));
  if (!user || user.deletedAt !== null) return;
  const [process] = await services.db
    .select()
    .from(subscriptionProcesses)
    .where(eq(subscriptionProcesses.id, payload.processId));
  if (!process) return;
  const sub = await subscriptionRowOf(services.db, payload.providerId);
  const tier = findPlan(process.toProduct, process.toPeriod)?.tier ?? heldTier(provider);
  const day = (date: Date | null | undefined) => (date ?? services.now()).toISOString().slice(0, 10);
  const text =
    payload.kind === 'renewal_failed'
      ? {
          subject: `Your ${tier} membership could not be renewed`,
          lines: [
            `We could not charge the renewal of your ${tier} membership: ${process.errorMessage ?? 'Unexpected error. Please contact support.'}`,
            `You keep ${tier} until ${day(sub?.graceUntil)} while we try again. Add another card and retry the payment from your membership page to keep it.`,
          ],
        }
      : {
          subject: `Your ${tier} membership has ended`,
          lines: [
            `The renewal of your ${tier} membership could not be paid, so your plan is now Standard.`,
            'You can choose a plan again at any time.',
          ],
        };
  await services.mailer.send(
    composeMessage(user.email, text.subject, [`Hi ${user.name},`, ...text.lines], {
      href: absolute(services.config.publicOrigin, '/plans'),
      label: payload.kind === 'renewal_failed' ? 'Retry the payment' : 'See the plans',
    }),
  );
}

export { schedulePeriodEnd };
