// A voice actor's membership as the contract shows it (Subscription), read from the provider row (the
// plan, level and start that search and the invitation waves read) and the subscriptions row (the
// billing period, what was paid for it, auto-renewal, the payment method, a failed renewal's grace);
// and the quote of a plan change, priced by the one pricing function (pricing.ts) for the dry run and
// the change alike.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  BillingPeriod,
  DryRunResult,
  MembershipTier,
  PaymentMethodSummary,
  Subscription,
  SubscriptionChangeType,
} from '@vo/sdk';
import {
  isPlatinumPlan,
  mayApplyForPlatinum,
  PLATINUM_MESSAGES,
  planChangeType,
  tierOfPlan,
} from '@vo/machines';
import type { Database } from '../../db/client';
import { providers, subscriptionProcesses, subscriptions } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { toDollars } from '../bookings/pricing';
import { membershipTier } from '../users/membership';
import { FREE_PLAN, findPlan, type CatalogPlan } from './catalog';
import { addPeriod, priceChange, type CurrentPeriod, type PriceResult } from './pricing';
import { checkPromo, promoResource, type PromoRow } from './promos';

export type ProviderRow = typeof providers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProcessRow = typeof subscriptionProcesses.$inferSelect;

/** Statuses of a process still open: the voice actor resumes it (Subscription.pending_process_id). */
export const OPEN_STATUSES = ['pending', 'awaiting_confirmation', 'processing', 'payment_failed'] as const;

export async function providerOf(db: Database, providerId: number): Promise<ProviderRow> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw notFound('provider_not_found', 'Profile not found.');
  return row;
}

export async function subscriptionRowOf(db: Database, providerId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerId, providerId));
  return row ?? null;
}

/** The voice actor's plan as held now (a plan no longer on sale reads as the free plan). */
export function heldPlan(provider: ProviderRow): CatalogPlan {
  return (
    findPlan(provider.membershipProduct, provider.billingPeriod) ??
    findPlan(FREE_PLAN, 'NO_BILLING_PERIOD') ??
    (() => {
      throw new Error('The plan catalogue has no free plan.');
    })()
  );
}

/** The tier the voice actor holds, with the pre-2019 mapping (spec section 9). */
export function heldTier(provider: ProviderRow): MembershipTier {
  return (
    tierOfPlan(provider.membershipProduct, provider.membershipStartedAt?.toISOString() ?? null) ??
    membershipTier(provider.membershipLevel)
  );
}

/**
 * The current billing period: the subscription's own, else (a membership from before subscriptions
 * were stored) the period its start rolls forward to today; none for a free plan.
 */
export function currentPeriodOf(
  provider: ProviderRow,
  subscription: SubscriptionRow | null,
  now: Date,
): CurrentPeriod {
  const plan = heldPlan(provider);
  if (plan.billingPeriod === 'NO_BILLING_PERIOD' || plan.priceMinor === 0)
    return { paidMinor: 0, start: null, end: null, listPriceMinor: 0 };
  if (subscription?.currentPeriodStart && subscription.currentPeriodEnd) {
    return {
      paidMinor: subscription.periodPaidMinor,
      start: subscription.currentPeriodStart,
      end: subscription.currentPeriodEnd,
      listPriceMinor: plan.priceMinor,
    };
  }
  let start = provider.membershipStartedAt ?? provider.createdAt;
  let end = addPeriod(start, plan.billingPeriod) ?? now;
  while (end <= now) {
    start = end;
    end = addPeriod(start, plan.billingPeriod) ?? now;
  }
  return { paidMinor: plan.priceMinor, start, end, listPriceMinor: plan.priceMinor };
}

export async function openProcessOf(db: Database, providerId: number): Promise<ProcessRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionProcesses)
    .where(
      and(
        eq(subscriptionProcesses.providerId, providerId),
        inArray(subscriptionProcesses.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptionProcesses.id))
    .limit(1);
  return row ?? null;
}

export async function scheduledDowngradeOf(db: Database, providerId: number): Promise<ProcessRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionProcesses)
    .where(
      and(eq(subscriptionProcesses.providerId, providerId), eq(subscriptionProcesses.status, 'scheduled')),
    )
    .orderBy(desc(subscriptionProcesses.id))
    .limit(1);
  return row ?? null;
}

function paymentMethodOf(row: SubscriptionRow | null): PaymentMethodSummary | null {
  if (row === null || row.paymentMethodRef === null) return null;
  if (row.paymentMethodType === 'paypal') return { type: 'paypal', paypal_email: row.paypalEmail };
  return {
    type: 'card',
    brand: row.cardBrand,
    last4: row.cardLast4,
    exp_month: row.cardExpMonth,
    exp_year: row.cardExpYear,
    paypal_email: null,
  };
}

