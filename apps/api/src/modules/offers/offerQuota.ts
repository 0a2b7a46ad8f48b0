// The monthly audition limit by membership: how many proposals a voice actor may send in a calendar
// month (UTC). The spec lists no number (section 9 leaves server-side limits out), so the levels are
// the product's, chosen so a free member can audition every few days and a paying one never runs dry
// in a normal month. A draft does not count; a proposal counts once, when first sent (sent_at), so a
// resend after a revision request is free.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { MembershipTier, MonthlyOfferLimit } from '@vo/sdk';
import type { Database } from '../../db/client';
import { offers, providers } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { membershipTier } from '../users/membership';

/** Auditions a month per tier; null for no limit. */
export const MONTHLY_OFFERS: Readonly<Record<MembershipTier, number | null>> = {
  Standard: 10,
  Pro: 25,
  Bronze: 50,
  Premium: 100,
  Platinum: null,
};

/** The calendar month (UTC) holding `now`: its first instant and the next month's. */
export function monthOf(now: Date): { start: Date; next: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next };
}

/** Where a voice actor stands this month. */
export async function monthlyOfferUse(
  db: Database,
  providerId: number,
  now: Date,
): Promise<MonthlyOfferLimit> {
  const [provider] = await db
    .select({ level: providers.membershipLevel })
    .from(providers)
    .where(eq(providers.id, providerId));
  const tier = membershipTier(provider?.level ?? 1);
  const { start, next } = monthOf(now);
  const [sent] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.providerId, providerId), gte(offers.sentAt, start), lt(offers.sentAt, next)));
  return { tier, limit: MONTHLY_OFFERS[tier], sent: sent?.n ?? 0, resets_at: next.toISOString() };
}

const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/**
 * Sends a proposal within the voice actor's monthly limit: `send` runs in a transaction that holds the
 * voice actor's row, so two sends at once cannot both take the last audition of the month; 403 with
 * the month's facts when the limit is reached.
 */
export async function sendWithinMonthlyLimit<T>(
  db: Database,
  providerId: number,
  now: Date,
  send: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    const use = await monthlyOfferUse(tx, providerId, now);
    if (use.limit !== null && use.sent >= use.limit) {
      const resets = new Date(use.resets_at);
      throw forbidden(
        'monthly_offer_limit',
        `You have sent your ${String(use.limit)} auditions for ${monthName(now)} (${use.tier} membership). ` +
          `Upgrade your membership to send more, or send it from ${monthName(resets)} 1: save it as a draft meanwhile.`,
      );
    }
    return send(tx);
  });
}
