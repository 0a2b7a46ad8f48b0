// Promo codes (spec section 3, Promo code and Promo info): a discount on the first charge of the plans
// and billing periods a code names, in the markets (languages) it is offered in, between its dates,
// once per voice actor. A code that does not apply is reported in words, never charged.
import { and, eq, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { BillingPeriod, PromoCode, PromoConfig, PromoInfo } from '@vo/sdk';
import type { Database } from '../../db/client';
import { promoCodes, subscriptionProcesses } from '../../db/schema';
import type { JsonObject } from '../../db/schema/columns';

export type PromoRow = typeof promoCodes.$inferSelect;

export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  notStarted: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  plan: 'This promo code is not valid for this plan.',
  period: 'This promo code is not valid for this billing period.',
  market: 'This promo code is not offered in your market.',
  used: 'This promo code has already been used.',
} as const;

/** The referral promo: an anonymous visitor who opens /plans/REFERRALS is sent to sign-up first. */
export const REFERRALS = 'REFERRALS';

export type PromoCheck = { ok: true; promo: PromoRow } | { ok: false; error: string };

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export async function findPromo(db: Database, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(code)));
  return row ?? null;
}

/** Whether a provider already had a paid change with this code. */
async function usedBy(db: Database, code: string, providerId: number | null): Promise<boolean> {
  if (providerId === null) return false;
  const [row] = await db
    .select({ id: subscriptionProcesses.id })
    .from(subscriptionProcesses)
    .where(
      and(
        eq(subscriptionProcesses.providerId, providerId),
        eq(subscriptionProcesses.promoCode, code),
        eq(subscriptionProcesses.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The rules of a promo that need no plan: dates, market, one use per voice actor. */
async function generalProblem(
  db: Database,
  promo: PromoRow,
  who: { providerId: number | null; languages: readonly number[] | null; now: Date },
): Promise<string | null> {
  if (promo.startsAt !== null && promo.startsAt > who.now) return PROMO_MESSAGES.notStarted;
  if (promo.expiresAt !== null && promo.expiresAt <= who.now) return PROMO_MESSAGES.expired;
  if (
    promo.languages.length > 0 &&
    who.languages !== null &&
    !who.languages.some((language) => promo.languages.includes(language))
  )
    return PROMO_MESSAGES.market;
  if (await usedBy(db, promo.code, who.providerId)) return PROMO_MESSAGES.used;
  return null;
}

/** Whether a promo applies to a plan at a billing period for this voice actor, and why not. */
export async function checkPromo(
  db: Database,
  code: string,
  input: {
    productName: string;
    billingPeriod: BillingPeriod;
    priceMinor: number;
    providerId: number | null;
    /** The market's languages (attribute ids); null when unknown (anyone may use it). */
    languages: readonly number[] | null;
    now: Date;
  },
): Promise<PromoCheck> {
  const promo = await findPromo(db, code);
  if (promo === null) return { ok: false, error: PROMO_MESSAGES.unknown };
  const general = await generalProblem(db, promo, input);
  if (general !== null) return { ok: false, error: general };
  if (
    input.priceMinor <= 0 ||
    (promo.productNames.length > 0 && !promo.productNames.includes(input.productName))
  )
    return { ok: false, error: PROMO_MESSAGES.plan };
  if (promo.billingPeriods.length > 0 && !promo.billingPeriods.includes(input.billingPeriod))
    return { ok: false, error: PROMO_MESSAGES.period };
  return { ok: true, promo };
}

const isPlanIdList = (values: readonly string[]) => values as PromoCode['product_names'];
const isPeriodList = (values: readonly string[]) => values as PromoCode['billing_periods'];

/** The contract's PromoCode. */
export function promoResource(promo: PromoRow): PromoCode {
  return {
    code: promo.code,
    ...(promo.description === null ? {} : { description: promo.description }),
    discount_percentage: promo.discountPercentage,
    product_names: isPlanIdList(promo.productNames),
    billing_periods: isPeriodList(promo.billingPeriods),
    expires_at: promo.expiresAt?.toISOString() ?? null,
  };
}

function configOf(config: JsonObject | null): PromoConfig | undefined {
  // Stored as the contract's PromoConfig by the seed and the admin tools; read back as such.
  return config ?? undefined;
}

/** The promos running now (started, not expired), each with why this user cannot use it, if so. */
export async function activePromos(
  db: Database,
  who: { providerId: number | null; languages: readonly number[] | null; now: Date },
): Promise<PromoInfo[]> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, who.now)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, who.now)),
        sql`${promoCodes.config} IS NOT NULL`,
      ),
    )
    .orderBy(promoCodes.expiresAt, promoCodes.code);
  const out: PromoInfo[] = [];
  for (const promo of rows) {
    const config = configOf(promo.config);
    out.push({
      code: promo.code,
      error: await generalProblem(db, promo, who),
      ...(config === undefined ? {} : { config }),
      ...(promo.expiresAt === null ? {} : { limits: { dates: { expire: promo.expiresAt.toISOString() } } }),
    });
  }
  return out;
}