/** The contract's Subscription of a voice actor. */
export async function subscriptionResource(
  db: Database,
  providerId: number,
  now: Date,
): Promise<Subscription> {
  const provider = await providerOf(db, providerId);
  const row = await subscriptionRowOf(db, providerId);
  const plan = heldPlan(provider);
  const tier = heldTier(provider);
  const period = currentPeriodOf(provider, row, now);
  const startedAt = (provider.membershipStartedAt ?? provider.createdAt).toISOString();
  const downgrade = await scheduledDowngradeOf(db, providerId);
  const open = await openProcessOf(db, providerId);
  return {
    provider_id: provider.id,
    product_name: plan.productName,
    billing_period: plan.billingPeriod,
    tier,
    level: provider.membershipLevel >= 1 && provider.membershipLevel <= 5 ? provider.membershipLevel : 1,
    price: toDollars(plan.priceMinor),
    auto_renewal: plan.billingPeriod === 'NO_BILLING_PERIOD' ? false : (row?.autoRenewal ?? true),
    started_at: startedAt,
    current_period_end: period.end?.toISOString() ?? null,
    scheduled_downgrade:
      downgrade === null
        ? null
        : {
            product_name: findPlan(downgrade.toProduct, downgrade.toPeriod)?.productName ?? FREE_PLAN,
            billing_period: billingPeriodOf(downgrade.toPeriod),
            effective_at: (downgrade.effectiveAt ?? now).toISOString(),
            process_id: downgrade.id,
            reason: downgrade.reason,
          },
    payment_method: paymentMethodOf(row),
    pending_process_id: open?.id ?? null,
    platinum_eligible: mayApplyForPlatinum({ tier, started_at: startedAt }, now.toISOString()),
    grace_until: row?.graceUntil?.toISOString() ?? null,
  };
}

export function billingPeriodOf(value: string): BillingPeriod {
  return value === 'MONTHLY' || value === 'ANNUAL' ? value : 'NO_BILLING_PERIOD';
}

export interface PlanChoice {
  productName: string;
  billingPeriod: BillingPeriod;
  promoCode: string | null;
}

export interface Quote {
  changeType: SubscriptionChangeType;
  from: CatalogPlan;
  target: CatalogPlan;
  price: PriceResult;
  promo: PromoRow | null;
  promoError: string | null;
  /** The scheduled downgrade a restore cancels, or an upgrade replaces. */
  scheduled: ProcessRow | null;
}

/**
 * What a plan change would do and cost, for the voice actor (null: a user without a provider yet,
 * priced as on the free plan). The dry run answers it; the change stores it. Throws 422 when the plan
 * is not on sale at that period, is the plan already held, or is Platinum without a year of Premium.
 */
export async function quoteChange(
  db: Database,
  providerId: number | null,
  choice: PlanChoice,
  now: Date,
): Promise<Quote> {
  const target = findPlan(choice.productName, choice.billingPeriod);
  if (target === null) {
    throw unprocessable(
      'plan_not_on_sale',
      `This plan is sold monthly or annually: choose MONTHLY or ANNUAL for ${choice.productName}.`,
    );
  }
  const provider = providerId === null ? null : await providerOf(db, providerId);
  const row = providerId === null ? null : await subscriptionRowOf(db, providerId);
  const from = provider === null ? heldFree() : heldPlan(provider);
  const scheduled = providerId === null ? null : await scheduledDowngradeOf(db, providerId);
  const changeType = planChangeType(
    { level: from.level, productName: from.productName, billingPeriod: from.billingPeriod },
    { level: target.level, productName: target.productName, billingPeriod: target.billingPeriod },
    { downgradeScheduled: scheduled !== null },
  );
  if (changeType === null) throw unprocessable('same_plan', 'This is already your plan.');
  if (isPlatinumPlan(target.productName) && !isPlatinumPlan(from.productName)) {
    const tier = provider === null ? 'Standard' : heldTier(provider);
    const startedAt = (provider?.membershipStartedAt ?? now).toISOString();
    if (!mayApplyForPlatinum({ tier, started_at: startedAt }, now.toISOString()))
      throw unprocessable('platinum_requires_premium', PLATINUM_MESSAGES.premiumForAYearRequired);
  }
  let promo: PromoRow | null = null;
  let promoError: string | null = null;
  if (choice.promoCode !== null && changeType !== 'restore') {
    const checked = await checkPromo(db, choice.promoCode, {
      productName: target.productName,
      billingPeriod: target.billingPeriod,
      priceMinor: target.priceMinor,
      providerId,
      languages: provider?.languages ?? null,
      now,
    });
    if (checked.ok) promo = checked.promo;
    else promoError = checked.error;
  }
  const current = provider === null ? freePeriod() : currentPeriodOf(provider, row, now);
  const price = priceChange({
    changeType,
    current,
    target: { priceMinor: target.priceMinor, billingPeriod: target.billingPeriod },
    promoPercentage: promo?.discountPercentage ?? null,
    now,
  });
  return { changeType, from, target, price, promo, promoError, scheduled };
}

function heldFree(): CatalogPlan {
  const free = findPlan(FREE_PLAN, 'NO_BILLING_PERIOD');
  if (free === null) throw new Error('The plan catalogue has no free plan.');
  return free;
}

const freePeriod = (): CurrentPeriod => ({ paidMinor: 0, start: null, end: null, listPriceMinor: 0 });

/** The contract's DryRunResult of a quote (dollars at the edge). */
export function dryRunResource(quote: Quote): DryRunResult {
  const { price } = quote;
  return {
    product_name: quote.target.productName,
    billing_period: quote.target.billingPeriod,
    change_type: quote.changeType,
    amounts: {
      subtotal: toDollars(price.subtotalMinor),
      discount: toDollars(price.discountMinor),
      proration_credit: toDollars(price.creditMinor),
      total: toDollars(price.totalMinor),
    },
    effective_at: price.effectiveAt.toISOString(),
    next_billing_at: price.nextBillingAt?.toISOString() ?? null,
    next_billing_amount:
      price.nextBillingAmountMinor === null ? null : toDollars(price.nextBillingAmountMinor),
    promo: quote.promo === null ? null : promoResource(quote.promo),
    promo_error: quote.promoError,
    requires_acknowledgement: isPlatinumPlan(quote.target.productName),
  };
}
